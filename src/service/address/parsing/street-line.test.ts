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
        state: 'DC',
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

describe('units', () => {
  it.each([
    ['12 Main St Apt 4B', 'US', 'Apt 4B'],
    ['12 Main St Apartment 12', 'US', 'Apt 12'],
    ['12 Main St Unit 5', 'US', 'Unit 5'],
    ['350 5th Ave Suite 200', 'US', 'Ste 200'],
    ['350 5th Ave Ste. 200', 'US', 'Ste 200'],
    ['350 5th Ave # 3', 'US', '# 3'],
    ['350 5th Ave #3', 'US', '# 3'],
    ['350 5th Ave Suite100', 'US', 'Ste 100'],
    ['431 Marietta St NW 3rd Floor', 'US', '3rd Fl'],
    ['3240 N Lake Shore Dr Apt 13 C', 'US', 'Apt 13 C'],
    ['1960 South 18th St Rear', 'US', 'Rear'],
    ['12 rue de Rivoli App. 5', 'FR', 'App 5'],
    ['Hauptstraße 5 Whg 3', 'DE', 'Whg 3'],
    ['Hauptstraße 5, 3. OG', 'DE', '3 OG'],
    ['Hauptstraße 5 EG', 'DE', 'EG'],
    ['Wetstraat 16 bus 3', 'BE', 'bus 3'],
  ])('%s (%s) → %s', (line, country, unit) => {
    const parsed = parseStreetLine(line, country);
    expect(parsed.unit).toBe(unit);
    expect(parsed.houseNumber).toMatch(/^\d+$/);
    expect(parsed.street).not.toMatch(new RegExp(unit.split(' ')[0]!.replace('#', '\\#'), 'i'));
  });

  it('finds the unit before the street, and keeps the rest of the line apart', () => {
    expect(parseStreetLine('Flat 2, 10 Downing St, London SW1A 2AA', 'GB')).toEqual({
      street: 'Downing St',
      houseNumber: '10',
      addition: '',
      unit: 'Flat 2',
      postcode: 'SW1A 2AA',
      locality: 'London',
    });
    expect(parseStreetLine('Apt 1B 626 E Kilbourn Ave Milwaukee, WI 53202', 'US')).toMatchObject({
      street: 'E Kilbourn Ave',
      houseNumber: '626',
      unit: 'Apt 1B',
      locality: 'Milwaukee',
    });
  });

  it('takes a bare number after an American street for its unit', () => {
    expect(parseStreetLine('101 W. Grand Ave. 600, Chicago, IL 60654', 'US')).toMatchObject({
      street: 'W. Grand Ave.',
      unit: '600',
      locality: 'Chicago',
    });
    expect(parseStreetLine('111 W. Monroe, 12C, Chicago, IL 60603', 'US')).toMatchObject({
      street: 'W. Monroe',
      unit: '12C',
      locality: 'Chicago',
    });
    expect(parseStreetLine('1020 West Bryn Mawr 211', 'US')).toMatchObject({
      street: 'West Bryn Mawr',
      unit: '211',
    });
  });

  it('does not take words that only look like designators', () => {
    expect(parseStreetLine('2 Flat Rock Rd', 'US')).toEqual({
      street: 'Flat Rock Rd',
      houseNumber: '2',
      addition: '',
    });
    expect(parseStreetLine('12 Unit Rd', 'US')).toMatchObject({ street: 'Unit Rd' });
    expect(parseStreetLine('Kerkstraat 12', 'NL').unit).toBeUndefined();
  });
});

