import type { Advice, AddressValidationInput, AddressValidationOutput } from '../../../contract/address';
import type { AddressIndexCache } from '../index/address-index-cache';
import type { PostalPlaceCache } from '../index/postal-place-cache';
import type { CountryPostalPlaces } from '../index/postal-place-index';
import type { StreetIndex } from '../index/street-index';
import { LEVEL, type ResolvedAddress } from '../model/resolved-address';
import { suggestionStatus, validatedStatus } from '../output/status-codes';
import { toWireAddress } from '../output/wire-address';
import type { AddressPointStore } from '../store/address-point-store';
import { cityKey, mayBeWrittenOut } from '../store/address-keys';
import { readAddressQuery, type AddressQuery } from './address-query';
import { localityCandidates } from './locality-candidates';
import { misplacedReadings } from './misplaced-readings';
import { placeNumber, streetLevelCandidates } from './street-candidates';
import { adviceOf, compareWithQuery, describeChanges, type Comparison } from './verdict';

export interface AddressDependencies {
  /** The caches, or what they held when a write's transaction began (address-data.ts). */
  index: Pick<AddressIndexCache, 'get'>;
  points: AddressPointStore;
  postalPlaces: Pick<PostalPlaceCache, 'get'>;
  /** DEFAULT_COUNTRY: whose bundled places find offers when no country is asked for. */
  defaultCountry: string;
}

/** Suggestions returned at most. */
const SUGGESTIONS = 5;
/** A suggestion this much less close than the best is noise, not an alternative. */
const CLOSENESS_SPREAD = 0.25;

interface Judged {
  address: ResolvedAddress;
  comparison: Comparison;
  advice: Advice;
  /** What a reading of misplaced input moved, when the candidate comes from one. */
  moved?: string;
  /** The address the input must mean though parts of it were wrong or misplaced: see asMoved and recoverUniqueStreet. */
  recovered?: boolean;
}

export interface Validation {
  output: AddressValidationOutput;
  /** Whether the call counts as a billable validation (a country could be read). */
  billable: boolean;
}

const identity = (address: ResolvedAddress) =>
  [
    address.city,
    address.postcode,
    address.street,
    address.houseNumber,
    address.houseNumberTo,
    address.addition,
  ]
    .join('|')
    .toLowerCase();

/**
 * Validates an address against the bundled and imported reference data (design.md §6; rules in docs/address.md):
 * collects candidates at house, street, city and region level, compares each with the input part by part, and
 * answers the closest with its advice and 5XY code (200 when verified as given), followed by the alternatives.
 */
export async function validateAddress(
  deps: AddressDependencies,
  input: AddressValidationInput,
): Promise<Validation> {
  const options = input.addressOptions ?? {};
  const read = readAddressQuery(input);
  if ('problem' in read) {
    return {
      output: { addresses: [], advice: 'RED', status: suggestionStatus(0, 0, false, read.problem) },
      billable: false,
    };
  }
  const { query } = read;
  const index = await deps.index.get();
  // Every reading of the input keeps its country, so that country's postal places serve them all.
  const places = await (await deps.postalPlaces.get()).of(query.country.code);
  const sources: ReferenceSources = { index, places, points: deps.points };
  const judged = await judgeCandidates(query, sources);
  if (!judged.some((entry) => entry.advice === 'GREEN' || streetVerifiedInPlace(entry))) {
    for (const reading of misplacedReadings(query)) {
      if (!mayPlaceCity(reading.query, index)) continue;
      const moved = await judgeCandidates(reading.query, sources);
      judged.push(...moved.filter(placesMovedParts).map((entry) => asMoved(entry, reading.moved)));
    }
    // Only where street data covers the city given can its lack of the street mean the city is wrong.
    if (index.localitiesNamed(query.country.code, query.cityKey).length > 0) recoverUniqueStreet(judged);
  }

  // The address verified as given comes first whatever the closeness of the others, then an address recovered.
  const ranked = judged.sort(
    (a, b) =>
      Number(b.advice === 'GREEN') - Number(a.advice === 'GREEN') ||
      Number(b.recovered ?? false) - Number(a.recovered ?? false) ||
      b.comparison.closeness - a.comparison.closeness ||
      b.address.level - a.address.level ||
      b.comparison.given - a.comparison.given,
  );
  const best = ranked[0];
  if (!best) {
    return {
      output: {
        addresses: [],
        advice: 'RED',
        status: suggestionStatus(0, 0, true, 'Nothing in the reference data resembles this address.'),
      },
      billable: true,
    };
  }

  const { advice } = best;
  const changes = [describeChanges(best.comparison), best.moved ?? '']
    .filter((text) => text !== '')
    .join(' ');
  const status =
    advice === 'GREEN' && !input.convertToSuggestionStatus
      ? validatedStatus(true)
      : suggestionStatus(best.comparison.given, best.address.level, true, changes);

  const shown =
    advice === 'GREEN'
      ? [best]
      : ranked
          .filter(
            (entry) =>
              (entry === best ||
                entry.comparison.closeness >= best.comparison.closeness - CLOSENESS_SPREAD) &&
              // Beside a usable suggestion, one that could not be verified is noise.
              (advice === 'RED' || entry.advice !== 'RED'),
          )
          .slice(0, SUGGESTIONS);
  // Only the addresses shown are placed on their street, and only when a coordinate is asked for.
  const placed = await Promise.all(
    shown.map((entry) => (options.geocode ? placeNumber(entry.address, deps.points) : entry.address)),
  );
  const addresses = shown.map((entry, at) =>
    toWireAddress(placed[at]!, options, { advice: entry.advice, credit: true }),
  );
  return { output: { addresses, advice, status }, billable: true };
}

