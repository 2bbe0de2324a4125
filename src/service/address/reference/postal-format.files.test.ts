import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData, REFERENCE_DATA_TIMEOUT } from '../../testing/reference-data';
import { formatPostalAddress } from './postal-format';

beforeAll(loadReferenceData, REFERENCE_DATA_TIMEOUT);

describe('formatPostalAddress', () => {
  it('writes a Dutch address as postcode before city', () => {
    expect(
      formatPostalAddress({
        street: 'Jansbuitensingel',
        houseNumber: '6',
        postcode: '6811 AA',
        city: 'Arnhem',
        region: 'Gelderland',
        countryCode: 'NL',
      }),
    ).toBe('Jansbuitensingel 6\n6811 AA Arnhem\nNetherlands');
  });

  it('writes a US address with the state code, from a state name or code', () => {
    const parts = { street: 'Washington Street', houseNumber: '438', postcode: '02135', city: 'Boston' };
    const expected = '438 Washington Street\nBoston, MA 02135\nUnited States of America';
    expect(formatPostalAddress({ ...parts, region: 'Massachusetts', countryCode: 'US' })).toBe(expected);
    expect(formatPostalAddress({ ...parts, regionCode: 'MA', countryCode: 'us' })).toBe(expected);
  });

  it('writes a British address with the post town and postcode on lines of their own', () => {
    expect(
      formatPostalAddress({
        street: 'Station Road',
        houseNumber: '141',
        postcode: 'BS10 7LZ',
        city: 'Bristol',
        countryCode: 'GB',
      }),
    ).toBe('141 Station Road\nBristol\nBS10 7LZ\nUnited Kingdom');
  });

  it('writes German and French addresses in their own order of number and street', () => {
    expect(
      formatPostalAddress({
        street: 'Hauptstraße',
        houseNumber: '5',
        postcode: '10115',
        city: 'Berlin',
        countryCode: 'DE',
      }),
    ).toBe('Hauptstraße 5\n10115 Berlin\nGermany');
    expect(
      formatPostalAddress({
        street: 'Rue de Rivoli',
        houseNumber: '12',
        postcode: '75001',
        city: 'Paris',
        countryCode: 'FR',
      }),
    ).toBe('12 Rue de Rivoli\n75001 Paris\nFrance');
  });

  it('writes a Canadian address with the province code', () => {
    expect(
      formatPostalAddress({
        street: 'Wellington Street',
        houseNumber: '80',
        postcode: 'K1A 0B1',
        city: 'Ottawa',
        region: 'Ontario',
        countryCode: 'CA',
      }),
    ).toBe('80 Wellington Street\nOttawa, ON K1A 0B1\nCanada');
  });

  it('leaves out what is not given', () => {
    expect(formatPostalAddress({ city: 'Arnhem', countryCode: 'NL' })).toBe('Arnhem\nNetherlands');
  });

  it('refuses an unknown country, naming the field', () => {
    expect(() => formatPostalAddress({ city: 'Arnhem', countryCode: 'XX' })).toThrow(/countryCode: "XX"/);
  });
});
