import { hash } from 'node:crypto';
import type { Database } from '../../storage/schema';
import { parseHouseNumber } from '../parsing/house-number';
import { cityKey, postcodeKey, streetKey } from './address-keys';

export type AddressPointRow = Database['address_points'];

/** One address as an import source gives it, every part as written. */
export interface AddressPointInput {
  country: string;
  regionCode?: string;
  region?: string;
  city: string;
  postcode?: string;
  street: string;
  number: string;
  unit?: string;
  latitude?: number;
  longitude?: number;
  source: string;
}

export type PointOutcome = { row: AddressPointRow } | { problem: string };

const COORDINATE_LIMIT = { latitude: 90, longitude: 180 } as const;

function coordinateProblem(name: 'latitude' | 'longitude', value: number | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!Number.isFinite(value) || Math.abs(value) > COORDINATE_LIMIT[name])
    return `${name} ${value} is out of range`;
  return undefined;
}

/**
 * The stored row of one address, or why it cannot be stored. The id hashes the normalised identity, so the same
 * address spelled "Hauptstr. 5a" in one file and "Hauptstraße 5 A" in another is one row.
 */
export function toPointRow(input: AddressPointInput): PointOutcome {
  const country = input.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return { problem: `country "${input.country}" is not a two-letter code` };
  const street = input.street.trim();
  if (street === '') return { problem: 'street is empty' };
  const city = input.city.trim();
  if (city === '') return { problem: 'city is empty' };
  const numberText = input.number.trim();
  const houseNumber = parseHouseNumber(numberText);
  if (numberText !== '' && !houseNumber)
    return { problem: `house number "${numberText}" is not a house number` };
  const problem =
    coordinateProblem('latitude', input.latitude) ?? coordinateProblem('longitude', input.longitude);
  if (problem) return { problem };
  if ((input.latitude === undefined) !== (input.longitude === undefined))
    return { problem: 'latitude and longitude must come together' };

  const postcode = input.postcode?.trim() ?? '';
  const row: AddressPointRow = {
    id: '',
    country,
    region_code: input.regionCode?.trim().toUpperCase() ?? '',
    region: input.region?.trim() ?? '',
    city,
    city_key: cityKey(city),
    postcode,
    postcode_key: postcode === '' ? '' : postcodeKey(postcode, country),
    street,
    street_key: streetKey(street, country),
    number: numberText,
    number_value: houseNumber ? Number(houseNumber.number) : null,
    number_to: houseNumber?.rangeTo ? Number(houseNumber.rangeTo) : null,
    addition: houseNumber?.addition ?? '',
    unit: input.unit?.trim() ?? '',
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    source: input.source,
  };
  if (row.street_key === '') return { problem: `street "${street}" has no letters or digits` };
  row.id = pointId(row);
  return { row };
}

function pointId(row: AddressPointRow): string {
  const identity =
    `${row.country}|${row.postcode_key}|${row.city_key}|${row.street_key}|${row.number_value ?? ''}|` +
    `${row.number_to ?? ''}|${row.addition}|${row.unit.toUpperCase()}`;
  return hash('sha1', identity, 'base64url').slice(0, 16);
}
