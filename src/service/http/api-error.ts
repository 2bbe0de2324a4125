import type { FastifyReply } from 'fastify';
import type { ErrorCode, SalesforceErrorBody } from '../../contract/errors';

/** A failure answered with the Salesforce error body; thrown by handlers and guards, sent by the error handler. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errorCode: ErrorCode;
  readonly fields: string[] | undefined;

  constructor(statusCode: number, errorCode: ErrorCode, message: string, fields?: string[]) {
    super(message);
    this.statusCode = statusCode;
    this.errorCode = errorCode;
    this.fields = fields;
  }

  get body(): SalesforceErrorBody {
    return [
      { errorCode: this.errorCode, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    ];
  }
}

/**
 * Serialised as it is, never by the route's response schemas: a route that documents its own body for a status
 * (the scenarios' `{ok: false}` for 400) would otherwise fail to serialise a refusal from before its handler.
 */
export function sendApiError(reply: FastifyReply, error: ApiError) {
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(error.body);
}