describe('states and provinces', () => {
  it.each([
    ['Cambridge MA 02139', 'US', { locality: 'Cambridge', state: 'MA', postcode: '02139' }],
    ['Boston, Massachusetts', 'US', { locality: 'Boston', state: 'MA' }],
    ['12 Main St, Fort Mill, South Carolina 29715', 'US', { locality: 'Fort Mill', state: 'SC' }],
    ['1 Main St, Boston MA 02110', undefined, { locality: 'Boston', state: 'MA', postcode: '02110' }],
    ['100 Queen St W, Toronto, ON M5H 2N2', 'CA', { locality: 'Toronto', state: 'ON', postcode: 'M5H 2N2' }],
    ['1000 Rue Sherbrooke O, Montréal, Québec H3A 3G4', 'CA', { locality: 'Montréal', state: 'QC' }],
    ['Atlanta, Georgia, USA', 'US', { locality: 'Atlanta', state: 'GA' }],
  ] as const)('%s (%s)', (line, country, expected) => {
    expect(parseStreetLine(line, country)).toMatchObject(expected);
  });

  it('takes a state name alone for the city it also names', () => {
    expect(parseStreetLine('350 5th Ave, New York', 'US')).toMatchObject({ locality: 'New York' });
    expect(parseStreetLine('350 5th Ave, New York', 'US').state).toBeUndefined();
    expect(parseStreetLine('350 5th Ave, New York, NY', 'US')).toMatchObject({
      locality: 'New York',
      state: 'NY',
    });
  });

  it('reads no states outside the US and Canada', () => {
    expect(parseStreetLine('Hauptstr. 5 Berlin DE', 'DE').state).toBeUndefined();
    expect(parseStreetLine('Velperweg 8 Arnhem', undefined).state).toBeUndefined();
  });
});

describe('postcode and locality without a street', () => {
  it.each([
    ['6811 AA Arnhem', 'NL', '6811 AA', 'Arnhem'],
    ['6811 AA Arnhem', undefined, '6811 AA', 'Arnhem'],
    ['75008 Paris', 'FR', '75008', 'Paris'],
    ['75008 Paris', undefined, '75008', 'Paris'],
    ['D-10115 Berlin', 'DE', '10115', 'Berlin'],
    ['SW1A 2AA London', 'GB', 'SW1A 2AA', 'London'],
    ['London SW1A 2AA', 'GB', 'SW1A 2AA', 'London'],
    ['Soldotna, AK 99669', 'US', '99669', 'Soldotna'],
  ] as const)('%s (%s)', (line, country, postcode, locality) => {
    expect(parseStreetLine(line, country)).toMatchObject({ street: '', houseNumber: '', postcode, locality });
  });

  it('keeps a street without a number before the postcode', () => {
    expect(parseStreetLine('Dorpsstraat, 6811 AA Arnhem', 'NL')).toEqual({
      street: 'Dorpsstraat',
      houseNumber: '',
      addition: '',
      postcode: '6811 AA',
      locality: 'Arnhem',
    });
    expect(parseStreetLine('Ridgecrest Drive Soldotna AK 99669', 'US')).toMatchObject({
      street: 'Ridgecrest Drive',
      locality: 'Soldotna',
      state: 'AK',
    });
  });

  it('still takes a leading number followed by a street for the house number', () => {
    expect(parseStreetLine('12345 Main St', undefined)).toEqual({
      street: 'Main St',
      houseNumber: '12345',
      addition: '',
    });
  });
});

describe('PO boxes', () => {
  it.each([
    ['PO Box 123', 'US', 'PO Box 123'],
    ['P.O. Box 123', 'US', 'PO Box 123'],
    ['Post Office Box 123', 'US', 'PO Box 123'],
    ['RR 2 Box 152', 'US', 'RR 2 Box 152'],
    ['HC Route 72 Box 1A', 'US', 'HC 72 Box 1A'],
    ['Postbus 12', 'NL', 'Postbus 12'],
    ['Postfach 10 20 30', 'DE', 'Postfach 10 20 30'],
    ['BP 45', 'FR', 'BP 45'],
  ])('%s (%s) → %s', (line, country, poBox) => {
    expect(parseStreetLine(line, country)).toEqual({ street: '', houseNumber: '', addition: '', poBox });
  });

  it('keeps postcode, locality and state next to the box', () => {
    expect(parseStreetLine('P.O. Box 123, Springfield, IL 62701', 'US')).toEqual({
      street: '',
      houseNumber: '',
      addition: '',
      poBox: 'PO Box 123',
      postcode: '62701',
      locality: 'Springfield',
      state: 'IL',
    });
    expect(parseStreetLine('Postbus 12, 6800 AA Arnhem', 'NL')).toMatchObject({
      poBox: 'Postbus 12',
      postcode: '6800 AA',
      locality: 'Arnhem',
    });
  });

  it('reads a route as a street unless a box follows', () => {
    expect(parseStreetLine('Route 16, North Conway, NH 03860', 'US')).toMatchObject({
      street: 'Route 16',
      locality: 'North Conway',
    });
    expect(parseStreetLine('Route 16, North Conway, NH 03860', 'US').poBox).toBeUndefined();
  });
});

