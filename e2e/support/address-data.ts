import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

/**
 * The Bath extract of the shared OpenStreetMap address data (ODbL, see its SOURCE.md), read in place from the data
 * folder beside the repository; serve.ts imports it before the e2e service starts.
 */
export const BATH_ADDRESSES = fileURLToPath(
  new URL('../../../shared/data/address/osm-city-addresses-addressdata/gb_england_bath.csv', import.meta.url),
);

export interface BathAddress {
  housenumber: string;
  street: string;
  postcode: string;
  latitude: string;
  longitude: string;
}

/** The address point at `housenumber` `street` in the extract, so tests expect what the data holds. */
export function bathAddress(housenumber: string, street: string): BathAddress {
  const rows = parse(readFileSync(BATH_ADDRESSES, 'utf8'), { columns: true }) as Record<string, string>[];
  const row = rows.find((entry) => entry['House number'] === housenumber && entry['Street name'] === street);
  if (!row) throw new Error(`${BATH_ADDRESSES} has no ${housenumber} ${street}`);
  return {
    housenumber,
    street,
    postcode: row['Postal code'] ?? '',
    latitude: row.Latitude ?? '',
    longitude: row.Longitude ?? '',
  };
}
