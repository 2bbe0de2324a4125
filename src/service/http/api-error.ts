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

export function sendApiError(reply: FastifyReply, error: ApiError) {
  return reply.code(error.statusCode).type('application/json').send(error.body);
}