/** The reference data one validation reads, each taken once per call. */
interface ReferenceSources {
  index: StreetIndex;
  /** The postal places of the query's country. */
  places: CountryPostalPlaces | undefined;
  points: AddressPointStore;
}

/**
 * Every candidate the reference data has for the query, each once, compared with the query and advised. A city-level
 * candidate cannot be GREEN where a street was given, nor shown beside a GREEN answer, so once the imported
 * addresses verify the input the city level is not looked at. Advice waits for every candidate to be compared: it
 * depends on whether any of them answers to the city given.
 */
async function judgeCandidates(
  query: AddressQuery,
  { index, places, points }: ReferenceSources,
): Promise<Judged[]> {
  const covered = (address: ResolvedAddress) =>
    index.localitiesNamed(address.countryCode, cityKey(address.city)).length > 0;
  const unique = new Map<string, Omit<Judged, 'advice'>>();
  const compare = (candidates: readonly ResolvedAddress[]) => {
    for (const found of candidates) {
      // No reference data holds flats or PO boxes: each candidate carries what was given, unverified.
      const address = withCarriedParts(found, query);
      const key = identity(address);
      const comparison = compareWithQuery(query, address);
      const known = unique.get(key);
      if (!known || comparison.closeness > known.comparison.closeness)
        unique.set(key, { address, comparison });
    }
  };
  const advised = (): Judged[] => {
    const compared = [...unique.values()];
    const cityPlaced = compared.some((entry) => entry.comparison.placesCity);
    return compared.map((entry) => ({
      ...entry,
      advice: adviceOf(entry.comparison, entry.address, query, {
        streetDataCovers: covered(entry.address),
        cityPlaced,
      }),
    }));
  };
  compare(await streetLevelCandidates(query, index, points));
  const atStreetLevel = advised();
  if (atStreetLevel.some((entry) => entry.advice === 'GREEN')) return atStreetLevel;
  compare(localityCandidates(query, index, places));
  return advised();
}

function withCarriedParts(address: ResolvedAddress, query: AddressQuery): ResolvedAddress {
  if (query.unit === '' && query.poBox === '') return address;
  return {
    ...address,
    ...(query.unit ? { unit: query.unit } : {}),
    ...(query.poBox ? { poBox: query.poBox } : {}),
  };
}

/** The street given exists, as given, in the city or postcode given: the input is not misplaced. */
function streetVerifiedInPlace({ address, comparison: { parts } }: Judged): boolean {
  return (
    address.level >= LEVEL.street &&
    parts.street === 'same' &&
    (parts.city === 'same' || parts.postcode === 'same')
  );
}

/**
 * Whether a reading's city could be the city of a street it finds: placesMovedParts takes only a city compared
 * the same, and a street's city is a locality of the index. Most readings name no place (a street typed as the city
 * where it belongs), and their search for streets country-wide is then saved.
 */
function mayPlaceCity(query: AddressQuery, index: StreetIndex): boolean {
  const country = query.country.code;
  return (
    query.cityKey === '' ||
    index.localitiesNamed(country, query.cityKey).length > 0 ||
    mayBeWrittenOut(query.city, country)
  );
}

/**
 * A misplaced reading counts only when it finds the street exactly where it now places it, with nothing given
 * contradicting it: a reading that needs corrections as well is a guess on a guess.
 */
function placesMovedParts({ address, comparison: { parts } }: Judged): boolean {
  return (
    address.level >= LEVEL.street &&
    parts.street === 'same' &&
    parts.city !== 'changed' &&
    parts.postcode !== 'changed' &&
    parts.state !== 'changed'
  );
}

/** Moved parts are not verified as given: never GREEN, and the code's X says the input held at no level. */
function asMoved(entry: Judged, moved: string): Judged {
  return {
    ...entry,
    advice: entry.advice === 'GREEN' ? 'AMBER' : entry.advice,
    comparison: { ...entry.comparison, given: LEVEL.none },
    moved,
    recovered: true,
  };
}

/**
 * A street and number given exactly, in a city (or with a postcode) that has no such street, belong to the one
 * other city of the country that has them: "Wilhelmstraße 23, 14480 Potsdam" when only Kiel has a Wilhelmstraße
 * 23. With two such cities the input cannot say which, and nothing is recovered.
 */
function recoverUniqueStreet(judged: Judged[]): void {
  const exact = judged.filter(
    ({ address, comparison: { parts }, moved }) =>
      moved === undefined &&
      address.level >= LEVEL.houseNumber &&
      parts.street === 'same' &&
      parts.housenumber === 'same',
  );
  const cities = new Set(exact.map(({ address }) => cityKey(address.city)));
  if (cities.size !== 1) return;
  for (const entry of exact) entry.recovered = true;
}
