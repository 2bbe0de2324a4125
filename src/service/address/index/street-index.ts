import { words } from '../../matching/text/normalise-text';
import { canonicalStreet, streetLanguages } from '../parsing/street-types';
import type { StreetPostcodeGroup, StreetRef } from '../store/address-point-store';
import { regionOfCity } from './place-names';
import { WordIndex } from './word-index';

interface Centre {
  latitude: number | null;
  longitude: number | null;
}

/** One street of one city, over all its postcodes. */
export interface StreetEntry extends Centre, StreetRef {
  id: number;
  country: string;
  city: string;
  cityKey: string;
  regionCode: string;
  region: string;
  street: string;
  streetKey: string;
  /** Position of the street's locality in `StreetIndex.localities`. */
  locality: number;
  /** Largest first. */
  postcodes: { postcode: string; key: string; addresses: number }[];
  addresses: number;
}

/** A city as the imported addresses know it. */
export interface LocalityEntry extends Centre {
  country: string;
  city: string;
  cityKey: string;
  regionCode: string;
  region: string;
  addresses: number;
  streets: StreetEntry[];
}

export interface PostcodeEntry extends Centre {
  country: string;
  postcode: string;
  key: string;
  city: string;
  cityKey: string;
  regionCode: string;
  region: string;
  addresses: number;
  streets: StreetEntry[];
}

/** A one-character postcode prefix matches thousands; ranking more than this many is wasted on a keystroke. */
const PREFIX_SCAN_LIMIT = 2000;

/**
 * Words of a street name with its abbreviations written out, so "Hauptstr." is found by "hauptstrasse", and
 * also as written, so "N Street" is found by "n" as well as by "north".
 */
export const streetWordsOf = (street: string, country: string) => [
  ...new Set(
    [...canonicalStreet(street, streetLanguages(country)).split(' '), ...words(street)].filter(Boolean),
  ),
];

const streetId = (country: string, cityKey: string, regionCode: string, streetKey: string) =>
  `${country}|${cityKey}|${regionCode}|${streetKey}`;
const areaId = (country: string, key: string) => `${country}|${key}`;

/** Weighted running mean of coordinates, so a centre is the centre of the addresses, not of the groups. */
class CentreSum {
  private latitude = 0;
  private longitude = 0;
  private weight = 0;

  get located(): number {
    return this.weight;
  }

  add(group: Centre, located: number) {
    if (group.latitude === null || group.longitude === null) return;
    this.latitude += group.latitude * located;
    this.longitude += group.longitude * located;
    this.weight += located;
  }

  centre(): Centre {
    return this.weight === 0
      ? { latitude: null, longitude: null }
      : { latitude: this.latitude / this.weight, longitude: this.longitude / this.weight };
  }
}

/**
 * What the imported addresses hold above the house number: streets, localities and postcodes, in memory, so
 * finding a street by a misspelt or half-typed name never scans the address table. Built from one grouped read
 * of the table and rebuilt when an import changes it (see address-index-cache.ts).
 */
export class StreetIndex {
  readonly countries: ReadonlySet<string>;
  private readonly byStreet: Map<string, StreetEntry>;
  private readonly localitiesByKey: Map<string, LocalityEntry[]>;
  private readonly postcodesByKey: Map<string, PostcodeEntry>;
  /** All postcodes ordered by key, for type-ahead on a postcode's beginning. */
  private readonly postcodesInOrder: PostcodeEntry[];
  readonly streetWords: WordIndex;
  readonly localityWords: WordIndex;
  readonly localities: readonly LocalityEntry[];

