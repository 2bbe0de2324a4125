import { describe, expect, it } from 'vitest';
import type { GeoPrecision, Level } from '../model/resolved-address';
import {
  findStatus,
  geoStatus,
  levelName,
  retrievedStatus,
  suggestionStatus,
  validatedStatus,
} from './status-codes';

describe('status codes', () => {
  it.each<[Level, string]>([
    [0, 'nothing'],
    [1, 'region'],
    [2, 'city'],
    [3, 'street'],
    [4, 'house number'],
    [5, 'house number addition'],
  ])('names level %i "%s"', (level, name) => {
    expect(levelName(level)).toBe(name);
  });

  it('answers 200 for a validated address, billable or not', () => {
    expect(validatedStatus(true)).toEqual({
      code: '200',
      message: 'Address validated successfully. Verified up to the house number.',
      credit: true,
    });
    expect(validatedStatus(false).credit).toBe(false);
  });

  it.each<[Level, Level, string, string]>([
    [4, 4, '544', 'verified up to house number level; the suggestion up to house number level.'],
    [4, 5, '545', 'verified up to house number level; the suggestion up to house number addition level.'],
    [2, 4, '524', 'verified up to city level; the suggestion up to house number level.'],
    [3, 3, '533', 'verified up to street level; the suggestion up to street level.'],
  ])('answers 5XY for given %i and suggested %i: %s', (given, suggested, code, message) => {
    const status = suggestionStatus(given, suggested, true);
    expect(status).toEqual({ code, message: `The address as given is ${message}`, credit: true });
  });

  it('says that nothing held as given, rather than "nothing level"', () => {
    expect(suggestionStatus(0, 2, true).message).toBe(
      'The address as given could not be verified; the suggestion up to city level.',
    );
  });

  it('answers 500 without a suggestion, with the reason after the summary', () => {
    expect(suggestionStatus(0, 0, false, 'country "Atlantis" is not a country we know.')).toEqual({
      code: '500',
      message:
        'The address could not be verified and no suggestion is possible. country "Atlantis" is not a country we know.',
      credit: false,
    });
  });

  it('adds what changed after the 5XY summary', () => {
    expect(suggestionStatus(2, 4, true, 'Corrected: street.').message).toBe(
      'The address as given is verified up to city level; the suggestion up to house number level. Corrected: street.',
    );
    expect(suggestionStatus(4, 4, true, '').message).not.toMatch(/ $/);
  });

  it.each<[Level, string]>([
    [4, '594'],
    [3, '593'],
    [2, '592'],
  ])('answers retrieve at level %i with %s', (level, code) => {
    expect(retrievedStatus(level, true)).toEqual({
      code,
      message: `Current address is verified up to ${levelName(level)} level.`,
      credit: true,
    });
  });

  it('answers find with 400, never billable, saying whether there were suggestions', () => {
    expect(findStatus(3)).toEqual({ code: '400', message: 'Correct suggestion.', credit: false });
    expect(findStatus(0)).toEqual({ code: '400', message: 'No suggestions.', credit: false });
    expect(findStatus(0, 'Unknown container.').message).toBe('No suggestions. Unknown container.');
  });

  it.each<[GeoPrecision, string, RegExp]>([
    ['point', '700', /address point/],
    ['interpolated', '710', /interpolated/],
    ['street', '710', /centre of the street/],
    ['postcode', '720', /postcode/],
    ['locality', '730', /city/],
    ['none', '790', /No geocode/],
  ])('answers geocode precision %s with %s', (precision, code, message) => {
    const status = geoStatus(precision, true);
    expect(status.code).toBe(code);
    expect(status.message).toMatch(message);
    expect(geoStatus(precision, false).credit).toBe(false);
  });
});
