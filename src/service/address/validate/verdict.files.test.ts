import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressValidationInput } from '../../../contract/address';
import { loadReferenceData, REFERENCE_DATA_TIMEOUT } from '../../testing/reference-data';
import { LEVEL, type ResolvedAddress } from '../model/resolved-address';
import { readAddressQuery, type AddressQuery } from './address-query';
import {
  adviceOf,
  compareWithQuery,
  describeChanges,
  type Comparison,
  type Part,
  type PartState,
} from './verdict';

beforeAll(loadReferenceData, REFERENCE_DATA_TIMEOUT);

function queryOf(input: AddressValidationInput): AddressQuery {
  const read = readAddressQuery(input);
  if ('problem' in read) throw new Error(`unexpected problem: ${read.problem}`);
  return read.query;
}

const JANSBUITENSINGEL_7: ResolvedAddress = {
  countryCode: 'NL',
  regionCode: 'GE',
  region: 'Gelderland',
  city: 'Arnhem',
  postcode: '6811 AA',
  street: 'Jansbuitensingel',
  houseNumber: '7',
  addition: '',
  geo: 'point',
  level: LEVEL.houseNumber,
};
/** The same address at lower levels, as the city- and street-level candidates have it. */
const ARNHEM: ResolvedAddress = {
  ...JANSBUITENSINGEL_7,
  postcode: '',
  street: '',
  houseNumber: '',
  geo: 'locality',
  level: LEVEL.city,
};
const JANSBUITENSINGEL: ResolvedAddress = {
  ...JANSBUITENSINGEL_7,
  houseNumber: '',
  geo: 'street',
  level: LEVEL.street,
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
  geo: 'point',
  level: LEVEL.houseNumber,
};

const NL_INPUT: AddressValidationInput = {
  street: 'Jansbuitensingel',
  housenumber: '7',
  city: 'Arnhem',
  postalcode: '6811AA',
  country: 'NL',
};
const US_INPUT: AddressValidationInput = {
  street: '438 Washington St',
  city: 'Boston',
  state: 'MA',
  postalcode: '02135',
  country: 'US',
};

const compare = (input: AddressValidationInput, candidate: ResolvedAddress) =>
  compareWithQuery(queryOf(input), candidate);

const SAME_SIX: Record<Part, PartState> = {
  state: 'same',
  city: 'same',
  postcode: 'same',
  street: 'same',
  housenumber: 'same',
  addition: 'absent',
  unit: 'absent',
  poBox: 'absent',
};

