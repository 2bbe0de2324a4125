import { editSimilarityAtLeast } from '../../matching/similarity/levenshtein';
import { placesLike } from '../index/place-names';
import type { CountryPostalPlaces } from '../index/postal-place-index';
import type { LocalityEntry, StreetIndex } from '../index/street-index';
import {
  localityAddress,
  placeAddress,
  postcodeAreaAddress,
  postcodeEntryAddress,
} from '../model/city-level-address';
import { LEVEL, type ResolvedAddress, type UncheckedPart } from '../model/resolved-address';
import { isPostcodeShapeValid } from '../reference/countries';
import { postcodeAreas } from '../reference/postcode-areas';
import type { AddressQuery } from './address-query';
import { postalCandidates } from './postal-candidates';

/** Below this a city name is another city, not a misspelling. */
export const MIN_CITY_SIMILARITY = 0.8;

export interface SimilarLocality {
  locality: LocalityEntry;
  similarity: number;
}

/** Imported localities named like `key`: the same name, or a typo away. */
export function localitiesLike(index: StreetIndex, country: string, key: string): SimilarLocality[] {
  if (key === '') return [];
  const exact = index.localitiesNamed(country, key);
  if (exact.length > 0) return exact.map((locality) => ({ locality, similarity: 1 }));
  const similar: SimilarLocality[] = [];
  // Every locality of the country is compared: the banded distance tells most names apart in a pass.
  for (const locality of index.localities) {
    if (locality.country !== country) continue;
    const similarity = editSimilarityAtLeast(key, locality.cityKey, MIN_CITY_SIMILARITY);
    if (similarity >= MIN_CITY_SIMILARITY) similar.push({ locality, similarity });
  }
  return similar.sort((a, b) => b.similarity - a.similarity);
}

/**
 * City-level candidates: the places the postcode belongs to, and the places named like the city given, from the
 * imported addresses, the imported postal places and the bundled places and postcode areas. A postcode nothing
 * can check is kept as given when it has the country's shape, so a city-level answer does not throw away what
 * may well be right.
 */
export function localityCandidates(
  query: AddressQuery,
  index: StreetIndex,
  postal: CountryPostalPlaces | undefined,
): ResolvedAddress[] {
  const country = query.country.code;
  const keptStreet: UncheckedPart[] = [];
  if (query.street !== '') keptStreet.push('street');
  if (query.houseNumber !== '') keptStreet.push('housenumber');
  const kept = {
    street: query.street,
    houseNumber: query.houseNumber,
    ...(query.houseNumberTo ? { houseNumberTo: query.houseNumberTo } : {}),
    addition: query.addition,
    unchecked: keptStreet,
  };

  const withKept = (address: ResolvedAddress): ResolvedAddress => ({
    ...address,
    ...kept,
    unchecked: [...keptStreet, ...(address.unchecked ?? [])],
  });
  const fromPostal = postal ? postalCandidates(query, postal) : { byPostcode: [], byCity: [] };

  const byPostcode: ResolvedAddress[] = [];
  if (query.postcodeKey !== '') {
    const imported = index.postcode(country, query.postcodeKey);
    if (imported) byPostcode.push(postcodeEntryAddress(imported));
    byPostcode.push(...postcodeAreas(country, query.postcodeKey).map(postcodeAreaAddress));
    byPostcode.push(...fromPostal.byPostcode);
  }
  const keptPostcode =
    byPostcode.length === 0 &&
    query.postcode !== '' &&
    isPostcodeShapeValid(country, query.postcode) !== false
      ? { postcode: query.postcode, unchecked: [...keptStreet, 'postcode' as const] }
      : {};
  // Where the postal places know the city or the postcode, they say which postcodes a place has: a bundled place,
  // which knows none, would let a postcode of another place pass as unchecked, or turn a small place the
  // postcode belongs to into a bigger one of a similar name.
  const postalKnows = fromPostal.byCity.length > 0 || fromPostal.byPostcode.length > 0;
  const byCity = [
    ...localitiesLike(index, country, query.cityKey).map(({ locality }) => localityAddress(locality)),
    ...(postalKnows ? [] : placesLike(country, query.cityKey).map(({ place }) => placeAddress(place))),
  ];
  const candidates = [
    ...byPostcode.map(withKept),
    ...fromPostal.byCity.map(withKept),
    ...byCity.map((address) => ({ ...address, ...kept, ...keptPostcode })),
  ];
  if (query.region) {
    candidates.push({
      countryCode: country,
      regionCode: query.region.code,
      region: query.region.name,
      city: '',
      postcode: '',
      ...kept,
      geo: 'none',
      level: LEVEL.region,
    });
  }
  return candidates;
}
