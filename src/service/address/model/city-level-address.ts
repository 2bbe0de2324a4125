import type { PostalPlace } from '../index/postal-place-index';
import type { LocalityEntry, PostcodeEntry } from '../index/street-index';
import type { Place } from '../reference/places';
import type { PostcodeArea } from '../reference/postcode-areas';
import { LEVEL, type ResolvedAddress } from './resolved-address';

/**
 * Addresses at city level, from what the imported and bundled data know of a postcode or a city: the place with
 * its centre as coordinates and no street. Validate adds the parts it keeps from the input; retrieve answers
 * them as they are.
 */
const cityLevel = (countryCode: string) =>
  ({ countryCode, street: '', houseNumber: '', addition: '', level: LEVEL.city }) as const;

const located = (latitude: number | null, longitude: number | null) =>
  latitude !== null && longitude !== null ? { latitude, longitude } : {};

export function postcodeEntryAddress(entry: PostcodeEntry): ResolvedAddress {
  return {
    ...cityLevel(entry.country),
    regionCode: entry.regionCode,
    region: entry.region,
    city: entry.city,
    postcode: entry.postcode,
    ...located(entry.latitude, entry.longitude),
    geo: entry.latitude === null ? 'none' : 'postcode',
  };
}

export function postcodeAreaAddress(area: PostcodeArea): ResolvedAddress {
  return {
    ...cityLevel(area.country),
    regionCode: area.regionCode,
    region: '',
    city: area.city,
    postcode: area.postcode,
    latitude: area.latitude,
    longitude: area.longitude,
    geo: 'postcode',
  };
}

export function localityAddress(locality: LocalityEntry): ResolvedAddress {
  return {
    ...cityLevel(locality.country),
    regionCode: locality.regionCode,
    region: locality.region,
    city: locality.city,
    postcode: '',
    ...located(locality.latitude, locality.longitude),
    geo: locality.latitude === null ? 'none' : 'locality',
  };
}

export function placeAddress(place: Place): ResolvedAddress {
  return {
    ...cityLevel(place.country),
    regionCode: place.regionCode,
    region: '',
    city: place.name,
    postcode: '',
    latitude: place.latitude,
    longitude: place.longitude,
    geo: 'locality',
  };
}

/** An imported postal place, named as the query named it (see CountryPostalPlaces.nameFor). */
export function postalPlaceAddress(place: PostalPlace, city: string): ResolvedAddress {
  return {
    ...cityLevel(place.country),
    regionCode: place.regionCode,
    region: place.region,
    city,
    postcode: place.postcode,
    ...located(place.latitude, place.longitude),
    geo: place.latitude === null ? 'none' : 'postcode',
  };
}
