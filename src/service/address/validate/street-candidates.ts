import { editDistanceWithin } from '../../matching/similarity/levenshtein';
import { regionOfCity } from '../index/place-names';
import { streetWordsOf, type StreetEntry, type StreetIndex } from '../index/street-index';
import { LEVEL, type ResolvedAddress } from '../model/resolved-address';
import { normalisePostcode } from '../parsing/postcode';
import type { AddressPointRow } from '../store/address-point';
import type { AddressPointStore } from '../store/address-point-store';
import type { AddressQuery } from './address-query';
import { localitiesLike } from './locality-candidates';

/** Below this a street name is another street, not a misspelling of the one asked for. */
const MIN_STREET_SIMILARITY = 0.78;
/** Streets looked at in depth (their house numbers read), best named first. */
const STREETS_EXPANDED = 4;
/** Streets ranked by name when the search goes country-wide. */
const WIDE_SEARCH_LIMIT = 300;

export interface SimilarStreet {
  street: StreetEntry;
  similarity: number;
}

/**
 * Among the few streets of the postcode given, a name two slips away ("Farrgaweg" for "Fargauweg") is still the
 * likeliest meaning; country-wide, two slips in a short name reach too many other streets.
 */
const TYPOS_IN_SCOPE = 2;
const TYPOS_WIDE = 1;

function rank(
  streets: Iterable<StreetEntry>,
  queryKey: string,
  inScope: ReadonlySet<StreetEntry>,
): SimilarStreet[] {
  const ranked: SimilarStreet[] = [];
  for (const street of streets) {
    const typosAllowed = inScope.has(street) ? TYPOS_IN_SCOPE : TYPOS_WIDE;
    if (
      Math.abs(street.streetKey.length - queryKey.length) >
      Math.max(queryKey.length * (1 - MIN_STREET_SIMILARITY) + 1, typosAllowed)
    )
      continue;
    // Only a distance within the share or the slips allowed can pass, so the table is filled within that band.
    const longer = Math.max(queryKey.length, street.streetKey.length);
    const within = Math.max(Math.floor(longer * (1 - MIN_STREET_SIMILARITY) + 1e-9), typosAllowed);
    const distance = editDistanceWithin(queryKey, street.streetKey, within);
    if (distance > within) continue;
    const similarity = 1 - distance / longer;
    // A typo or two in a short name ("Doaf" for "Dorf") is below the share but still a slip.
    const slips =
      queryKey.length >= 2 * typosAllowed + 2 &&
      (1 - similarity) * Math.max(queryKey.length, street.streetKey.length) <= typosAllowed + 1e-9;
    if (similarity >= MIN_STREET_SIMILARITY || slips) ranked.push({ street, similarity });
  }
  return ranked;
}

/** Words looked at for a short word no trigram can match. */
const SHORT_WORD_NEIGHBOURS = 200;

/** A word on more streets than this ("street", "strasse") only confirms streets other words found. */
const COMMON_WORD_STREETS = 2000;

/**
 * Streets of the country sharing words (or misspellings of them) with the name asked for, most shared first.
 * Rare words are looked up first; a common word adds to the streets they found but never lists its thousands.
 */
function streetsSharingWords(index: StreetIndex, country: string, name: string): StreetEntry[] {
  const words = index.streetWords;
  const lookups = streetWordsOf(name, country).map((word) => {
    const exact = words.exact(word);
    let hits = exact === undefined ? words.similar(word) : [{ word: exact, quality: 1 }];
    // Too short for typos by trigram ("Joa" for "Joy"): the words sharing its first two letters.
    if (hits.length === 0 && word.length >= 3)
      hits = words
        .startingWith(word.slice(0, 2), SHORT_WORD_NEIGHBOURS)
        .map((hit) => ({ ...hit, quality: 0.5 }));
    const streets = hits.reduce((total, hit) => total + words.entriesOf(hit.word).length, 0);
    return { hits, streets };
  });
  lookups.sort((a, b) => a.streets - b.streets);
  const shared = new Map<number, number>();
  for (const { hits, streets } of lookups) {
    const seeding = shared.size === 0 || streets <= COMMON_WORD_STREETS;
    for (const hit of hits) {
      const entries = words.entriesOf(hit.word);
      if (!seeding && shared.size < entries.length) {
        // Confirming: the few streets found so far are looked up among the word's thousands, not the other way.
        for (const [entry, score] of shared)
          if (words.hasEntry(hit.word, entry)) shared.set(entry, score + hit.quality);
        continue;
      }
      for (const entry of entries) {
        const known = shared.get(entry);
        if (known !== undefined || seeding) shared.set(entry, (known ?? 0) + hit.quality);
      }
    }
  }
  return [...shared]
    .sort((a, b) => b[1] - a[1])
    .map(([entry]) => index.streets[entry]!)
    .filter((street) => street.country === country)
    .slice(0, WIDE_SEARCH_LIMIT);
}

/**
 * Streets that may be the one asked for. The exact name in the city or postcode given is the answer; otherwise
 * the streets sharing words with the name, anywhere in the country (the city or postcode may be the wrong
 * part), those in the given city or postcode first among equally similar names.
 */