describe('compareWithQuery: part states and the level given (X of 5XY)', () => {
  it.each<[string, AddressValidationInput, ResolvedAddress, Partial<Record<Part, PartState>>, number]>([
    ['the address as it is', NL_INPUT, JANSBUITENSINGEL_7, { ...SAME_SIX, state: 'absent' }, 4],
    [
      'other spellings: case, street type, postcode spacing, region code',
      US_INPUT,
      WASHINGTON_438,
      SAME_SIX,
      4,
    ],
    [
      'a missing postcode, which does not lower the level',
      { street: 'Velperweg 8 arnhem', country: 'NL' },
      { ...JANSBUITENSINGEL_7, street: 'Velperweg', houseNumber: '8', postcode: '6824 BH' },
      { street: 'same', housenumber: 'same', city: 'same', postcode: 'filled', state: 'absent' },
      4,
    ],
    [
      'a misspelt street in the right city (52Y)',
      { ...NL_INPUT, street: 'Jansbuitesingel' },
      JANSBUITENSINGEL_7,
      { street: 'changed', city: 'same', postcode: 'same', housenumber: 'same' },
      2,
    ],
    [
      'a wrong postcode, which stops it above the city',
      { ...NL_INPUT, postalcode: '6811 AB' },
      JANSBUITENSINGEL_7,
      { postcode: 'changed', city: 'same', street: 'same' },
      1,
    ],
    [
      'a wrong city placed by its postcode',
      { ...NL_INPUT, city: 'Amsterdam' },
      JANSBUITENSINGEL_7,
      { city: 'changed', postcode: 'same' },
      1,
    ],
    ['a wrong state', { ...US_INPUT, state: 'NY' }, WASHINGTON_438, { state: 'changed', city: 'same' }, 0],
    [
      'a number the street does not have',
      { ...NL_INPUT, housenumber: '9' },
      JANSBUITENSINGEL,
      { street: 'same', housenumber: 'unverified' },
      3,
    ],
    [
      'a street where only the city is known',
      NL_INPUT,
      ARNHEM,
      { city: 'same', street: 'unverified', housenumber: 'unverified', postcode: 'unverified' },
      2,
    ],
    [
      'a number inside a range ("6-8" holds 7): a close correction, never the same',
      NL_INPUT,
      { ...JANSBUITENSINGEL_7, houseNumber: '6', houseNumberTo: '8' },
      { housenumber: 'changed' },
      3,
    ],
    [
      'a number outside a range',
      { ...NL_INPUT, housenumber: '9' },
      { ...JANSBUITENSINGEL_7, houseNumber: '6', houseNumberTo: '8' },
      { housenumber: 'changed' },
      3,
    ],
    [
      'an addition that exists, capped at the house number as for 545',
      { ...NL_INPUT, housenumber: '7b' },
      { ...JANSBUITENSINGEL_7, addition: 'B', level: LEVEL.addition },
      { housenumber: 'same', addition: 'same' },
      4,
    ],
    [
      'an addition the address does not have',
      { ...NL_INPUT, housenumber: '7d' },
      JANSBUITENSINGEL_7,
      { housenumber: 'same', addition: 'changed' },
      4,
    ],
    [
      'an addition completed',
      NL_INPUT,
      { ...JANSBUITENSINGEL_7, addition: 'B', level: LEVEL.addition },
      { addition: 'filled' },
      4,
    ],
    [
      'an addition above house-number level',
      { ...NL_INPUT, housenumber: '9b' },
      JANSBUITENSINGEL,
      { addition: 'unverified' },
      3,
    ],
    [
      'a house number that is no number, where the candidate has none',
      { ...NL_INPUT, housenumber: 'abc' },
      JANSBUITENSINGEL,
      { housenumber: 'unverified' },
      3,
    ],
    [
      'a house number that is no number, where the candidate has one',
      { ...NL_INPUT, housenumber: 'abc' },
      JANSBUITENSINGEL_7,
      { housenumber: 'changed' },
      3,
    ],
  ])('%s', (_, input, candidate, parts, given) => {
    const comparison = compare(input, candidate);
    expect(comparison.parts).toMatchObject(parts);
    expect(comparison.given).toBe(given);
  });

  it('completes a state only where the country writes one in its addresses', () => {
    expect(compare({ ...US_INPUT, state: '' }, WASHINGTON_438).parts.state).toBe('filled');
    expect(compare(NL_INPUT, JANSBUITENSINGEL_7).parts.state).toBe('absent');
  });

  it('cannot verify a state when the candidate has no region', () => {
    const comparison = compare(
      { ...NL_INPUT, state: 'Gelderland' },
      { ...JANSBUITENSINGEL_7, regionCode: '', region: '' },
    );
    expect(comparison.parts.state).toBe('unverified');
    expect(comparison.given).toBe(LEVEL.none);
  });

  it('accepts a region named in full for its code', () => {
    expect(compare({ ...NL_INPUT, state: 'gelderland' }, JANSBUITENSINGEL_7).parts.state).toBe('same');
  });

  it('cannot verify a postcode the candidate kept from the input unchecked', () => {
    const comparison = compare(NL_INPUT, { ...JANSBUITENSINGEL_7, unchecked: ['postcode'] });
    expect(comparison.parts.postcode).toBe('unverified');
  });

  it('reaches no level above what the candidate reaches', () => {
    expect(compare(NL_INPUT, { ...ARNHEM, level: LEVEL.region }).given).toBe(LEVEL.region);
    expect(compare(NL_INPUT, { ...ARNHEM, level: LEVEL.none }).given).toBe(LEVEL.none);
  });

  it('ranks the exact address closer than a corrected one, and that closer than a city', () => {
    const exact = compare(NL_INPUT, JANSBUITENSINGEL_7).closeness;
    const otherNumber = compare(NL_INPUT, { ...JANSBUITENSINGEL_7, houseNumber: '12' }).closeness;
    const city = compare(NL_INPUT, ARNHEM).closeness;
    expect(exact).toBeGreaterThan(otherNumber);
    expect(otherNumber).toBeGreaterThan(city);
    expect(exact).toBeLessThanOrEqual(1);
    expect(city).toBeGreaterThan(0);
  });

  it('ranks a close misspelling of the street closer than a distant one', () => {
    const close = compare({ ...NL_INPUT, street: 'Jansbuitesingel' }, JANSBUITENSINGEL_7).closeness;
    const far = compare({ ...NL_INPUT, street: 'Janssingel' }, JANSBUITENSINGEL_7).closeness;
    expect(close).toBeGreaterThan(far);
  });
});

