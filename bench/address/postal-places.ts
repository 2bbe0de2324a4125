import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { regionOf } from '../../src/service/address/reference/countries';
import { placesNamed } from '../../src/service/address/reference/places';
import { cityKey } from '../../src/service/address/store/address-keys';

/** GeoNames postcodes (CC-BY-4.0, "GeoNames (www.geonames.org)"), read in place; see SOURCE.md there. */
export const GEONAMES_DIR = path.resolve(
  import.meta.dirname,
  '../../../shared/data/address/geonames-postal-zauberware',
);

/** A real town with its postcodes: five-digit codes in DE and US, outward codes ("BS8") in GB. */
export interface PostalPlace {
  country: string;
  name: string;
  cityKey: string;
  /** GeoNames' admin1 name ("Schleswig-Holstein", "Massachusetts", "England"). */
  state: string;
  /** The ISO code of that region where we know it ("SH", "MA", "ENG"), else ''. */
  regionCode: string;
  postcodes: string[];
  latitude: number;
  longitude: number;
}

/**
 * The country's postal places that are also bundled places of the product: GeoNames lists companies with their
 * own postcodes ("Daimler Insurance Services GmbH") among the towns, and those are no town a user would type.
 */
export function postalPlaces(country: string): PostalPlace[] {
  const file = path.join(GEONAMES_DIR, `zipcodes.${country.toLowerCase()}.csv`);
  const records = parse(fs.readFileSync(file), { bom: true, columns: true }) as Record<string, string>[];
  const places = new Map<string, PostalPlace>();
  for (const record of records) {
    const name = record['place']!.trim();
    const key = cityKey(name);
    const state = record['state']!.trim();
    if (key === '' || placesNamed(country, key).length === 0) continue;
    const id = `${key}|${state}`;
    const known = places.get(id);
    if (known) {
      if (!known.postcodes.includes(record['zipcode']!)) known.postcodes.push(record['zipcode']!);
      continue;
    }
    places.set(id, {
      country,
      name,
      cityKey: key,
      state,
      regionCode: regionOf(country, state)?.code ?? '',
      postcodes: [record['zipcode']!],
      latitude: Number(record['latitude']),
      longitude: Number(record['longitude']),
    });
  }
  return [...places.values()];
}
