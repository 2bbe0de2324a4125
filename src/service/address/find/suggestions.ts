import type { AddressFindSuggestion } from '../../../contract/address';
import type { LocalityEntry, PostcodeEntry, StreetEntry } from '../index/street-index';
import type { ResolvedAddress } from '../model/resolved-address';
import { fullAddressOf, streetLineOf } from '../output/wire-address';
import { normalisePostcode } from '../parsing/postcode';
import { countryOf, regionOf } from '../reference/countries';
import type { Place } from '../reference/places';
import type { PostcodeArea } from '../reference/postcode-areas';
import { formatContainer } from './container-id';
import { highlightRanges, type TypedWord } from './highlight';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

const regionName = (country: string, code: string) => regionOf(country, code)?.name ?? code;

function suggestion(
  type: AddressFindSuggestion['type'],
  address: string,
  description: string,
  container: string,
  typed: readonly TypedWord[],
): AddressFindSuggestion {
  return {
    type,
    highlight: `${highlightRanges(address, typed)};${highlightRanges(description, typed)}`,
    description,
    container,
    address,
  };
}

/** The lines of the postal format after the street line, without the country: "6811 AA Arnhem". */
function placeLine(address: ResolvedAddress): string {
  const lines = fullAddressOf(address).split('\n');
  return lines.slice(1, -1).join(', ');
}

export function addressSuggestion(id: string, address: ResolvedAddress, typed: readonly TypedWord[]) {
  return suggestion(
    'Address',
    streetLineOf(address),
    placeLine(address),
    formatContainer({ country: address.countryCode, kind: 'A', id }),
    typed,
  );
}

export function streetSuggestion(street: StreetEntry, typed: readonly TypedWord[]) {
  const where = street.regionCode ? `${street.city}, ${street.regionCode}` : street.city;
  return suggestion(
    'Street',
    street.street,
    `${where} – ${count(street.addresses, 'address', 'addresses')}`,
    formatContainer({
      country: street.country,
      kind: 'S',
      cityKey: street.cityKey,
      streetKey: street.streetKey,
      regionCode: street.regionCode,
    }),
    typed,
  );
}

export function localitySuggestion(locality: LocalityEntry, typed: readonly TypedWord[]) {
  const region = locality.region || regionName(locality.country, locality.regionCode);
  const country = countryOf(locality.country)?.name ?? locality.country;
  return suggestion(
    'Locality',
    locality.city,
    `${[region, country].filter(Boolean).join(', ')} – ${count(locality.streets.length, 'street', 'streets')}`,
    formatContainer({
      country: locality.country,
      kind: 'L',
      cityKey: locality.cityKey,
      regionCode: locality.regionCode,
    }),
    typed,
  );
}

/** A bundled place without imported streets: a container that lists its postcode areas where they are known. */
export function placeSuggestion(place: Place, typed: readonly TypedWord[]) {
  const region = place.regionCode ? regionName(place.country, place.regionCode) : '';
  const country = countryOf(place.country)?.name ?? place.country;
  return suggestion(
    'Locality',
    place.name,
    [region, country].filter(Boolean).join(', '),
    formatContainer({ country: place.country, kind: 'L', cityKey: place.key, regionCode: place.regionCode }),
    typed,
  );
}

export function postcodeSuggestion(postcode: PostcodeEntry, typed: readonly TypedWord[]) {
  const written = normalisePostcode(postcode.postcode, postcode.country) ?? postcode.postcode;
  return suggestion(
    'Postcode',
    written,
    `${postcode.city} – ${count(postcode.addresses, 'address', 'addresses')}`,
    formatContainer({ country: postcode.country, kind: 'P', postcodeKey: postcode.key }),
    typed,
  );
}

/** A bundled postcode area (a US ZIP): nothing to drill into without imported streets, but retrieve gives it. */
export function postcodeAreaSuggestion(area: PostcodeArea, typed: readonly TypedWord[]) {
  const where = area.regionCode ? `${area.city}, ${area.regionCode}` : area.city;
  return suggestion(
    'Postcode',
    area.postcode,
    where,
    formatContainer({ country: area.country, kind: 'P', postcodeKey: area.key }),
    typed,
  );
}
