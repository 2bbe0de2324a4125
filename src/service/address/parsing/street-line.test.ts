import { describe, expect, it } from 'vitest';
import { parseStreetLine } from './street-line';

describe('street line parsing', () => {
  it.each([
    ['Velperweg 8 arnhem', 'NL', { street: 'Velperweg', houseNumber: '8', addition: '', locality: 'arnhem' }],
    [
      'Jansbuitensingel 6-8',
      'NL',
      { street: 'Jansbuitensingel', houseNumber: '6', addition: '', houseNumberTo: '8' },
    ],
    ['Jansbuitensingel 6', 'NL', { street: 'Jansbuitensingel', houseNumber: '6', addition: '' }],
    ['Kerkstraat 118 bis', 'NL', { street: 'Kerkstraat', houseNumber: '118', addition: 'BIS' }],
    [
      'Kerkstraat 118 B Ede',
      'NL',
      { street: 'Kerkstraat', houseNumber: '118', addition: 'B', locality: 'Ede' },
    ],
    ['Kerkstraat 118 - b', 'NL', { street: 'Kerkstraat', houseNumber: '118', addition: 'B' }],
    [
      'Velperweg 8 6811aa Arnhem',
      'NL',
      { street: 'Velperweg', houseNumber: '8', addition: '', postcode: '6811 AA', locality: 'Arnhem' },
    ],
    ['2e Jan Steenstraat 12', 'NL', { street: '2e Jan Steenstraat', houseNumber: '12', addition: '' }],
    ['Hauptstraße 5a', 'DE', { street: 'Hauptstraße', houseNumber: '5', addition: 'A' }],
    [
      'Hauptstr. 5a, 10115 Berlin',
      'DE',
      { street: 'Hauptstr.', houseNumber: '5', addition: 'A', postcode: '10115', locality: 'Berlin' },
    ],
    ['Straße des 17. Juni 135', 'DE', { street: 'Straße des 17. Juni', houseNumber: '135', addition: '' }],
    [
      'Wetstraat 16 1000 Brussel',
      'BE',
      { street: 'Wetstraat', houseNumber: '16', addition: '', postcode: '1000', locality: 'Brussel' },
    ],
    ['10 Downing St', 'GB', { street: 'Downing St', houseNumber: '10', addition: '' }],
    ['221B Baker Street', 'GB', { street: 'Baker Street', houseNumber: '221', addition: 'B' }],
    [
      '10 Downing St London SW1A 2AA',
      'GB',
      { street: 'Downing St', houseNumber: '10', addition: '', postcode: 'SW1A 2AA', locality: 'London' },
    ],
    [
      '1600 Pennsylvania Ave NW, Washington, DC 20500',
      'US',
      {
        street: 'Pennsylvania Ave NW',
        houseNumber: '1600',
        addition: '',
        postcode: '20500',
        locality: 'Washington',
      },
    ],
    ['12345 Main St', 'US', { street: 'Main St', houseNumber: '12345', addition: '' }],
    [
      '12 bis rue de Rivoli 75001 Paris',
      'FR',
      { street: 'rue de Rivoli', houseNumber: '12', addition: 'BIS', postcode: '75001', locality: 'Paris' },
    ],
  ])('%s (%s)', (line, country, expected) => {
    expect(parseStreetLine(line, country)).toEqual(expected);
  });

  it('falls back to the other order when the country’s order finds no number', () => {
    expect(parseStreetLine('10 Kerkstraat', 'NL')).toEqual({
      street: 'Kerkstraat',
      houseNumber: '10',
      addition: '',
    });
    expect(parseStreetLine('Baker Street 221B', 'GB')).toEqual({
      street: 'Baker Street',
      houseNumber: '221',
      addition: 'B',
    });
  });

  it('guesses the order and the postcode shape without a country', () => {
    expect(parseStreetLine('Velperweg 8 arnhem')).toEqual({
      street: 'Velperweg',
      houseNumber: '8',
      addition: '',
      locality: 'arnhem',
    });
    expect(parseStreetLine('10 Downing St')).toEqual({
      street: 'Downing St',
      houseNumber: '10',
      addition: '',
    });
    expect(parseStreetLine('Velperweg 8, 6811 AA Arnhem')).toMatchObject({
      postcode: '6811 AA',
      locality: 'Arnhem',
    });
  });

  it('does not take the house number for a postcode', () => {
    expect(parseStreetLine('Hauptstraße 12345', 'DE')).toEqual({
      street: 'Hauptstraße',
      houseNumber: '12345',
      addition: '',
    });
    expect(parseStreetLine('Rue de la Loi 1600', 'BE')).toMatchObject({ houseNumber: '1600' });
  });

  it('keeps a line without a number as the street', () => {
    expect(parseStreetLine('Dorpsstraat', 'NL')).toEqual({
      street: 'Dorpsstraat',
      houseNumber: '',
      addition: '',
    });
    expect(parseStreetLine('  ', 'NL')).toEqual({ street: '', houseNumber: '', addition: '' });
  });
});
