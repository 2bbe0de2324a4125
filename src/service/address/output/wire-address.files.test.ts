import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressOptions } from '../../../contract/address';
import { loadReferenceData, REFERENCE_DATA_TIMEOUT } from '../../testing/reference-data';
import { LEVEL, type ResolvedAddress } from '../model/resolved-address';
import { fullAddressOf, streetLineOf, toWireAddress, writtenHouseNumber } from './wire-address';

beforeAll(loadReferenceData, REFERENCE_DATA_TIMEOUT);

const VELPERWEG_118B: ResolvedAddress = {
  countryCode: 'NL',
  regionCode: 'GE',
  region: '',
  city: 'Arnhem',
  postcode: '6824 BJ',
  street: 'Velperweg',
  houseNumber: '118',
  addition: 'B',
  latitude: 51.98491,
  longitude: 5.90652,
  geo: 'point',
  level: LEVEL.addition,
};
const WASHINGTON_438: ResolvedAddress = {
  countryCode: 'US',
  regionCode: 'MA',
  region: 'Massachusetts',
  city: 'Boston',
  postcode: '02135',
  street: 'Washington Street',
  houseNumber: '438',
  addition: '',
  latitude: 42.348414999,
  longitude: -71.1530651449,
  geo: 'interpolated',
  level: LEVEL.houseNumber,
};
const RIVOLI_12_BIS: ResolvedAddress = {
  countryCode: 'FR',
  regionCode: '',
  region: '',
  city: 'Paris',
  postcode: '75001',
  street: 'Rue de Rivoli',
  houseNumber: '12',
  addition: 'BIS',
  geo: 'none',
  level: LEVEL.addition,
};
const HAUPTSTRASSE_5A: ResolvedAddress = {
  countryCode: 'DE',
  regionCode: 'BE',
  region: 'Berlin',
  city: 'Berlin',
  postcode: '10115',
  street: 'Hauptstraße',
  houseNumber: '5',
  addition: 'A',
  geo: 'point',
  level: LEVEL.addition,
};

const GREEN = { advice: 'GREEN' as const, credit: true };

describe('toWireAddress: house number options', () => {
  it.each<[AddressOptions, { street: string; housenumber: string; housenumberAddition: string | null }]>([
    [{}, { street: 'Velperweg 118B', housenumber: '', housenumberAddition: null }],
    [{ houseNumber: true }, { street: 'Velperweg', housenumber: '118B', housenumberAddition: null }],
    [{ housenumberAddition: true }, { street: 'Velperweg 118', housenumber: '', housenumberAddition: 'B' }],
    [
      { houseNumber: true, housenumberAddition: true },
      { street: 'Velperweg', housenumber: '118', housenumberAddition: 'B' },
    ],
    [
      { houseNumber: false, housenumberAddition: false },
      { street: 'Velperweg 118B', housenumber: '', housenumberAddition: null },
    ],
  ])('with %j', (options, fields) => {
    expect(toWireAddress(VELPERWEG_118B, options, GREEN)).toMatchObject(fields);
  });

  it('answers an empty addition, not null, when splitting an address without one', () => {
    const wire = toWireAddress(WASHINGTON_438, { houseNumber: true, housenumberAddition: true }, GREEN);
    expect(wire).toMatchObject({ street: 'Washington Street', housenumber: '438', housenumberAddition: '' });
  });

  it('keeps the addition in the full address whatever the options', () => {
    const wire = toWireAddress(VELPERWEG_118B, { houseNumber: true, housenumberAddition: true }, GREEN);
    expect(wire.fullAddress).toBe('Velperweg 118B\n6824 BJ Arnhem\nNetherlands');
  });

  it('answers a street-level address with the street alone', () => {
    const street = { ...VELPERWEG_118B, houseNumber: '', addition: '', level: LEVEL.street };
    expect(toWireAddress(street, {}, GREEN)).toMatchObject({ street: 'Velperweg', housenumber: '' });
    expect(toWireAddress(street, { houseNumber: true }, GREEN)).toMatchObject({
      street: 'Velperweg',
      housenumber: '',
    });
  });

  it('answers a city-level address without a street', () => {
    const city = {
      ...VELPERWEG_118B,
      street: '',
      houseNumber: '',
      addition: '',
      postcode: '',
      level: LEVEL.city,
    };
    const wire = toWireAddress(city, {}, { advice: 'AMBER', credit: true });
    expect(wire).toMatchObject({
      street: '',
      housenumber: '',
      postalCode: '',
      city: 'Arnhem',
      advice: 'AMBER',
    });
    // OpenCage's fallback template for an address without a road names the province too.
    const lines = wire.fullAddress.split('\n');
    expect(lines[0]).toBe('Arnhem');
    expect(lines.at(-1)).toBe('Netherlands');
    expect(lines).not.toContain('');
  });
});

