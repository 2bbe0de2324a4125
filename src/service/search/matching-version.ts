import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../storage/schema';

/**
 * The version of the matching configuration (scenarios and word lists), a counter in `settings`. Every service
 * process compares it with the version it loaded, so a change made through any process sharing the database is
 * used by all of them from their next request.
 */
const KEY = 'matching.version';

/** The stored version; 0 before the first change. */
export async function readMatchingVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/**
 * Counts a change, inside the transaction that makes it. Call it first: on PostgreSQL it locks the version row
 * until commit, so configuration changes from several processes run one after the other and each rebuilds the
 * index over the state the previous one committed.
 */
export async function bumpMatchingVersion(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .insertInto('settings')
    .values({ key: KEY, value: '1' })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ value: sql<string>`cast(cast(settings.value as integer) + 1 as text)` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
