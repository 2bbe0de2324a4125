import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 5;

const isRetryable = (error: unknown) =>
  typeof error === 'object' && error !== null && RETRYABLE.has((error as { code?: unknown }).code as string);

/** Runs `work` in a transaction, again from the start when the database broke a deadlock by aborting it. */
export async function inTransactionWithRetry<Result>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<Result>,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}
