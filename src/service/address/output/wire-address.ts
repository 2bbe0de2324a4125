import type { Address, AddressOptions, Advice, Status } from '../../../contract/address';
import { formatHouseNumber, type HouseNumberStyle } from '../parsing/house-number';
import { countryOf, regionOf } from '../reference/countries';
import { formatPostalAddress } from '../reference/postal-format';
import type { ResolvedAddress } from '../model/resolved-address';
import { geoStatus } from './status-codes';

/** How a country writes an addition after the number: "12 bis" in France, "5a" in Germany, "118B" elsewhere. */
const HOUSE_NUMBER_STYLE: Record<string, HouseNumberStyle> = {
  FR: 'spaced',
  BE: 'spaced',
  LU: 'spaced',
  DE: 'de',
  AT: 'de',
  CH: 'de',
};

const houseNumberStyle = (country: string): HouseNumberStyle => HOUSE_NUMBER_STYLE[country] ?? 'compact';

/** The house number with its addition in the country's spelling ("118B", "5a", "12 bis"); '' when there is none. */
export function writtenHouseNumber(address: ResolvedAddress, withAddition = true): string {
  if (address.houseNumber === '') return '';
  return formatHouseNumber(
    {
      number: address.houseNumber,
      addition: withAddition ? address.addition : '',
      ...(address.houseNumberTo ? { rangeTo: address.houseNumberTo } : {}),
    },
    houseNumberStyle(address.countryCode),
  );
}

/** Per country, whether its postal format writes the number before the street, read once from its template. */
const numberFirst = new Map<string, boolean>();

function writesNumberFirst(country: string): boolean {
  let first = numberFirst.get(country);
  if (first === undefined) {
    const probe = formatPostalAddress({ street: 'Probe', houseNumber: '1', countryCode: country });
    first = probe.startsWith('1');
    numberFirst.set(country, first);
  }
  return first;
}

/** "Jansbuitensingel 6" in the Netherlands, "438 Washington Street" in the US: the first line of the format. */
export function streetLineOf(address: ResolvedAddress, withAddition = true): string {
  const houseNumber = writtenHouseNumber(address, withAddition);
  if (address.street === '' || houseNumber === '') return address.street;
  return writesNumberFirst(address.countryCode)
    ? `${houseNumber} ${address.street}`
    : `${address.street} ${houseNumber}`;
}

/** The region's name, when the address has only its code, is the formatter's to look up (postal-format.ts). */
export function fullAddressOf(address: ResolvedAddress): string {
  return formatPostalAddress({
    ...(address.street ? { street: address.street } : {}),
    ...(address.houseNumber ? { houseNumber: writtenHouseNumber(address) } : {}),
    ...(address.postcode ? { postcode: address.postcode } : {}),
    ...(address.city ? { city: address.city } : {}),
    ...(address.region ? { region: address.region } : {}),
    ...(address.regionCode ? { regionCode: address.regionCode } : {}),
    countryCode: address.countryCode,
  });
}

const coordinate = (value: number | undefined) => (value === undefined ? '' : value.toFixed(7));

/**
 * The wire form of an address under the caller's options (documented in docs/address.md):
 * - `houseNumber`: the number goes to `housenumber` and `street` holds the street name only; otherwise `street`
 *   is the street line with the number and `housenumber` is ''.
 * - `housenumberAddition`: the addition goes to `housenumberAddition` and is left out of the number; otherwise it
 *   stays with the number and `housenumberAddition` is null.
 * - `geocode`: `latitude`, `longitude` (decimal degrees as text) and `geoStatus`; otherwise '' and null.
 */
export function toWireAddress(
  address: ResolvedAddress,
  options: AddressOptions,
  verdict: { advice: Advice | null; status?: Status | null; credit: boolean },
): Address {
  const splitAddition = options.housenumberAddition === true;
  const street = options.houseNumber ? address.street : streetLineOf(address, !splitAddition);
  const housenumber = options.houseNumber ? writtenHouseNumber(address, !splitAddition) : '';
  const geocoded = options.geocode === true;
  const wire: Address = {
    street,
    stateCode: address.regionCode,
    state: address.region || regionOf(address.countryCode, address.regionCode)?.name || '',
    postalCode: address.postcode,
    longitude: geocoded ? coordinate(address.longitude) : '',
    latitude: geocoded ? coordinate(address.latitude) : '',
    housenumberAddition: splitAddition ? address.addition : null,
    housenumber,
    geoStatus: geocoded ? geoStatus(address.geo, verdict.credit) : null,
    fullAddress: fullAddressOf(address),
    countryCode: address.countryCode,
    country: countryOf(address.countryCode)?.name ?? address.countryCode,
    city: address.city,
    advice: verdict.advice,
  };
  if (verdict.status !== undefined) wire.status = verdict.status;
  return wire;
}
