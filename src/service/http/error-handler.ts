import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, sendApiError } from './api-error';
import { InputProblem } from '../input/input-problem';
import { validationMessage, validationProblems } from './validation-message';
import { API_PREFIX } from './api-prefix';
import { bodyTooLarge } from './body-too-large';
import { WritersContended } from '../storage/transaction-retry';

/** Fastify's own client errors (body parsing, media type, size) and how we answer each. */
function clientErrorOf(error: FastifyError, request: FastifyRequest): ApiError | undefined {
  if (error instanceof InputProblem) return new ApiError(400, 'INVALID_INPUT', error.message, [error.field]);
  if (error.validation) {
    const problems = validationProblems(error.validation);
    const where = error.validationContext === 'querystring' ? 'query parameter ' : '';
    return new ApiError(
      400,
      'INVALID_INPUT',
      where + validationMessage(problems),
      problems.map((problem) => problem.field).filter(Boolean),
    );
  }
  if (error instanceof SyntaxError && /forbidden prototype property/.test(error.message)) {
    return new ApiError(
      400,
      'INVALID_INPUT',
      "The request body uses the key '__proto__' or 'constructor.prototype', which no field may be named",
    );
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new ApiError(400, 'JSON_PARSER_ERROR', `The request body is not valid JSON: ${error.message}`);
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new ApiError(400, 'JSON_PARSER_ERROR', 'The request body is empty; a JSON object is expected');
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new ApiError(415, 'INVALID_INPUT', 'Unsupported Content-Type; send application/json');
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return bodyTooLarge(request.routeOptions.bodyLimit);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new ApiError(status, 'INVALID_INPUT', error.message);
  return undefined;
}

/**
 * Every failure becomes a Salesforce error body with the right status. Anything unexpected is logged with its
 * stack and answered 500 with only the request id, never internals. Install before any route: a route keeps the
 * error handler in force when it was registered.
 */
/** Answers a request no route matched, when it can (the console's deep links); false leaves it a 404. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof WritersContended) {
      request.log.warn({ err: error }, 'writers contended');
      void reply.header('retry-after', '1');
      return sendApiError(
        reply,
        new ApiError(
          503,
          'SERVER_UNAVAILABLE',
          'The service is busy with other writes of the same records; try again',
        ),
      );
    }
    const apiError = error instanceof ApiError ? error : clientErrorOf(error, request);
    if (apiError) {
      request.log.info({ errorCode: apiError.errorCode, message: apiError.message }, 'request refused');
      return sendApiError(reply, apiError);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendApiError(
      reply,
      new ApiError(
        500,
        'UNKNOWN_EXCEPTION',
        `An unexpected error occurred; quote request id ${request.id} when reporting it`,
      ),
    );
  });
}

/** Unknown paths: the fallback's answer if it has one, else 404 with the error body. */
export function installNotFoundHandler(app: FastifyInstance, fallback?: NotFoundFallback) {
  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return reply;
    const path = request.url.split('?')[0]!;
    const message = path.startsWith(API_PREFIX)
      ? `The requested resource does not exist: ${request.method} ${path}`
      : `Not found: ${path}`;
    return sendApiError(reply, new ApiError(404, 'NOT_FOUND', message));
  });
}

/**
 * Errors Fastify meets before any route or hook runs (an address that is not valid percent-encoding), answered in
 * the error body like every other refusal.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const apiError =
    error.code === 'FST_ERR_BAD_URL'
      ? new ApiError(400, 'INVALID_INPUT', `The address is not valid: ${error.message}`)
      : (clientErrorOf(error, request) ?? new ApiError(400, 'INVALID_INPUT', error.message));
  request.log.info({ errorCode: apiError.errorCode, message: apiError.message }, 'request refused');
  return sendApiError(reply, apiError);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or an address too long, malformed HTTP):
 * the status Node would send, with the error body, and the connection closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const [status, reason] = tooLarge ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request'];
  const body = JSON.stringify(
    new ApiError(
      status,
      'INVALID_INPUT',
      tooLarge
        ? 'The request’s address or headers are too long: send long input in a POST body'
        : 'The request is not valid HTTP',
    ).body,
  );
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