  constructor(groups: readonly StreetPostcodeGroup[]) {
    const inferredRegions = new Map<string, string>();
    const regionOf = (group: StreetPostcodeGroup) => {
      if (group.region_code !== '' || group.region !== '') return group.region_code;
      const key = areaId(group.country, group.city_key);
      let region = inferredRegions.get(key);
      if (region === undefined)
        inferredRegions.set(key, (region = regionOfCity(group.country, group.city_key)));
      return region;
    };
    const streets = new Map<
      string,
      { entry: StreetEntry; centre: CentreSum; spellings: Map<string, number> }
    >();
    const postcodes = new Map<
      string,
      { entry: PostcodeEntry; centre: CentreSum; streets: Set<StreetEntry> }
    >();
    for (const group of groups) {
      const regionCode = regionOf(group);
      const located = group.latitude === null ? 0 : (group.located ?? group.addresses);
      const id = streetId(group.country, group.city_key, regionCode, group.street_key);
      let street = streets.get(id);
      if (!street) {
        street = {
          entry: {
            id: streets.size,
            country: group.country,
            city: group.city,
            cityKey: group.city_key,
            regionCode,
            region: group.region,
            storedRegions: [],
            street: group.street,
            streetKey: group.street_key,
            locality: -1,
            postcodes: [],
            addresses: 0,
            latitude: null,
            longitude: null,
          },
          centre: new CentreSum(),
          spellings: new Map(),
        };
        streets.set(id, street);
      }
      street.spellings.set(group.street, (street.spellings.get(group.street) ?? 0) + group.addresses);
      street.entry.addresses += group.addresses;
      street.centre.add(group, located);
      if (!street.entry.storedRegions.includes(group.region_code))
        (street.entry.storedRegions as string[]).push(group.region_code);
      if (group.postcode_key !== '') {
        const known = street.entry.postcodes.find((postcode) => postcode.key === group.postcode_key);
        if (known) known.addresses += group.addresses;
        else
          street.entry.postcodes.push({
            postcode: group.postcode,
            key: group.postcode_key,
            addresses: group.addresses,
          });
        const postcodeId = areaId(group.country, group.postcode_key);
        let postcode = postcodes.get(postcodeId);
        if (!postcode) {
          postcode = {
            entry: {
              country: group.country,
              postcode: group.postcode,
              key: group.postcode_key,
              city: group.city,
              cityKey: group.city_key,
              regionCode,
              region: group.region,
              addresses: 0,
              streets: [],
              latitude: null,
              longitude: null,
            },
            centre: new CentreSum(),
            streets: new Set(),
          };
          postcodes.set(postcodeId, postcode);
        }
        postcode.entry.addresses += group.addresses;
        postcode.centre.add(group, located);
        postcode.streets.add(street.entry);
      }
    }

    this.byStreet = new Map();
    const localities = new Map<string, { id: number; entry: LocalityEntry; centre: CentreSum }>();
    const spellingsOf: string[][] = [];
    for (const [id, { entry, centre, spellings }] of streets) {
      Object.assign(entry, centre.centre());
      // The name most addresses spell it with; every spelling can be found.
      entry.street = [...spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
      spellingsOf[entry.id] = [...spellings.keys()];
      const located = centre.located;
      entry.postcodes.sort((a, b) => b.addresses - a.addresses || a.key.localeCompare(b.key));
      this.byStreet.set(id, entry);
      const localityId = `${areaId(entry.country, entry.cityKey)}|${entry.regionCode}`;
      let locality = localities.get(localityId);
      if (!locality) {
        locality = {
          id: localities.size,
          entry: {
            country: entry.country,
            city: entry.city,
            cityKey: entry.cityKey,
            regionCode: entry.regionCode,
            region: entry.region,
            addresses: 0,
            streets: [],
            latitude: null,
            longitude: null,
          },
          centre: new CentreSum(),
        };
        localities.set(localityId, locality);
      }
      entry.locality = locality.id;
      locality.entry.addresses += entry.addresses;
      locality.entry.streets.push(entry);
      locality.centre.add(entry, located);
    }
    this.localitiesByKey = new Map();
    for (const { entry, centre } of localities.values()) {
      Object.assign(entry, centre.centre());
      entry.streets.sort((a, b) => a.street.localeCompare(b.street));
      const key = areaId(entry.country, entry.cityKey);
      const list = this.localitiesByKey.get(key);
      if (list) list.push(entry);
      else this.localitiesByKey.set(key, [entry]);
    }
    this.postcodesByKey = new Map();
    for (const [id, { entry, centre, streets: inside }] of postcodes) {
      Object.assign(entry, centre.centre());
      entry.streets = [...inside].sort((a, b) => a.street.localeCompare(b.street));
      this.postcodesByKey.set(id, entry);
    }
    this.postcodesInOrder = [...this.postcodesByKey.values()].sort((a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
    );

    const streetList = [...this.byStreet.values()];
    this.streets = streetList;
    this.streetWords = WordIndex.build(
      streetList.map((street) =>
        spellingsOf[street.id]!.flatMap((spelling) => streetWordsOf(spelling, street.country)),
      ),
    );
    this.localities = [...localities.values()].map(({ entry }) => entry);
    this.localityWords = WordIndex.build(this.localities.map((locality) => words(locality.city)));
    this.countries = new Set(streetList.map((street) => street.country));
  }

  /** Every street, by its `id`. */
  readonly streets: readonly StreetEntry[];

  /** A street of a locality; `regionCode` as the locality has it (given or taken from the bundled places). */
  street(country: string, cityKey: string, regionCode: string, streetKey: string): StreetEntry | undefined {
    return this.byStreet.get(streetId(country, cityKey, regionCode, streetKey));
  }

  localitiesNamed(country: string, cityKey: string): readonly LocalityEntry[] {
    return this.localitiesByKey.get(areaId(country, cityKey)) ?? [];
  }

  postcode(country: string, postcodeKey: string): PostcodeEntry | undefined {
    return this.postcodesByKey.get(areaId(country, postcodeKey));
  }

  /** Postcodes that start with what was typed, largest first. */
  postcodesStartingWith(country: string | undefined, keyPrefix: string, limit: number): PostcodeEntry[] {
    const ordered = this.postcodesInOrder;
    let low = 0;
    let high = ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (ordered[middle]!.key < keyPrefix) low = middle + 1;
      else high = middle;
    }
    const found: PostcodeEntry[] = [];
    for (let index = low; index < ordered.length && found.length < PREFIX_SCAN_LIMIT; index++) {
      const entry = ordered[index]!;
      if (!entry.key.startsWith(keyPrefix)) break;
      if (country === undefined || entry.country === country) found.push(entry);
    }
    return found.sort((a, b) => b.addresses - a.addresses).slice(0, limit);
  }
}
