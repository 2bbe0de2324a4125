import type { Kysely } from 'kysely';
import { incrementSettingsCounter } from '../../storage/settings-counter';
import type { Database } from '../../storage/schema';

/**
 * The version of the stored address points, a counter in `settings`. Running services compare it with the version
 * their in-memory street index was built from and rebuild the index when an import has changed it.
 */
export const ADDRESS_DATA_VERSION_KEY = 'address_data_version';

/** Counts an import that stored new points; the first one finds no row and stores 1. */
export async function bumpAddressDataVersion(db: Kysely<Database>): Promise<number> {
  return incrementSettingsCounter(db, ADDRESS_DATA_VERSION_KEY);
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
