import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchOptions } from '../match-method';
import { cityMethod } from './city';

const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };
const prepare = (value: string) => cityMethod.prepare(value, options);
const score = (a: string, b: string) => cityMethod.compare(prepare(a), prepare(b), options).score;
const keys = (value: string) => cityMethod.blockingKeys(prepare(value), options);

describe('CITY', () => {
  it.each([
    ['St. Louis', 'Saint Louis'],
    ['Ft Worth', 'Fort Worth'],
    ['Mt. Vernon', 'Mount Vernon'],
    ['Saint-Étienne', 'St Etienne'],
    ['München', 'MUNCHEN'],
    ['N Las Vegas', 'North Las Vegas'],
    ['New York', 'NewYork'],
  ])('scores %s and %s 100', (a, b) => {
    expect(score(a, b)).toBe(100);
  });

  it('forgives typos', () => {
    expect(score('Amsterdam', 'Amsterdm')).toBe(93);
    expect(score('Cambridge', 'Cambrdige')).toBe(93);
    expect(score('Frankfurt', 'Frankfort')).toBe(92);
  });

  it('scores different cities low, also when they begin alike', () => {
    expect(score('Amsterdam', 'Rotterdam')).toBe(0);
    expect(score('Berlin', 'Bern')).toBe(27);
    expect(score('Springfield', 'Springdale')).toBe(17);
    expect(score('London', 'Londonderry')).toBe(0);
  });

  it('scores an empty value 0', () => {
    expect(score('', 'Amsterdam')).toBe(0);
  });

  it('indexes the sound of the name', () => {
    expect(keys('Amsterdam')).toEqual(['AMSTRTM']);
    expect(keys('Amsterdm')).toEqual(['AMSTRTM']);
    expect(keys('München')).toEqual(['MNXN', 'MNKN']);
    expect(keys('')).toEqual([]);
  });
});
