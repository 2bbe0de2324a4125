import { sql, type Transaction } from 'kysely';
import type { Dialect } from './database';
import type { Database } from './schema';

/**
 * Serialises one-time start-up work (loading the demo) across service instances that share a PostgreSQL
 * database. SQLite needs nothing: one process owns its file, and its writers are serialised anyway.
 */
export async function takeStartupLock(trx: Transaction<Database>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext('steward.startup'))`.execute(trx);
}
