import Type, { type Static } from 'typebox';
import { StringEnum } from './string-enum';

/**
 * Salesforce's error body: a JSON array of `{errorCode, message}`. jsforce and other Salesforce clients turn it
 * into a named error, so authentication failures and malformed requests answer with it.
 */
export const ErrorCode = StringEnum([
  'INVALID_SESSION_ID',
  'INSUFFICIENT_ACCESS',
  'NO_API_LICENSE',
  'JSON_PARSER_ERROR',
  'INVALID_INPUT',
  'NOT_FOUND',
  'ENTITY_IS_DELETED',
  'CANNOT_MODIFY_MANAGED_OBJECT',
  'DELETE_FAILED',
  'METHOD_NOT_ALLOWED',
  'REQUEST_LIMIT_EXCEEDED',
  'SERVER_UNAVAILABLE',
  'UNKNOWN_EXCEPTION',
]);
export type ErrorCode = Static<typeof ErrorCode>;

export const SalesforceError = Type.Object(
  {
    errorCode: ErrorCode,
    message: Type.String(),
    fields: Type.Optional(Type.Array(Type.String(), { description: 'Input fields the error concerns' })),
    masterRecordId: Type.Optional(
      Type.String({
        description:
          'ENTITY_IS_DELETED of a record merged into another: the record it was merged into (18 characters)',
      }),
    ),
  },
  { title: 'SalesforceError' },
);
export type SalesforceError = Static<typeof SalesforceError>;

export const SalesforceErrorBody = Type.Array(SalesforceError, {
  title: 'SalesforceErrorBody',
  description: 'Error body of authentication, authorization and malformed-request failures',
});
export type SalesforceErrorBody = Static<typeof SalesforceErrorBody>;
