import type { ErrorCode, SalesforceError } from '../../contract/errors';

/** Codes the client itself assigns when the server gave no Salesforce error code. */
export type ClientErrorCode = 'REQUEST_FAILED' | 'HTTP_ERROR' | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/** `(string & {})` keeps autocompletion for the known codes while accepting codes a newer server may add. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

export interface ApiErrorDetails {
  status: number;
  errorCode: ApiErrorCode;
  message: string;
  fields?: string[];
  /** Every entry of a Salesforce error array; the first one also fills errorCode/message. */
  errors?: SalesforceError[];
}

/** The one error type the API layer throws, whatever shape the server used to report the failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errorCode: ApiErrorCode;
  readonly fields: string[];
  readonly errors: SalesforceError[];

  constructor(details: ApiErrorDetails) {
    super(details.message);
    this.status = details.status;
    this.errorCode = details.errorCode;
    this.fields = details.fields ?? [];
    this.errors = details.errors ?? [];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isSalesforceError(value: unknown): value is SalesforceError {
  return isRecord(value) && typeof value.errorCode === 'string' && typeof value.message === 'string';
}

/** The `{ok: false, errorMessage}` body the dupcheck endpoints use for business-level failures. */
export function isFailedOkBody(body: unknown): body is { ok: false; errorMessage: string } {
  return isRecord(body) && body.ok === false && typeof body.errorMessage === 'string';
}

/** Turns an error response (status + parsed body, or undefined when it was not JSON) into an ApiError. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (Array.isArray(body) && body.length > 0 && body.every(isSalesforceError)) {
    const errors = body as SalesforceError[];
    const first = errors[0]!;
    const fields = errors.flatMap((error) => error.fields ?? []);
    return new ApiError({ status, errorCode: first.errorCode, message: first.message, fields, errors });
  }
  if (isFailedOkBody(body)) {
    const errorCode = status === 400 ? 'INVALID_INPUT' : 'REQUEST_FAILED';
    return new ApiError({ status, errorCode, message: body.errorMessage });
  }
  const reason = statusText ? `HTTP ${status} ${statusText}` : `HTTP ${status}`;
  return new ApiError({ status, errorCode: 'HTTP_ERROR', message: `The server answered ${reason}.` });
}
