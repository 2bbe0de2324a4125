import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchOptions } from '../match-method';
import { equalMethod } from './equal';

const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };
const prepare = (value: string) => equalMethod.prepare(value, options);
const score = (a: string, b: string) => equalMethod.compare(prepare(a), prepare(b), options).score;

describe('EQUAL', () => {
  it('ignores case (the original: "equal ignore case")', () => {
    expect(score('ACME', 'acme')).toBe(100);
  });

  it('keeps the case of a record id, in which two records differ, and reads its 15 and 18 characters alike', () => {
    expect(score('00QSt00000000aO', '00QSt00000000ao')).toBe(0);
    expect(score('00QSt00000000aO', '00QSt00000000aO')).toBe(100);
    expect(score('00QSt00000000aO', '00QSt00000000aOMAQ')).toBe(100);
    // Fifteen letters without a digit are no id: case is ignored as for any value.
    expect(score('AddressedWorldX', 'addressedworldx')).toBe(100);
  });

  it('counts white space inside the value (the original: "Addressed World" vs "AddressedWorld" 0)', () => {
    expect(score('Addressed World', 'AddressedWorld')).toBe(0);
    expect(score('Addressed World', 'Addressed  World')).toBe(0);
  });

  it('ignores white space around the value', () => {
    expect(score('  Addressed World\t', 'addressed world')).toBe(100);
  });

  it('counts every other difference: one letter, accents, punctuation', () => {
    expect(score('Sten', 'Stan')).toBe(0);
    expect(score('Café', 'Cafe')).toBe(0);
    expect(score('Acme Inc.', 'Acme Inc')).toBe(0);
  });

  it('scores 0 when either side is empty', () => {
    expect(score('', '')).toBe(0);
    expect(score('  ', 'ACME')).toBe(0);
  });

  it('indexes the lower-cased value, so equal values share their key', () => {
    expect(equalMethod.blockingKeys(prepare(' ACME Corp'), options)).toEqual(['acme corp']);
    expect(equalMethod.blockingKeys(prepare(' '), options)).toEqual([]);
  });
});
