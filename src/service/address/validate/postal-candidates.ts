import type { CountryPostalPlaces, PostalPlace } from '../index/postal-place-index';
import { postalPlaceAddress } from '../model/city-level-address';
import type { ResolvedAddress } from '../model/resolved-address';
import type { AddressQuery } from './address-query';

export interface PostalCandidates {
  /** The places the postcode belongs to. */
  byPostcode: ResolvedAddress[];
  /** The places named as the city given, with their postcodes. */
  byCity: ResolvedAddress[];
}

/**
 * One candidate per town (name and region) for a query without postcode: its postcode only where it has one,
 * since a town of many postcodes completed with any one of them would be a guess.
 */
function towns(places: readonly PostalPlace[], postal: CountryPostalPlaces, key: string): ResolvedAddress[] {
  const byTown = new Map<string, PostalPlace[]>();
  for (const place of places) {
    const town = `${place.key}|${place.regionCode}`;
    const list = byTown.get(town);
    if (list) list.push(place);
    else byTown.set(town, [place]);
  }
  return [...byTown.values()].map((group) => {
    const first = group.find((place) => place.latitude !== null) ?? group[0]!;
    const address = postalPlaceAddress(first, postal.nameFor(first, key));
    if (group.every((place) => place.postcodeKey === first.postcodeKey)) return address;
    return { ...address, postcode: '', geo: address.geo === 'none' ? 'none' : 'locality' };
  });
}

/**
 * City-level candidates from the imported postal places of the query's country. A postcode found only by its
 * first part (the data has '1012' for '1012 AB') keeps the postcode given, unverified. A city given with a
 * postcode of its own is answered with each of its postcodes, so a postcode of another place is corrected.
 */
export function postalCandidates(query: AddressQuery, postal: CountryPostalPlaces): PostalCandidates {
  const byPostcode: ResolvedAddress[] = [];
  if (query.postcodeKey !== '') {
    const { places, whole } = postal.withPostcode(query.postcodeKey);
    for (const place of places) {
      const address = postalPlaceAddress(place, postal.nameFor(place, query.cityKey));
      byPostcode.push(whole ? address : { ...address, postcode: query.postcode, unchecked: ['postcode'] });
    }
  }
  const named = query.cityKey === '' ? [] : postal.named(query.cityKey);
  const byCity =
    query.postcodeKey === ''
      ? towns(named, postal, query.cityKey)
      : named.map((place) => postalPlaceAddress(place, postal.nameFor(place, query.cityKey)));
  return { byPostcode, byCity };
}
