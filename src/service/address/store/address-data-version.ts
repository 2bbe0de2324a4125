import { sql, type Kysely } from 'kysely';
import type { Database } from '../../storage/schema';

/**
 * The version of the stored address points, a counter in `settings`. Running services compare it with the version
 * their in-memory street index was built from and rebuild the index when an import has changed it.
 */
export const ADDRESS_DATA_VERSION_KEY = 'address_data_version';

/** Counts an import that stored new points; the first one finds no row and stores 1. */
export async function bumpAddressDataVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .insertInto('settings')
    .values({ key: ADDRESS_DATA_VERSION_KEY, value: '1' })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ value: sql<string>`cast(cast(settings.value as integer) + 1 as text)` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** '0' before the first import. */
export async function readAddressDataVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', ADDRESS_DATA_VERSION_KEY)
    .executeTakeFirst();
  return row?.value ?? '0';
}
