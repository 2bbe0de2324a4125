import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * PostgreSQL's deadlock_detected, serialization_failure and lock_not_available (a lock wait past `lock_timeout`):
 * the transaction did nothing and may simply run again.
 */
const RETRYABLE = new Set(['40P01', '40001', '55P03']);
/**
 * Attempts before giving up. A writer that found a lock held waits for it, then takes it first at its next attempt
 * (WriterLocks), so most contended writes succeed at their second; the rest leave room for deadlocks with writers
 * outside that discipline and lock waits that timed out.
 */
const ATTEMPTS = 8;
/** Longest pause before an attempt, so that writers that collided do not collide again at once. */
const MOST_BACKOFF_MS = 200;

/**
 * Thrown inside a transaction that found a lock held and rolls back rather than wait for it (WriterLocks): `wait`
 * waits for that lock on `db`, in a transaction of its own that holds nothing else, until its holder is done.
 */
export class LockContended extends Error {
  readonly wait: (db: Kysely<Database>) => Promise<void>;

  constructor(wait: (db: Kysely<Database>) => Promise<void>) {
    super('a lock another transaction holds was not waited for');
    this.wait = wait;
  }
}

/** Every attempt of a transaction met other writers' locks: the caller may try again shortly (503). */
export class WritersContended extends Error {
  constructor(cause: unknown) {
    super(`the transaction met other writers' locks ${ATTEMPTS} times`, { cause });
  }
}

const isRetryable = (error: unknown) =>
  error instanceof LockContended ||
  (typeof error === 'object' &&
    error !== null &&
    RETRYABLE.has((error as { code?: unknown }).code as string));

/** A random pause growing with the attempt (full jitter). */
const backoff = (attempt: number) => sleep(Math.random() * Math.min(MOST_BACKOFF_MS, 5 * 2 ** attempt));

/** Waits for the lock a transaction found held; a wait that timed out is simply followed by the next attempt. */
async function waitedFor(contended: LockContended, db: Kysely<Database>): Promise<void> {
  try {
    await contended.wait(db);
  } catch (error) {
    if (!isRetryable(error)) throw error;
  }
}

/**
 * Runs `work` in a transaction, again from the start when the database broke a deadlock by aborting it, a lock wait
 * timed out, or the work gave up a lock another transaction held (after waiting for it); after `ATTEMPTS` such
 * failures WritersContended.
 */
export async function inTransactionWithRetry<Result>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<Result>,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= ATTEMPTS) throw new WritersContended(error);
      if (error instanceof LockContended) await waitedFor(error, db);
      else await backoff(attempt);
    }
  }
}
