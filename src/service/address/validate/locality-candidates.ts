import { editSimilarity } from '../../matching/similarity/levenshtein';
import { placesLike } from '../index/place-names';
import type { LocalityEntry, StreetIndex } from '../index/street-index';
import { LEVEL, type ResolvedAddress, type UncheckedPart } from '../model/resolved-address';
import { isPostcodeShapeValid } from '../reference/countries';
import { postcodeAreas } from '../reference/postcode-areas';
import type { AddressQuery } from './address-query';

/** Below this a city name is another city, not a misspelling. */
const MIN_CITY_SIMILARITY = 0.8;

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
  for (const locality of index.localities) {
    if (locality.country !== country) continue;
    const similarity = editSimilarity(key, locality.cityKey);
    if (similarity >= MIN_CITY_SIMILARITY) similar.push({ locality, similarity });
  }
  return similar.sort((a, b) => b.similarity - a.similarity);
}

const located = (latitude: number | null | undefined, longitude: number | null | undefined) =>
  latitude != null && longitude != null ? { latitude, longitude } : {};

/**
 * City-level candidates: the places the postcode belongs to, and the places named like the city given, from the
 * imported addresses and from the bundled places and postcode areas. A postcode nothing can check is kept as
 * given when it has the country's shape, so a city-level answer does not throw away what may well be right.
 */
export function localityCandidates(query: AddressQuery, index: StreetIndex): ResolvedAddress[] {
  const country = query.country.code;
  const candidates: ResolvedAddress[] = [];
  const keptStreet: UncheckedPart[] = [];
  if (query.street !== '') keptStreet.push('street');
  if (query.houseNumber !== '') keptStreet.push('housenumber');
  const base = {
    countryCode: country,
    street: query.street,
    houseNumber: query.houseNumber,
    addition: query.addition,
    level: LEVEL.city,
    unchecked: keptStreet,
  };

  let postcodeKnown = false;
  if (query.postcodeKey !== '') {
    const imported = index.postcode(country, query.postcodeKey);
    if (imported) {
      postcodeKnown = true;
      candidates.push({
        ...base,
        regionCode: imported.regionCode,
        region: imported.region,
        city: imported.city,
        postcode: imported.postcode,
        ...located(imported.latitude, imported.longitude),
        geo: imported.latitude === null ? 'none' : 'postcode',
      });
    }
    for (const area of postcodeAreas(country, query.postcodeKey)) {
      postcodeKnown = true;
      candidates.push({
        ...base,
        regionCode: area.regionCode,
        region: '',
        city: area.city,
        postcode: area.postcode,
        latitude: area.latitude,
        longitude: area.longitude,
        geo: 'postcode',
      });
    }
  }
  const keptPostcode =
    !postcodeKnown && query.postcode !== '' && isPostcodeShapeValid(country, query.postcode) !== false
      ? { postcode: query.postcode, unchecked: [...keptStreet, 'postcode' as const] }
      : { postcode: '' };

  for (const { locality } of localitiesLike(index, country, query.cityKey)) {
    candidates.push({
      ...base,
      regionCode: locality.regionCode,
      region: locality.region,
      city: locality.city,
      ...keptPostcode,
      ...located(locality.latitude, locality.longitude),
      geo: locality.latitude === null ? 'none' : 'locality',
    });
  }
  for (const { place } of placesLike(country, query.cityKey)) {
    candidates.push({
      ...base,
      regionCode: place.regionCode,
      region: '',
      city: place.name,
      ...keptPostcode,
      latitude: place.latitude,
      longitude: place.longitude,
      geo: 'locality',
    });
  }
  if (query.region) {
    candidates.push({
      ...base,
      regionCode: query.region.code,
      region: query.region.name,
      city: '',
      postcode: '',
      geo: 'none',
      level: LEVEL.region,
    });
  }
  return candidates;
}
