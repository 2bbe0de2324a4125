import { describe, expect, it } from 'vitest';
import type { MatchOptions } from '../match-method';
import { NICKNAMES_LIST, PERSON_LIST } from '../word-lists/person-lists';
import { buildWordLists } from '../word-lists/word-list-index';
import { equalRandomOrderMethod } from './equal-random-order';

const plain: MatchOptions = { lists: buildWordLists(), defaultCountry: 'US', config: null };
const names: MatchOptions = { ...plain, lists: buildWordLists(PERSON_LIST.entries, NICKNAMES_LIST.entries) };
const prepare = (value: string, options = plain) => equalRandomOrderMethod.prepare(value, options);
const compare = (a: string, b: string, options = plain) =>
  equalRandomOrderMethod.compare(prepare(a, options), prepare(b, options), options);

describe('EQUAL_RANDOM_ORDER', () => {
  it('accepts the same words in another order (the original: "John Johnsen"/"Johnsen John" 100)', () => {
    expect(compare('John Johnsen', 'Johnsen John').score).toBe(100);
  });

  it('does not split words (the original: "JohnJohnsen"/"John Johnsen" 0)', () => {
    expect(compare('JohnJohnsen', 'John Johnsen').score).toBe(0);
  });

  it('ignores case, accents and punctuation', () => {
    expect(compare('Müller, Hans', 'hans MULLER').score).toBe(100);
  });

  it('counts each occurrence of a word', () => {
    expect(compare('John John Johnsen', 'John Johnsen').score).toBe(0);
  });

  it('needs every word: one typo is a different value', () => {
    expect(compare('John Johnsen', 'Johnsen Jon').score).toBe(0);
  });

  it('sets frequent words aside and counts synonyms as the same word', () => {
    expect(compare('Mr. Bob Johnsen', 'Johnsen Robert', names)).toEqual({
      score: 100,
      synonymMatches: ['bob=robert'],
    });
    expect(compare('Mr. Bob Johnsen', 'Johnsen Robert').score).toBe(0);
  });

  it('scores 0 when either side is empty', () => {
    expect(compare('', '').score).toBe(0);
    expect(compare('Mr', 'John', names).score).toBe(0);
  });

  it('indexes the sorted words, so reordered values share their key', () => {
    const key = (value: string) => equalRandomOrderMethod.blockingKeys(prepare(value, names), names);
    expect(key('Bob Johnsen')).toEqual(key('johnsen, robert'));
    expect(key('')).toEqual([]);
  });
});
