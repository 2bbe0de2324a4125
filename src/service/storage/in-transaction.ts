import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction: the caller's when `db` is one already (a configuration import saves many things in
 * one), a new one otherwise.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
