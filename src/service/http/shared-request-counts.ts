import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/** One request in this many also clears the windows that have passed, so the table stays a few rows per principal. */
const SWEEP_EVERY = 1000;

/**
 * A rate-limit store for @fastify/rate-limit that counts in the database: every instance on one PostgreSQL adds to
 * the same count, so a principal's allowance is one allowance however many instances serve it. Windows are fixed
 * and numbered by time, so every instance agrees when one ends.
 */
export function sharedRequestCounts(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let requests = 0;
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      const now = Date.now();
      const windowNo = Math.floor(now / timeWindow);
      const counted = db
        .insertInto('api_request_counts')
        .values({ principal: key, window_no: windowNo, requests: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['principal', 'window_no'])
            .doUpdateSet((eb) => ({ requests: eb('api_request_counts.requests', '+', 1) })),
        )
        .returning('requests')
        .executeTakeFirstOrThrow();
      const sweep =
        ++requests % SWEEP_EVERY === 0
          ? db.deleteFrom('api_request_counts').where('window_no', '<', windowNo).execute()
          : undefined;
      Promise.all([counted, sweep]).then(
        ([row]) => callback(null, { current: row.requests, ttl: (windowNo + 1) * timeWindow - now }),
        (error: Error) => callback(error),
      );
    },
    child: () => store,
  };
  return class {
    constructor() {
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