describe('toWireAddress: geocode', () => {
  it('answers no coordinates and no geoStatus without the option', () => {
    expect(toWireAddress(VELPERWEG_118B, {}, GREEN)).toMatchObject({
      latitude: '',
      longitude: '',
      geoStatus: null,
    });
  });

  it('answers coordinates as decimal text with 7 decimals, and the geoStatus of their precision', () => {
    expect(toWireAddress(VELPERWEG_118B, { geocode: true }, GREEN)).toMatchObject({
      latitude: '51.9849100',
      longitude: '5.9065200',
      geoStatus: { code: '700', credit: true },
    });
    expect(toWireAddress(WASHINGTON_438, { geocode: true }, GREEN)).toMatchObject({
      latitude: '42.3484150',
      longitude: '-71.1530651',
      geoStatus: { code: '710' },
    });
  });

  it('answers empty coordinates and 790 when the address has none', () => {
    expect(toWireAddress(RIVOLI_12_BIS, { geocode: true }, GREEN)).toMatchObject({
      latitude: '',
      longitude: '',
      geoStatus: { code: '790' },
    });
  });

  it('carries the credit of the call into geoStatus', () => {
    const wire = toWireAddress(VELPERWEG_118B, { geocode: true }, { advice: null, credit: false });
    expect(wire.geoStatus).toMatchObject({ credit: false });
    expect(wire.advice).toBeNull();
  });
});

describe('toWireAddress: the other fields', () => {
  it('answers every field of Address_v1 for a Dutch address', () => {
    expect(toWireAddress(VELPERWEG_118B, {}, GREEN)).toEqual({
      street: 'Velperweg 118B',
      stateCode: 'GE',
      state: 'Gelderland',
      postalCode: '6824 BJ',
      longitude: '',
      latitude: '',
      housenumberAddition: null,
      housenumber: '',
      geoStatus: null,
      fullAddress: 'Velperweg 118B\n6824 BJ Arnhem\nNetherlands',
      countryCode: 'NL',
      country: 'Netherlands',
      city: 'Arnhem',
      advice: 'GREEN',
    });
  });

  it('names the state from its code when the address has only the code, and leaves it empty without one', () => {
    expect(toWireAddress(VELPERWEG_118B, {}, GREEN).state).toBe('Gelderland');
    expect(toWireAddress(RIVOLI_12_BIS, {}, GREEN)).toMatchObject({ state: '', stateCode: '' });
  });

  it('adds the status only when one is given', () => {
    const status = {
      code: '594',
      message: 'Current address is verified up to house number level.',
      credit: true,
    };
    expect(toWireAddress(VELPERWEG_118B, {}, { ...GREEN, status }).status).toEqual(status);
    expect(toWireAddress(VELPERWEG_118B, {}, { ...GREEN, status: null }).status).toBeNull();
    expect('status' in toWireAddress(VELPERWEG_118B, {}, GREEN)).toBe(false);
  });
});

describe('street lines and full addresses by country', () => {
  it.each<[string, ResolvedAddress, string, string]>([
    ['NL', VELPERWEG_118B, 'Velperweg 118B', 'Velperweg 118B\n6824 BJ Arnhem\nNetherlands'],
    [
      'US',
      WASHINGTON_438,
      '438 Washington Street',
      '438 Washington Street\nBoston, MA 02135\nUnited States of America',
    ],
    ['FR', RIVOLI_12_BIS, '12 bis Rue de Rivoli', '12 bis Rue de Rivoli\n75001 Paris\nFrance'],
    ['DE', HAUPTSTRASSE_5A, 'Hauptstraße 5a', 'Hauptstraße 5a\n10115 Berlin\nGermany'],
  ])('%s writes the number in its order and the address in its postal format', (_, address, line, full) => {
    expect(streetLineOf(address)).toBe(line);
    expect(toWireAddress(address, {}, GREEN).street).toBe(line);
    expect(fullAddressOf(address)).toBe(full);
  });

  it.each<[string, ResolvedAddress, string]>([
    ['a French letter addition, spaced', { ...RIVOLI_12_BIS, addition: 'B' }, '12 B Rue de Rivoli'],
    ['a range', { ...VELPERWEG_118B, houseNumber: '6', houseNumberTo: '8', addition: '' }, 'Velperweg 6-8'],
    ['a US half number', { ...WASHINGTON_438, addition: '1/2' }, '438 1/2 Washington Street'],
  ])('writes %s', (_, address, line) => {
    expect(streetLineOf(address)).toBe(line);
  });

  it.each<[string, ResolvedAddress, string, string]>([
    [
      'a US apartment after the street',
      { ...WASHINGTON_438, unit: 'Apt 2B' },
      '438 Washington Street Apt 2B',
      '438 Washington Street Apt 2B\nBoston, MA 02135\nUnited States of America',
    ],
    [
      'a German flat after the number',
      { ...HAUPTSTRASSE_5A, unit: 'Whg 9' },
      'Hauptstraße 5a Whg 9',
      'Hauptstraße 5a Whg 9\n10115 Berlin\nGermany',
    ],
    [
      'a PO box as the street line of an address without a street',
      { ...WASHINGTON_438, street: '', houseNumber: '', poBox: 'PO Box 123' },
      'PO Box 123',
      'PO Box 123\nBoston, MA 02135\nUnited States of America',
    ],
  ])('writes %s', (_, address, line, full) => {
    expect(toWireAddress(address, {}, GREEN).street).toBe(line);
    expect(fullAddressOf(address)).toBe(full);
  });

  it('leaves the addition out of the street line when asked', () => {
    expect(streetLineOf(VELPERWEG_118B, false)).toBe('Velperweg 118');
    expect(streetLineOf(RIVOLI_12_BIS, false)).toBe('12 Rue de Rivoli');
    expect(writtenHouseNumber(HAUPTSTRASSE_5A, false)).toBe('5');
    expect(writtenHouseNumber({ ...HAUPTSTRASSE_5A, houseNumber: '' })).toBe('');
  });
});
