import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchOptions } from '../match-method';
import { numberMethod, parseNumber } from './number';

const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };
const prepare = (value: string) => numberMethod.prepare(value, options);
const score = (a: string, b: string, config: MatchOptions['config'] = null) =>
  numberMethod.compare(prepare(a), prepare(b), { ...options, config }).score;

describe('number parsing', () => {
  it.each([
    ['1,000.50', 1000.5],
    ['1.000,50', 1000.5],
    ['1000.5', 1000.5],
    ['1 000,5', 1000.5],
    ["1'000.50", 1000.5],
    ['1,000', 1000],
    ['1.000.000', 1000000],
    ['1,5', 1.5],
    ['0,500', 0.5],
    ['-12', -12],
    ['$ 1,234', 1234],
    ['1234 USD', 1234],
    ['15%', 15],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each(['abc', '', '.', '1.2.3,4.5', '12abc34'])('reads %j as no number', (text) => {
    expect(parseNumber(text)).toBeNaN();
  });
});

describe('NUMBER', () => {
  it('scores equal values 100 however written', () => {
    expect(score('1,000.50', '1.000,50')).toBe(100);
    expect(score('1000.5', '1,000.50')).toBe(100);
  });

  it('scores by relative difference: within 1 % 90 or more, at 5 % 50, beyond 0', () => {
    expect(score('1000', '1001')).toBe(99);
    expect(score('1000', '1010')).toBe(90);
    expect(score('1000', '1030')).toBe(71);
    expect(score('1000', '1050')).toBe(52);
    expect(score('1000', '1100')).toBe(0);
  });

  it('takes the tolerance from matchConfig', () => {
    expect(score('1000', '1100', { tolerance: 0.2 })).toBe(77);
    expect(score('1000', '1010', { tolerance: 0.01 })).toBe(50);
  });

  it('scores what is no number 0', () => {
    expect(score('abc', 'abc')).toBe(0);
    expect(score('', '0')).toBe(0);
  });

  it('indexes the rounded value and its two leading digits', () => {
    expect(numberMethod.blockingKeys(prepare('1,000.50'), options)).toEqual(['1001', '~1.0e+3']);
    expect(numberMethod.blockingKeys(prepare('abc'), options)).toEqual([]);
  });
});
