import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../storage/database';
import type { Database } from '../storage/schema';
import { incrementSettingsCounter } from '../storage/settings-counter';

/**
 * The version of the matching configuration (scenarios and word lists), a counter in `settings`. Every service
 * process compares it with the version it loaded, so a change made through any process sharing the database is
 * used by all of them from their next request.
 */
const KEY = 'matching.version';

/**
 * The stored version, read by a record writer inside its transaction. On PostgreSQL the row is locked for share
 * until the writer commits, so no configuration change commits in between: the writer's blocking keys are those
 * of the configuration in force when it commits. (SQLite runs one write transaction at a time anyway.)
 */
export async function readMatchingVersionForWrite(
  trx: Transaction<Database>,
  dialect: Dialect,
): Promise<number> {
  const query = trx.selectFrom('settings').select('value').where('key', '=', KEY);
  const row = await (dialect === 'postgres' ? query.forShare() : query).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/** Stores version 0 when there is none yet, so a writer always has a row to lock. */
export async function ensureMatchingVersion(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: KEY, value: '0' })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

/**
 * Counts a change, inside the transaction that makes it. Call it first: on PostgreSQL it locks the version row
 * until commit, so configuration changes from several processes run one after the other and each rebuilds the
 * index over the state the previous one committed.
 */
export async function bumpMatchingVersion(trx: Transaction<Database>): Promise<number> {
  return incrementSettingsCounter(trx, KEY);
}
