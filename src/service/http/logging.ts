import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ServiceConfig } from '../config/env';

/** Query parameters that carry credentials in OAuth flows; their values never reach the log. */
const SECRET_PARAMETERS =
  /^(code|state|nonce|id_token_hint|token|access_token|refresh_token|client_secret|code_verifier|password)$/i;

export function scrubUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMETERS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** A request id a caller may choose: visible ASCII, as long as a UUID with room to spare. */
const CALLER_REQUEST_ID = /^[!-~]{1,128}$/;

/** Structured JSON logs with a request id on every line; no tokens, cookies or secrets. */
export function loggingOptions(
  config: ServiceConfig,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: scrubUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    // The caller's id is echoed in a response header and logged: one that cannot be sent back (a control
    // character) or is not an id (a page of text) gives way to a new one, which the request's refusal then carries.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}
