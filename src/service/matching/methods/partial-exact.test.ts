import { describe, expect, it } from 'vitest';
import type { MatchOptions } from '../match-method';
import { NICKNAMES_LIST } from '../word-lists/person-lists';
import { buildWordLists } from '../word-lists/word-list-index';
import { partialExactMethod } from './partial-exact';

const plain: MatchOptions = { lists: buildWordLists(), defaultCountry: 'US', config: null };
const prepare = (value: string, options = plain) => partialExactMethod.prepare(value, options);
const compare = (a: string, b: string, options = plain) =>
  partialExactMethod.compare(prepare(a, options), prepare(b, options), options);

describe('PARTIAL_EXACT', () => {
  it('matches on one shared whole word (the original: "Mc Donalds Ireland"/"Mc Donalds Spain" 100)', () => {
    expect(compare('Mc Donalds Ireland', 'Mc Donalds Spain').score).toBe(100);
  });

  it('does not forgive typos (the original: "Mc Dnalds"/"Mac Donalds" 0)', () => {
    expect(compare('Mc Dnalds', 'Mac Donalds').score).toBe(0);
  });

  it('matches whole words only, not parts of words', () => {
    expect(compare('Donaldson', 'Mac Donald').score).toBe(0);
  });

  it('ignores case and accents', () => {
    expect(compare('CAFÉ Central', 'cafe de Paris').score).toBe(100);
  });

  it('does not let a frequent word make two values alike', () => {
    const university: MatchOptions = { ...plain, lists: buildWordLists(['University']) };
    expect(compare('Tokyo University', 'Leiden University', university).score).toBe(0);
    expect(compare('Tokyo University', 'Leiden University').score).toBe(100);
  });

  it('counts synonyms as the same word', () => {
    const nicknames: MatchOptions = { ...plain, lists: buildWordLists([], NICKNAMES_LIST.entries) };
    expect(compare('Bob Garage', 'Robert Motors', nicknames)).toEqual({
      score: 100,
      synonymMatches: ['bob=robert'],
    });
  });

  it('scores 0 when either side is empty', () => {
    expect(compare('', 'Mc Donalds').score).toBe(0);
  });

  it('indexes every word, synonyms under their group', () => {
    const nicknames: MatchOptions = { ...plain, lists: buildWordLists([], NICKNAMES_LIST.entries) };
    const keys = (value: string) => partialExactMethod.blockingKeys(prepare(value, nicknames), nicknames);
    expect(keys('Mc Donalds Mc')).toEqual(['mc', 'donalds']);
    expect(keys('Bob Smith')).toContain(keys('Robert')[0]);
  });
});
