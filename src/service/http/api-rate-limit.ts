import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { API_PREFIX } from './api-prefix';
import { sharedRequestCounts, type RequestCounter } from './shared-request-counts';

/**
 * A principal's API requests per minute, counted once its token is verified (the key is who asks, not from
 * where): past the limit, 429 REQUEST_LIMIT_EXCEEDED in the Salesforce error body, with Retry-After. `counter`
 * is where the requests of every process serving the API are counted, so that the limit is one limit however many
 * serve; a process serving alone counts in its memory.
 */
export async function registerApiRateLimit(
  app: FastifyInstance,
  perMinute: number,
  counter: RequestCounter | undefined,
) {
  if (perMinute === 0) return;
  await app.register(rateLimit, {
    ...(counter ? { store: sharedRequestCounts(counter) } : {}),
    max: perMinute,
    timeWindow: 60_000,
    hook: 'preHandler',
    allowList: (request) => !request.url.startsWith(API_PREFIX),
    keyGenerator: (request) => request.principal?.subject ?? `ip:${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        'REQUEST_LIMIT_EXCEEDED',
        `More than ${context.max} API requests in a minute: try again in ${Math.ceil(context.ttl / 1000)} s`,
      ),
  });
}
