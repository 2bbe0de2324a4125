import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchOptions } from '../match-method';
import { phoneMethod } from './phone';

const us: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };
const nl: MatchOptions = { ...us, defaultCountry: 'NL' };
const prepare = (value: string, options = us) => phoneMethod.prepare(value, options);
const score = (a: string, b: string, options = us) =>
  phoneMethod.compare(prepare(a, options), prepare(b, options), options).score;

describe('PHONE', () => {
  it.each([
    ['(415) 555-2671', '+1 415 555 2671'],
    ['(415) 555-2671', '415.555.2671'],
    ['+1 415 555 2671', '415.555.2671'],
    ['1-415-555-2671', '4155552671'],
  ])('scores %s and %s 100', (a, b) => {
    expect(score(a, b)).toBe(100);
  });

  it('normalises to E.164 with the default country', () => {
    expect(prepare('(415) 555-2671').normalised).toBe('+14155552671');
    expect(prepare('020 123 4567', nl).normalised).toBe('+31201234567');
  });

  it('scores numbers that differ in a digit 0', () => {
    expect(score('(415) 555-2671', '(415) 555-2672')).toBe(0);
  });

  it('ignores an extension', () => {
    expect(score('415-555-2671 ext. 12', '415 555 2671')).toBe(100);
    expect(score('415-555-2671 x12', '415-555-2671 x13')).toBe(100);
  });

  it('accepts a number written without its country code', () => {
    expect(score('+31 20 123 4567', '020 123 4567', nl)).toBe(100);
    expect(score('+44 20 7946 0958', '020 7946 0958')).toBe(100);
    expect(score('0044 20 7946 0958', '+44 20 7946 0958')).toBe(100);
  });

  it('keeps numbers of two given countries apart', () => {
    expect(score('+1 415 555 2671', '+44 415 555 2671')).toBe(0);
  });

  it('compares the digits of what is no possible number', () => {
    expect(score('12-34', '1234')).toBe(100);
    expect(score('12-34', '1235')).toBe(0);
  });

  it('falls back to the United States for an unknown default country', () => {
    expect(prepare('(415) 555-2671', { ...us, defaultCountry: '' }).normalised).toBe('+14155552671');
  });

  it('scores a value without digits 0', () => {
    expect(score('n/a', 'n/a')).toBe(0);
    expect(score('', '415 555 2671')).toBe(0);
  });

  it('indexes the national number, which every notation of a number shares', () => {
    expect(phoneMethod.blockingKeys(prepare('(415) 555-2671'), us)).toEqual(['4155552671']);
    expect(phoneMethod.blockingKeys(prepare('+1 415.555.2671'), us)).toEqual(['4155552671']);
    expect(phoneMethod.blockingKeys(prepare('020 7946 0958'), us)).toEqual(['2079460958']);
    expect(phoneMethod.blockingKeys(prepare('n/a'), us)).toEqual([]);
  });
});
