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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body of a 400 for bad input on a route whose contract answers it in a shape of its own (the seed's
     * scenarios: `{ok: false, errorMessage}`), refusals from before its handler included.
     */
    inputProblemBody?: (message: string) => unknown;
  }
}

/**
 * Serialised as it is, never by the route's response schemas: a route that documents its own body for a status
 * would otherwise fail to serialise a refusal from before its handler.
 */
export function sendApiError(reply: FastifyReply, error: ApiError) {
  const ownShape = error.statusCode === 400 ? reply.request.routeOptions.config.inputProblemBody : undefined;
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(ownShape ? ownShape(error.message) : error.body);
}
