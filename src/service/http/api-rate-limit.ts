import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../storage/database';
import { ApiError } from './api-error';
import { sharedRequestCounts } from './shared-request-counts';

/** The API lives under this prefix; the console's files, the provider and the health checks are not counted. */
const API_PREFIX = '/services/';

/**
 * A principal's API requests per minute, counted once its token is verified (the key is who asks, not from
 * where): past the limit, 429 REQUEST_LIMIT_EXCEEDED in the Salesforce error body, with Retry-After. On
 * PostgreSQL the count is in the database, so every instance draws on one allowance.
 */
export async function registerApiRateLimit(app: FastifyInstance, perMinute: number, store: Store) {
  if (perMinute === 0) return;
  await app.register(rateLimit, {
    // Instances on one PostgreSQL share the count; on SQLite one machine serves, each process counting its own.
    ...(store.dialect === 'postgres' ? { store: sharedRequestCounts(store.db) } : {}),
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