export function similarStreets(query: AddressQuery, index: StreetIndex): SimilarStreet[] {
  const country = query.country.code;
  const inScope = new Set<StreetEntry>();
  if (query.postcodeKey !== '')
    index.postcode(country, query.postcodeKey)?.streets.forEach((s) => inScope.add(s));
  for (const { locality } of localitiesLike(index, country, query.cityKey)) {
    const street = index.street(country, locality.cityKey, locality.regionCode, query.streetKey);
    if (street) inScope.add(street);
  }
  const exact = [...inScope].filter((street) => street.streetKey === query.streetKey);
  if (exact.length > 0) return exact.map((street) => ({ street, similarity: 1 }));
  const inScopeFirst = (street: StreetEntry) => (inScope.has(street) ? 0 : 1);
  // The postcode's few streets are always looked at: a misspelling there needs no shared word.
  const candidates = new Set([...streetsSharingWords(index, country, query.street), ...inScope]);
  return rank(candidates, query.streetKey, inScope).sort(
    (a, b) => b.similarity - a.similarity || inScopeFirst(a.street) - inScopeFirst(b.street),
  );
}

const displayPostcode = (postcode: string, country: string) =>
  normalisePostcode(postcode, country) ?? postcode;

export function pointAddress(row: AddressPointRow): ResolvedAddress {
  const located = row.latitude !== null && row.longitude !== null;
  return {
    countryCode: row.country,
    regionCode: row.region_code || (row.region === '' ? regionOfCity(row.country, row.city_key) : ''),
    region: row.region,
    city: row.city,
    postcode: displayPostcode(row.postcode, row.country),
    street: row.street,
    houseNumber: row.number_value === null ? '' : String(row.number_value),
    addition: row.addition,
    ...(row.number_to !== null ? { houseNumberTo: String(row.number_to) } : {}),
    ...(located ? { latitude: row.latitude!, longitude: row.longitude! } : {}),
    geo: located ? 'point' : 'none',
    level: row.addition ? LEVEL.addition : row.number_value === null ? LEVEL.street : LEVEL.houseNumber,
  };
}

/** The street itself, in the postcode asked for when the street has it, else in its largest postcode. */
export function streetAddress(street: StreetEntry, postcodeKey = ''): ResolvedAddress {
  const postcode = street.postcodes.find((p) => p.key === postcodeKey) ?? street.postcodes[0];
  const located = street.latitude !== null && street.longitude !== null;
  return {
    countryCode: street.country,
    regionCode: street.regionCode,
    region: street.region,
    city: street.city,
    postcode: postcode ? displayPostcode(postcode.postcode, street.country) : '',
    street: street.street,
    houseNumber: '',
    addition: '',
    ...(located ? { latitude: street.latitude!, longitude: street.longitude! } : {}),
    geo: located ? 'street' : 'none',
    level: LEVEL.street,
  };
}

/**
 * An address whose number has no point of its own, placed between the nearest located numbers below and above it
 * on the street; at the street's coordinate when the number is outside them.
 */
export async function placeNumber(
  address: ResolvedAddress,
  points: AddressPointStore,
): Promise<ResolvedAddress> {
  if (!address.numberToPlace) return address;
  const { street, number } = address.numberToPlace;
  const { below, above } = await points.neighboursOnStreet(street, number);
  if (below?.number_value == null || above?.number_value == null) return address;
  const share = (number - below.number_value) / (above.number_value - below.number_value);
  return {
    ...address,
    latitude: below.latitude! + (above.latitude! - below.latitude!) * share,
    longitude: below.longitude! + (above.longitude! - below.longitude!) * share,
    geo: 'interpolated',
  };
}

/**
 * The points written as asked: the number alone, or the range asked ("5-7"). A range that holds the number
 * ("6-8" for 7) stands for it only when nothing is written as asked.
 */
export function preferOwnPoints(rows: AddressPointRow[], number: number, to?: number): AddressPointRow[] {
  const own = rows.filter((row) => row.number_value === number && row.number_to === (to ?? null));
  return own.length > 0 ? own : rows;
}

/** What the reference holds on a street for the number asked: its points, or the street when it has none. */
async function addressesOn(
  street: StreetEntry,
  query: AddressQuery,
  points: AddressPointStore,
): Promise<ResolvedAddress[]> {
  if (query.houseNumber === '') return [streetAddress(street, query.postcodeKey)];
  const number = Number(query.houseNumber);
  const rows = await points.pointsOnStreet(street, number);
  if (rows.length === 0)
    return [{ ...streetAddress(street, query.postcodeKey), numberToPlace: { street, number } }];
  const unique = new Map<string, ResolvedAddress>();
  const to = query.houseNumberTo === undefined ? undefined : Number(query.houseNumberTo);
  for (const row of preferOwnPoints(rows, number, to)) {
    const key = `${row.postcode_key}|${row.number_value}|${row.number_to}|${row.addition}`;
    if (!unique.has(key)) unique.set(key, pointAddress(row));
  }
  return [...unique.values()];
}

/** Street- and house-level candidates from the imported addresses, for validate to compare with the input. */
export async function streetLevelCandidates(
  query: AddressQuery,
  index: StreetIndex,
  points: AddressPointStore,
): Promise<ResolvedAddress[]> {
  if (query.streetKey === '' || !index.countries.has(query.country.code)) return [];
  const streets = similarStreets(query, index).slice(0, STREETS_EXPANDED);
  const expanded = await Promise.all(streets.map(({ street }) => addressesOn(street, query, points)));
  return expanded.flat();
}
