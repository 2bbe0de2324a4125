import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchOptions } from '../match-method';
import { postalCodeMethod } from './postal-code';

const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };
const prepare = (value: string) => postalCodeMethod.prepare(value, options);
const score = (a: string, b: string, config: MatchOptions['config'] = null) =>
  postalCodeMethod.compare(prepare(a), prepare(b), { ...options, config }).score;
const keys = (value: string) => postalCodeMethod.blockingKeys(prepare(value), options);

describe('POSTAL_CODE', () => {
  it('ignores spaces, dashes and case', () => {
    expect(score('6811 AA', '6811aa')).toBe(100);
    expect(score('SW1A 1AA', 'sw1a1aa')).toBe(100);
  });

  it('matches a ZIP+4 with its ZIP', () => {
    expect(score('94103-1234', '94103')).toBe(100);
    expect(score('94103-1234', '94103-9999')).toBe(90);
  });

  it('scores a code one character off 50, or as configured', () => {
    expect(score('6811 AA', '6811 AB')).toBe(50);
    expect(score('94103', '94130')).toBe(50);
    expect(score('6811 AA', '6811 AB', { nearScore: 70 })).toBe(70);
  });

  it('scores other codes 0', () => {
    expect(score('94103', '10001')).toBe(0);
    expect(score('', '10001')).toBe(0);
  });

  it('indexes the code, and a ZIP+4 also by its ZIP', () => {
    expect(keys('6811 aa')).toEqual(['6811AA']);
    expect(keys('94103-1234')).toEqual(['941031234', '94103']);
    expect(keys(' - ')).toEqual([]);
  });
});
