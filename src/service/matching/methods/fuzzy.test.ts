import { describe, expect, it } from 'vitest';
import type { MatchOptions } from '../match-method';
import { NICKNAMES_LIST } from '../word-lists/person-lists';
import { buildWordLists } from '../word-lists/word-list-index';
import { fuzzyMethod } from './fuzzy';

const plain: MatchOptions = { lists: buildWordLists(), defaultCountry: 'US', config: null };
const prepare = (value: string, options = plain) => fuzzyMethod.prepare(value, options);
const compare = (a: string, b: string, options = plain) =>
  fuzzyMethod.compare(prepare(a, options), prepare(b, options), options);
const score = (a: string, b: string, options = plain) => compare(a, b, options).score;

describe('FUZZY', () => {
  it('gives the original\'s published score for one inserted letter ("Sten Ebenau"/"Sten Ebennau" 91)', () => {
    expect(score('Sten Ebenau', 'Sten Ebennau')).toBe(91);
  });

  it('gives 100 only to values equal after normalisation', () => {
    expect(score('Sten Ebenau', 'STEN  EBENAU.')).toBe(100);
    expect(score('Amsterdam', 'Amsterdm')).toBe(88);
  });

  it('tolerates words in another order and a missing space', () => {
    expect(score('Sten Ebenau', 'Ebenau Sten')).toBe(100);
    expect(score('Sten Ebenau', 'StenEbenau')).toBe(90);
  });

  it('scores different values low', () => {
    expect(score('Sten Ebenau', 'Sten Jansen')).toBeLessThan(50);
    expect(score('Rotterdam', 'Lisbon')).toBeLessThan(30);
  });

  it('charges for words only one side has', () => {
    expect(score('Sten Ebenau', 'Sten')).toBe(57);
  });

  it('sets frequent words aside', () => {
    const university: MatchOptions = { ...plain, lists: buildWordLists(['University']) };
    expect(score('Tokyo University', 'Leiden University')).toBe(64);
    expect(score('Tokyo University', 'Leiden University', university)).toBeLessThan(20);
  });

  it('counts synonyms as equal words and reports them', () => {
    const nicknames: MatchOptions = { ...plain, lists: buildWordLists([], NICKNAMES_LIST.entries) };
    expect(compare('Bob Smith', 'Robert Smith', nicknames)).toEqual({
      score: 100,
      synonymMatches: ['bob=robert'],
    });
  });

  it('scores 0 when either side is empty', () => {
    expect(score('', 'Sten')).toBe(0);
    expect(score('...', '')).toBe(0);
  });

  it('indexes how the first and the longest word sound, and the words run together', () => {
    const keys = (value: string) => fuzzyMethod.blockingKeys(prepare(value), plain);
    expect(keys('Sten Ebenau')).toEqual(['STN', 'APN', 'STNPN']);
    expect(keys('Sten Ebennau')).toEqual(keys('Sten Ebenau'));
    expect(keys('Sten Ebenau')).toContain(keys('StenEbenau')[0]);
    expect(keys('12 Mainstreet')).toEqual(['12', 'MNSTRT']);
    expect(keys('')).toEqual([]);
  });
});
