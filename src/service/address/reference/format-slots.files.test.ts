import type * as AddressFormatter from '@fragaria/address-formatter';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData, REFERENCE_DATA_TIMEOUT } from '../../testing/reference-data';
import { countryOf } from './countries';
import { fillSlots, inSlots } from './format-slots';
import { readPackageJson, requirePackage } from './package-files';
import { formatPostalAddress } from './postal-format';

beforeAll(loadReferenceData, REFERENCE_DATA_TIMEOUT);

const { format } = requirePackage<typeof AddressFormatter>('@fragaria/address-formatter');

interface Parts {
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  countryCode: string;
}

/** The formatter's own answer for one address. */
const formattedAlone = (parts: Parts) =>
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

describe('formatting a place once for all its addresses', () => {
  it('writes every address of every country as formatting that address alone does', () => {
    const countries = Object.keys(
      readPackageJson<Record<string, unknown>>('@fragaria/address-formatter', 'src/templates/templates.json'),
    ).filter((code) => /^[A-Z]{2}$/.test(code) && countryOf(code));
    // Names some countries' rules rewrite ("County …", "Berlin\nBerlin"), numbers and postcodes of every shape.
    const streets = ['Hauptstraße', 'Berlin', 'County Road', "Rue de l'Église"];
    const numbers = ['1', '12a', '7-9', '12 A'];
    const places = [
      { postcode: '10115', city: 'Berlin' },
      { postcode: '', city: 'London' },
      { postcode: '1234AB', city: 'Amsterdam' },
    ];
    const differing: string[] = [];
    for (const countryCode of countries)
      for (const street of streets)
        for (const houseNumber of numbers)
          for (const place of places) {
            const parts = { street, houseNumber, ...place, countryCode };
            if (formatPostalAddress(parts) !== formattedAlone(parts)) differing.push(JSON.stringify(parts));
          }
    expect(countries.length).toBeGreaterThan(200);
    expect(differing).toEqual([]);
  });

  it('slots only plain values, in countries whose rules over the whole text read no digits', () => {
    expect(
      inSlots({ street: 'Hauptstraße', houseNumber: '12a', postcode: '10115' }, 'DE')?.fills,
    ).toHaveLength(3);
    expect(inSlots({ street: 'Hauptstraße', houseNumber: '12 A' }, 'DE')).toBeUndefined();
    expect(inSlots({ street: 'Flat 3, Station Road' }, 'GB')).toBeUndefined();
    // A rule every part goes through: "County Road" would lose its first word.
    expect(inSlots({ street: 'County Road' }, 'GB')).toBeUndefined();
    // The Netherlands' template rewrites "1234AB " at a line's start.
    expect(inSlots({ street: 'Jansbuitensingel', houseNumber: '6' }, 'NL')).toBeUndefined();
  });

  it('fills only where each slot stands once and no filled line repeats another', () => {
    const { fills } = inSlots({ street: 'Main Street', houseNumber: '12' }, 'US')!;
    const [street, number] = [fills[0]![0], fills[1]![0]];
    expect(fillSlots(`${number} ${street}\nBoston`, fills, 'US')).toBe('12 Main Street\nBoston');
    expect(fillSlots(`${number} ${street}\n${number}`, fills, 'US')).toBeUndefined();
    expect(fillSlots(`${number} ${street}\n12 Main Street`, fills, 'US')).toBeUndefined();
    expect(fillSlots(`${street}\nBoston`, fills, 'US')).toBeUndefined();
  });
});