describe('adviceOf', () => {
  const advise = (input: AddressValidationInput, candidate: ResolvedAddress, streetDataCovers = true) => {
    const query = queryOf(input);
    const comparison = compareWithQuery(query, candidate);
    return adviceOf(comparison, candidate, query, { streetDataCovers, cityPlaced: comparison.placesCity });
  };

  it.each<[string, AddressValidationInput, ResolvedAddress]>([
    ['the address as given', NL_INPUT, { ...JANSBUITENSINGEL_7, regionCode: '', region: '' }],
    ['other spellings of every part', US_INPUT, WASHINGTON_438],
    ['a Dutch province added', NL_INPUT, JANSBUITENSINGEL_7],
    [
      'an addition as given',
      { ...NL_INPUT, housenumber: '7 B' },
      { ...JANSBUITENSINGEL_7, addition: 'B', level: LEVEL.addition },
    ],
    [
      'a postcode left out where the city holds',
      { ...NL_INPUT, postalcode: '' },
      { ...JANSBUITENSINGEL_7, postcode: '' },
    ],
  ])('is GREEN for %s', (_, input, candidate) => {
    expect(advise(input, candidate)).toBe('GREEN');
  });

  it.each<[string, AddressValidationInput, ResolvedAddress]>([
    ['a corrected street', { ...NL_INPUT, street: 'Jansbuitesingel' }, JANSBUITENSINGEL_7],
    ['a completed postcode', { ...NL_INPUT, postalcode: '' }, JANSBUITENSINGEL_7],
    ['a completed US state', { ...US_INPUT, state: '' }, WASHINGTON_438],
    ['a completed addition', NL_INPUT, { ...JANSBUITENSINGEL_7, addition: 'B', level: LEVEL.addition }],
    ['an addition the address lacks', { ...NL_INPUT, housenumber: '7d' }, JANSBUITENSINGEL_7],
    ['an unchecked postcode', NL_INPUT, { ...JANSBUITENSINGEL_7, unchecked: ['postcode'] }],
    [
      'an unverifiable state',
      { ...NL_INPUT, state: 'Gelderland' },
      { ...JANSBUITENSINGEL_7, regionCode: '', region: '' },
    ],
    ['a street without the number given', { ...NL_INPUT, housenumber: '9' }, JANSBUITENSINGEL],
    ['a corrected postcode', { ...NL_INPUT, postalcode: '6811AB' }, JANSBUITENSINGEL_7],
  ])('is AMBER, never GREEN, for %s', (_, input, candidate) => {
    expect(advise(input, candidate)).toBe('AMBER');
  });

  it('is AMBER for a city-level answer where no street data was imported', () => {
    expect(advise(NL_INPUT, ARNHEM, false)).toBe('AMBER');
  });

  it('is AMBER for a city-level answer to a query without a street, even where street data exists', () => {
    expect(advise({ city: 'Arnhem', country: 'NL' }, ARNHEM, true)).toBe('AMBER');
  });

  it('is RED for a street unchecked beside a postcode whose place answers to no city given', () => {
    const postcodePlace = {
      ...ARNHEM,
      postcode: '6811 AA',
      unchecked: ['street' as const, 'housenumber' as const],
    };
    const nonsense = { ...NL_INPUT, street: 'Xulquilfenn Quilmipkwi', city: 'Kwithakthak' };
    expect(advise(nonsense, postcodePlace, false)).toBe('RED');
    // A misspelt city, or a city some other candidate answers to, is still a place: the postcode's is a correction.
    expect(advise({ ...nonsense, city: 'Arnhm' }, postcodePlace, false)).toBe('AMBER');
    const query = queryOf(nonsense);
    const context = { streetDataCovers: false, cityPlaced: true };
    expect(adviceOf(compareWithQuery(query, postcodePlace), postcodePlace, query, context)).toBe('AMBER');
    // Without a street the city-level answer is all that was asked.
    expect(advise({ city: 'Kwithakthak', postalcode: '6811AA', country: 'NL' }, postcodePlace, false)).toBe(
      'AMBER',
    );
  });

  it('is RED for a street given where the city has street data but no street resembling it', () => {
    expect(advise({ ...NL_INPUT, street: 'Zyxwvutlaan' }, ARNHEM, true)).toBe('RED');
  });

  it.each([LEVEL.region, LEVEL.none])('is RED below city level (level %i)', (level) => {
    expect(advise(NL_INPUT, { ...ARNHEM, city: '', level }, false)).toBe('RED');
    expect(advise({ city: 'Xyzzyqq', country: 'NL' }, { ...ARNHEM, city: '', level }, false)).toBe('RED');
  });
});

describe('describeChanges', () => {
  const comparison = (parts: Partial<Record<Part, PartState>>): Comparison => ({
    parts: {
      state: 'absent',
      city: 'same',
      postcode: 'same',
      street: 'same',
      housenumber: 'same',
      addition: 'absent',
      unit: 'absent',
      poBox: 'absent',
      ...parts,
    },
    given: LEVEL.city,
    closeness: 0.5,
    placesCity: true,
  });

  it.each<[Partial<Record<Part, PartState>>, string]>([
    [{}, ''],
    [{ street: 'changed' }, 'Corrected: street.'],
    [
      { street: 'changed', state: 'filled', postcode: 'filled' },
      'Corrected: street. Completed: state, postcode.',
    ],
    [{ housenumber: 'changed', addition: 'changed' }, 'Corrected: house number, house number addition.'],
    [{ city: 'changed', postcode: 'changed' }, 'Corrected: city, postcode.'],
    [
      { street: 'unverified', housenumber: 'unverified', postcode: 'filled' },
      'Completed: postcode. Could not verify: street, house number.',
    ],
    [
      { state: 'changed', addition: 'filled', postcode: 'unverified' },
      'Corrected: state. Completed: house number addition. Could not verify: postcode.',
    ],
  ])('names %j as %j', (parts, text) => {
    expect(describeChanges(comparison(parts))).toBe(text);
  });

  it('describes a real comparison: the misspelt street with the postcode completed', () => {
    const compared = compare({ ...NL_INPUT, street: 'Jansbuitesingel', postalcode: '' }, JANSBUITENSINGEL_7);
    expect(describeChanges(compared)).toBe('Corrected: street. Completed: postcode.');
  });
});
