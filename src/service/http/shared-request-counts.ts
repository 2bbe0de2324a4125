import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/**
 * Adds one to a principal's requests in a window (windows are numbered by time: `Date.now()` divided by their
 * length) and answers its requests in that window so far, wherever the count is kept.
 */
export type RequestCounter = (principal: string, windowNo: number) => Promise<number>;

/** One request in this many also clears the windows that have passed, so the table stays a few rows per principal. */
const SWEEP_EVERY = 1000;

/**
 * A rate-limit store for @fastify/rate-limit over a count kept outside the process, so that every process that
 * counts there draws on one allowance. Windows are fixed and numbered by time, so every process agrees when one
 * ends.
 */
export function sharedRequestCounts(count: RequestCounter): FastifyRateLimitStoreCtor {
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      const now = Date.now();
      const windowNo = Math.floor(now / timeWindow);
      count(key, windowNo).then(
        (current) => callback(null, { current, ttl: (windowNo + 1) * timeWindow - now }),
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

/** The count in the database: every instance on one PostgreSQL adds to it. */
export function databaseRequestCounter(db: Kysely<Database>): RequestCounter {
  let requests = 0;
  return async (principal, windowNo) => {
    const counted = db
      .insertInto('api_request_counts')
      .values({ principal, window_no: windowNo, requests: 1 })
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
    const [row] = await Promise.all([counted, sweep]);
    return row.requests;
  };
}
