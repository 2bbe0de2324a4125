import type * as AddressFormatter from '@fragaria/address-formatter';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData, REFERENCE_DATA_TIMEOUT } from '../../testing/reference-data';
import { countryOf } from './countries';
import { fillNumberSlot, fitsNumberSlot, NUMBER_SLOT } from './number-slot';
import { requirePackage, readPackageJson } from './package-files';
import { formatPostalAddress } from './postal-format';

beforeAll(loadReferenceData, REFERENCE_DATA_TIMEOUT);

const { format } = requirePackage<typeof AddressFormatter>('@fragaria/address-formatter');

/** The formatter's own answer for an address, each number formatted on its own. */
const formattedAlone = (parts: {
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  countryCode: string;
}) =>
  format(
    {
      road: parts.street,
      houseNumber: parts.houseNumber,
      ...(parts.postcode ? { postcode: parts.postcode } : {}),
      ...(parts.city ? { city: parts.city } : {}),
      countryCode: parts.countryCode,
    },
    { output: 'array', appendCountry: true },
  ).join('\n');

describe('formatting a street once for all its numbers', () => {
  it('writes every number of every country as formatting that address alone does', () => {
    const countries = Object.keys(
      readPackageJson<Record<string, unknown>>('@fragaria/address-formatter', 'src/templates/templates.json'),
    ).filter((code) => /^[A-Z]{2}$/.test(code) && countryOf(code));
    const numbers = ['1', '12a', '7-9', '3/1', '96941', '12 A', 'Flat 3'];
    const places = [
      { street: 'Hauptstraße', postcode: '10115', city: 'Berlin' },
      { street: 'Berlin', postcode: '', city: 'Berlin' },
      { street: 'Town of Bar', postcode: '1234 AB', city: 'London' },
    ];
    const differing: string[] = [];
    for (const countryCode of countries)
      for (const houseNumber of numbers)
        for (const place of places) {
          const parts = { ...place, houseNumber, countryCode };
          if (formatPostalAddress(parts) !== formattedAlone(parts)) differing.push(JSON.stringify(parts));
        }
    expect(countries.length).toBeGreaterThan(200);
    expect(differing).toEqual([]);
  });

  it('formats numbers the slot cannot stand for, and countries whose rules read digits, each on their own', () => {
    expect(fitsNumberSlot('12a', 'DE')).toBe(true);
    expect(fitsNumberSlot('12 A', 'DE')).toBe(false);
    expect(fitsNumberSlot('Flat 3', 'GB')).toBe(false);
    // The Netherlands' template rewrites "1234AB " at a line's start, which a number could be.
    expect(fitsNumberSlot('12', 'NL')).toBe(false);
  });

  it('fills the slot only where it stands once and the number does not repeat a line', () => {
    expect(fillNumberSlot(`${NUMBER_SLOT} Main Street\nBoston`, '12')).toBe('12 Main Street\nBoston');
    expect(fillNumberSlot(`${NUMBER_SLOT}\n${NUMBER_SLOT}`, '12')).toBeUndefined();
    expect(fillNumberSlot(`${NUMBER_SLOT}\n12`, '12')).toBeUndefined();
    expect(fillNumberSlot('Main Street\nBoston', '12')).toBeUndefined();
  });
});
