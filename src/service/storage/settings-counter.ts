import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Adds one to a counter kept as text in `settings` and answers the new value; the first call stores 1. One
 * statement, so concurrent callers (and processes) never lose a count. Inside a transaction on PostgreSQL it
 * also locks the row until commit.
 */
export async function incrementSettingsCounter(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db
    .insertInto('settings')
    .values({ key, value: '1' })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ value: sql<string>`cast(cast(settings.value as integer) + 1 as text)` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