describe('lines of several parts', () => {
  it.each([
    [
      '10 Downing St, London SW1A 2AA',
      'GB',
      { street: 'Downing St', houseNumber: '10', addition: '', postcode: 'SW1A 2AA', locality: 'London' },
    ],
    [
      '10 Downing St, London SW1A 2AA, United Kingdom',
      'GB',
      { street: 'Downing St', houseNumber: '10', addition: '', postcode: 'SW1A 2AA', locality: 'London' },
    ],
    [
      'Jansbuitensingel 6-8, 6811 AA Arnhem, Netherlands',
      'NL',
      {
        street: 'Jansbuitensingel',
        houseNumber: '6',
        addition: '',
        houseNumberTo: '8',
        postcode: '6811 AA',
        locality: 'Arnhem',
      },
    ],
    [
      'Jansbuitensingel 6-8, 6811 AA Arnhem Nederland',
      'NL',
      {
        street: 'Jansbuitensingel',
        houseNumber: '6',
        addition: '',
        houseNumberTo: '8',
        postcode: '6811 AA',
        locality: 'Arnhem',
      },
    ],
    [
      'Hauptstr. 5, 10115 Berlin, Deutschland',
      'DE',
      { street: 'Hauptstr.', houseNumber: '5', addition: '', postcode: '10115', locality: 'Berlin' },
    ],
    [
      '1600 Pennsylvania Ave NW\nWashington, DC 20500 USA',
      'US',
      {
        street: 'Pennsylvania Ave NW',
        houseNumber: '1600',
        addition: '',
        postcode: '20500',
        locality: 'Washington',
        state: 'DC',
      },
    ],
  ] as const)('%j (%s)', (line, country, expected) => {
    expect(parseStreetLine(line, country)).toEqual(expected);
  });

  it('drops a trailing country name only where it is the country', () => {
    expect(parseStreetLine('Jansbuitensingel 6, 6811 AA Arnhem, Netherlands', undefined)).toMatchObject({
      locality: 'Arnhem',
    });
    expect(parseStreetLine('12 Elm St, Lebanon', 'US')).toMatchObject({
      street: 'Elm St',
      locality: 'Lebanon',
    });
  });
});

describe('American street endings', () => {
  it.each([
    ['20 Benton Pl St Louis, MO 63104', 'Benton Pl', 'St Louis'],
    ['2002 FM 544 Wylie, TX 75098', 'FM 544', 'Wylie'],
    ['10 County Road 3668 Splendora TX 77372', 'County Road 3668', 'Splendora'],
    ['1105 Bolton Road, NW Atlanta, GA 30331', 'Bolton Road NW', 'Atlanta'],
    ['12855 6th Ave, N. Miami, FL 33161', '6th Ave', 'N. Miami'],
    ['428 Westwind Dr North Palm Beach FL 33408', 'Westwind Dr', 'North Palm Beach'],
    ['193 Braybrook SE Cedar Rapids IA 52403', 'Braybrook SE', 'Cedar Rapids'],
    ['1350 NW 55th Fort Lauderdale, FL', 'NW 55th', 'Fort Lauderdale'],
    ['1800 M St NW, Washington, DC 20036', 'M St NW', 'Washington'],
  ])('%s', (line, street, locality) => {
    expect(parseStreetLine(line, 'US')).toMatchObject({ street, locality });
  });

  it('reads a direction or a route number after the number as part of the street', () => {
    expect(parseStreetLine('2010 N Central Park', 'US')).toEqual({
      street: 'N Central Park',
      houseNumber: '2010',
      addition: '',
    });
    expect(parseStreetLine('Highway 34 East, Albia, IA 52531', 'US')).toMatchObject({
      street: 'Highway 34 East',
      houseNumber: '',
      locality: 'Albia',
    });
  });

  it('reads half numbers', () => {
    expect(parseStreetLine('2615 1/2 Gary Avenue', 'US')).toEqual({
      street: 'Gary Avenue',
      houseNumber: '2615',
      addition: '1/2',
    });
  });
});
