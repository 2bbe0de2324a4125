import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressValidationInput } from '../../../contract/address';
import { loadReferenceData, REFERENCE_DATA_TIMEOUT } from '../../testing/reference-data';
import { readAddressQuery, type AddressQuery } from './address-query';

beforeAll(loadReferenceData, REFERENCE_DATA_TIMEOUT);

function queryOf(input: AddressValidationInput): AddressQuery {
  const read = readAddressQuery(input);
  if ('problem' in read) throw new Error(`unexpected problem: ${read.problem}`);
  return read.query;
}

describe('readAddressQuery: country', () => {
  it.each([
    ['NL', 'NL'],
    ['nl', 'NL'],
    ['NLD', 'NL'],
    [' Netherlands ', 'NL'],
    ['the netherlands', 'NL'],
    ['Nederland', 'NL'],
    ['Pays-Bas', 'NL'],
    ['Deutschland', 'DE'],
    ['United States', 'US'],
    ['USA', 'US'],
  ])('reads %j as %s', (country, code) => {
    expect(queryOf({ country }).country.code).toBe(code);
  });

  it.each([undefined, '', '   '])('answers a problem naming the missing country for %j', (country) => {
    expect(readAddressQuery(country === undefined ? {} : { country })).toEqual({
      problem: 'country is required: give an ISO 3166 code such as "NL" or a name.',
    });
  });

  it.each(['Atlantis', 'XX', 'Neverland'])('answers a problem naming the unknown country %j', (country) => {
    expect(readAddressQuery({ country, street: 'Main Street 1' })).toEqual({
      problem: `country "${country}" is not a country we know.`,
    });
  });
});

describe('readAddressQuery: a free-form street line (no housenumber given)', () => {
  it.each<[AddressValidationInput, Partial<AddressQuery>]>([
    [
      { street: 'Velperweg 8 arnhem', country: 'NL' },
      { street: 'Velperweg', houseNumber: '8', addition: '', city: 'arnhem', cityKey: 'arnhem' },
    ],
    [
      { street: 'Velperweg 118 B', country: 'NL' },
      { street: 'Velperweg', houseNumber: '118', addition: 'B' },
    ],
    [
      { street: '438 Washington St', country: 'US' },
      { street: 'Washington St', streetKey: 'washingtonstreet', houseNumber: '438', addition: '' },
    ],
    [
      { street: '12 bis rue de Rivoli', country: 'FR' },
      { street: 'rue de Rivoli', houseNumber: '12', addition: 'BIS' },
    ],
    [
      { street: 'Hauptstr. 5a', country: 'DE' },
      { street: 'Hauptstr.', streetKey: 'hauptstrasse', houseNumber: '5', addition: 'A' },
    ],
    [
      { street: 'Jansbuitensingel 7, 6811 AA Arnhem', country: 'NL' },
      {
        street: 'Jansbuitensingel',
        houseNumber: '7',
        postcode: '6811 AA',
        postcodeKey: '6811AA',
        city: 'Arnhem',
      },
    ],
  ])('splits %j', (input, expected) => {
    expect(queryOf(input)).toMatchObject({ houseNumberUnreadable: false, ...expected });
  });

  it('keeps the city and postcode given in their own fields over those found in the line', () => {
    expect(
      queryOf({
        street: 'Jansbuitensingel 7, 6811 AA Arnhem',
        city: 'Velp',
        postalcode: '6881AA',
        country: 'NL',
      }),
    ).toMatchObject({ street: 'Jansbuitensingel', houseNumber: '7', city: 'Velp', postcode: '6881 AA' });
  });

  it('reads a street without a number as a street alone', () => {
    expect(queryOf({ street: 'Velperweg', country: 'NL' })).toMatchObject({
      street: 'Velperweg',
      houseNumber: '',
      addition: '',
      houseNumberUnreadable: false,
    });
  });
});

describe('readAddressQuery: a separate house number', () => {
  it.each([
    ['7', '7', ''],
    [' 118b ', '118', 'B'],
    ['118-b', '118', 'B'],
    ['5 A', '5', 'A'],
    ['12 bis', '12', 'BIS'],
    ['007', '7', ''],
  ])('reads %j as number %s with addition %j', (housenumber, houseNumber, addition) => {
    expect(queryOf({ street: 'Velperweg', housenumber, country: 'NL' })).toMatchObject({
      street: 'Velperweg',
      houseNumber,
      addition,
      houseNumberUnreadable: false,
    });
  });

  it.each(['abc', 'seven', '12 Arnhem', '#'])('flags %j as a house number it cannot read', (housenumber) => {
    expect(queryOf({ street: 'Velperweg', housenumber, country: 'NL' })).toMatchObject({
      houseNumber: '',
      addition: '',
      houseNumberUnreadable: true,
    });
  });

  it('takes the street as the street name even when it holds a number', () => {
    expect(queryOf({ street: '2e Jan Steenstraat', housenumber: '12', country: 'NL' })).toMatchObject({
      street: '2e Jan Steenstraat',
      houseNumber: '12',
    });
  });
});

describe('readAddressQuery: postcode, city, state', () => {
  it.each([
    ['6811aa', 'NL', '6811 AA', '6811AA'],
    [' 6811  AA ', 'NL', '6811 AA', '6811AA'],
    ['02135', 'US', '02135', '02135'],
    ['sw1a2aa', 'GB', 'SW1A 2AA', 'SW1A2AA'],
    ['12345', 'NL', '12345', '12345'],
  ])('reads postcode %j in %s as %j with key %j', (postalcode, country, postcode, postcodeKey) => {
    expect(queryOf({ postalcode, country })).toMatchObject({ postcode, postcodeKey });
  });

  it('keys the city without case or accents, keeping the text as given', () => {
    expect(queryOf({ city: ' Düsseldorf ', country: 'DE' })).toMatchObject({
      city: 'Düsseldorf',
      cityKey: 'dusseldorf',
    });
  });

  it.each([
    ['Gelderland', 'NL', 'GE'],
    ['gelderland', 'NL', 'GE'],
    ['ma', 'US', 'MA'],
    ['Massachusetts', 'US', 'MA'],
    ['US-MA', 'US', 'MA'],
    ['Bayern', 'DE', 'BY'],
  ])('reads state %j of %s as region %s', (state, country, code) => {
    expect(queryOf({ state, country })).toMatchObject({ state, region: { code } });
  });

  it('keeps a state that names none of the country’s regions, without a region', () => {
    const query = queryOf({ state: 'Narnia', country: 'NL' });
    expect(query.state).toBe('Narnia');
    expect(query.region).toBeUndefined();
  });

  it('leaves every part empty when only the country is given', () => {
    expect(queryOf({ country: 'NL' })).toMatchObject({
      street: '',
      streetKey: '',
      houseNumber: '',
      city: '',
      cityKey: '',
      postcode: '',
      postcodeKey: '',
      state: '',
    });
  });
});
