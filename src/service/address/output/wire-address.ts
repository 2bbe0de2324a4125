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

/** Countries whose post writes the flat before the building: "Flat 3, 35 Downleaze" but "50 Sprague St Apt 2B". */
const UNIT_FIRST = new Set(['GB', 'IE', 'AU', 'NZ', 'ZA']);

/** A street line with the flat and PO box the address carries, written where the country's post writes them. */
function withCarriedParts(line: string, address: ResolvedAddress, withUnit: boolean): string {
  const unit = withUnit ? address.unit : undefined;
  let written = line;
  if (unit)
    written =
      written === ''
        ? unit
        : UNIT_FIRST.has(address.countryCode)
          ? `${unit}, ${written}`
          : `${written} ${unit}`;
  if (address.poBox) written = written === '' ? address.poBox : `${written}, ${address.poBox}`;
  return written;
}

/**
 * The region's name, when the address has only its code, is the formatter's to look up (postal-format.ts). The
 * formatter knows no flats or PO boxes: they go into its street line, or make one when it has none.
 */
export function fullAddressOf(address: ResolvedAddress): string {
  const formatted = formattedAddress(address);
  if (!address.unit && !address.poBox) return formatted;
  const lines = formatted.split('\n');
  const plain = address.street === '' ? -1 : lines.indexOf(streetLineOf(address));
  if (plain >= 0) lines[plain] = withCarriedParts(lines[plain]!, address, true);
  else lines.unshift(withCarriedParts('', address, true));
  return lines.join('\n');
}

function formattedAddress(address: ResolvedAddress): string {
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

const joinWords = (...words: (string | undefined)[]) => words.filter((word) => word).join(' ');

const coordinate = (value: number | undefined) => (value === undefined ? '' : value.toFixed(7));

/**
 * The wire form of an address under the caller's options (documented in docs/address.md):
 * - `houseNumber`: the number goes to `housenumber` and `street` holds the street name only; otherwise `street`
 *   is the street line with the number and `housenumber` is ''.
 * - a flat or unit given is written after the addition in `housenumberAddition` when that option is on, else after
 *   the number in `housenumber`, else into the street line; a PO box always into the street line.
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
  // A flat goes with the addition when the addition has a field of its own, else with the number or street line.
  const street = withCarriedParts(
    options.houseNumber ? address.street : streetLineOf(address, !splitAddition),
    address,
    !splitAddition && !options.houseNumber,
  );
  const housenumber = options.houseNumber
    ? joinWords(writtenHouseNumber(address, !splitAddition), splitAddition ? undefined : address.unit)
    : '';
  const geocoded = options.geocode === true;
  const wire: Address = {
    street,
    stateCode: address.regionCode,
    state: address.region || regionOf(address.countryCode, address.regionCode)?.name || '',
    postalCode: address.postcode,
    longitude: geocoded ? coordinate(address.longitude) : '',
    latitude: geocoded ? coordinate(address.latitude) : '',
    housenumberAddition: splitAddition ? joinWords(address.addition, address.unit) : null,
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
