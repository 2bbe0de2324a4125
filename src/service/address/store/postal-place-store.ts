import type { Kysely } from 'kysely';
import { incrementSettingsCounter } from '../../storage/settings-counter';
import type { Database } from '../../storage/schema';
import type { PostalPlaceRow } from './postal-place';

/**
 * The version of the stored postal places, a counter in `settings` beside the address data version: running
 * services reload their postal places when an import has moved it, and keep their street index.
 */
export const POSTAL_PLACES_VERSION_KEY = 'postal_places_version';

/** Counts an import that changed the postal places; the first one finds no row and stores 1. */
export async function bumpPostalPlacesVersion(db: Kysely<Database>): Promise<number> {
  return incrementSettingsCounter(db, POSTAL_PLACES_VERSION_KEY);
}

/** Reads of the imported postal places; writes come only from the import (postal-place-writer.ts). */
export class PostalPlaceStore {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** '0' before the first import. */
  async dataVersion(): Promise<string> {
    const row = await this.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', POSTAL_PLACES_VERSION_KEY)
      .executeTakeFirst();
    return row?.value ?? '0';
  }

  /** The countries that have imported postal places. */
  async countries(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('postal_places')
      .select('country')
      .distinct()
      .orderBy('country')
      .execute();
    return rows.map((row) => row.country);
  }

  /** The postal places of one country: what the in-memory postal place index loads when the country is asked for. */
  async ofCountry(country: string): Promise<PostalPlaceRow[]> {
    return this.db
      .selectFrom('postal_places')
      .select([
        'id',
        'country',
        'postcode',
        'postcode_key',
        'place',
        'place_key',
        'region_code',
        'region',
        'latitude',
        'longitude',
      ])
      .where('country', '=', country)
      .orderBy('postcode_key')
      .execute();
  }
}
