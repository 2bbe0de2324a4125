import { describe, expect, it } from 'vitest';
import { allowedEdits, WordIndex, type WordHit } from './word-index';

/** Entry 0…5, each described by its words. */
const ENTRIES = [
  ['velperweg', 'arnhem'],
  ['jansbuitensingel', 'arnhem'],
  ['velp'],
  ['velperbroek', 'velp'],
  ['utrecht', 'amsterdam'],
  ['ede', 'velo'],
];
const index = WordIndex.build(ENTRIES);

const named = (hits: readonly WordHit[]) => hits.map((hit) => index.wordAt(hit.word));
const wordsOf = (hits: readonly WordHit[]) =>
  Object.fromEntries(hits.map((hit) => [index.wordAt(hit.word), hit.quality]));

describe('WordIndex.exact and entriesOf', () => {
  it('finds a word and every entry that has it, in entry order', () => {
    const word = index.exact('arnhem')!;
    expect(index.wordAt(word)).toBe('arnhem');
    expect([...index.entriesOf(word)]).toEqual([0, 1]);
    expect([...index.entriesOf(index.exact('velp')!)]).toEqual([2, 3]);
  });

  it.each(['velper', 'arnheme', 'Arnhem', '', 'zzz'])('does not find %j, which no entry has', (word) => {
    expect(index.exact(word)).toBeUndefined();
  });

  it('lists an entry once for a word it names twice', () => {
    const twice = WordIndex.build([['kerk', 'kerk'], ['kerk']]);
    expect([...twice.entriesOf(twice.exact('kerk')!)]).toEqual([0, 1]);
    expect(twice.size).toBe(1);
  });

  it('answers no entries for a word position it does not have', () => {
    expect(index.entriesOf(index.size)).toHaveLength(0);
  });

  it('counts each distinct word once', () => {
    expect(index.size).toBe(new Set(ENTRIES.flat()).size);
  });
});

describe('WordIndex.startingWith', () => {
  it('finds every word with the beginning, the word itself at quality 1 and first, longer ones at 0.9', () => {
    const hits = index.startingWith('velp', 10);
    expect(hits[0]).toEqual({ word: index.exact('velp'), quality: 1 });
    expect(wordsOf(hits)).toEqual({ velp: 1, velperweg: 0.9, velperbroek: 0.9 });
  });

  it('gives only longer words quality 0.9 when the beginning is no word of its own', () => {
    expect(wordsOf(index.startingWith('ar', 10))).toEqual({ arnhem: 0.9 });
  });

  it('stops at the limit', () => {
    expect(index.startingWith('velp', 2)).toHaveLength(2);
    expect(index.startingWith('velp', 0)).toEqual([]);
  });

  it('finds nothing for a beginning no word has, including one past the last word', () => {
    expect(index.startingWith('velq', 10)).toEqual([]);
    expect(index.startingWith('zz', 10)).toEqual([]);
    expect(index.startingWith('velperwegen', 10)).toEqual([]);
  });

  it('answers the word itself first, then longer words alphabetically up to the limit', () => {
    const words = WordIndex.build([['vz'], ['vaalsbroek'], ['v']]);
    const hits = words.startingWith('v', 2).map((hit) => words.wordAt(hit.word));
    expect(hits).toEqual(['v', 'vaalsbroek']);
  });
});

describe('allowedEdits', () => {
  it.each([
    [1, 0],
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [20, 2],
  ])('allows a word of %i letters %i typos', (length, edits) => {
    expect(allowedEdits(length)).toBe(edits);
  });
});

describe('WordIndex.similar', () => {
  it.each([
    ['jansbuitesingel', 'jansbuitensingel', 1 - 1 / 15],
    ['jansbuitensingle', 'jansbuitensingel', 1 - 1 / 16],
    ['vellperweeg', 'velperweg', 1 - 2 / 11],
    ['arnhm', 'arnhem', 1 - 1 / 5],
    ['arnhme', 'arnhem', 1 - 1 / 6],
    ['amstredam', 'amsterdam', 1 - 1 / 9],
  ])('finds %j as a typo of %j with quality 1 − edits / length', (typed, word, quality) => {
    const hit = index.similar(typed).find((candidate) => index.wordAt(candidate.word) === word);
    expect(hit?.quality).toBeCloseTo(quality, 10);
  });

  it('finds a four-letter word one typo away', () => {
    expect(named(index.similar('velk'))).toEqual(expect.arrayContaining(['velp', 'velo']));
  });

  it.each([
    ['jnsbuitesingl', 'three typos in a long word'],
    ['arnhnn', 'two typos in a six-letter word'],
    ['velperwegxyz', 'three letters more'],
    ['edd', 'a three-letter word, which gets no typo'],
    ['ed', 'a two-letter word'],
    ['vel', 'a three-letter beginning of velp'],
  ])('finds nothing for %j (%s)', (typed) => {
    expect(index.similar(typed)).toEqual([]);
  });

  it('leaves the word itself out: exact matches are exact()', () => {
    expect(named(index.similar('velperweg'))).not.toContain('velperweg');
  });

  it('compares a word still being typed with the beginnings of words, at 0.9 of the quality', () => {
    expect(index.similar('jansbuitesin')).toEqual([]);
    const hits = index.similar('jansbuitesin', true);
    expect(named(hits)).toEqual(['jansbuitensingel']);
    // "jansbuitesin" against "jansbuitensi": two edits in twelve letters.
    expect(hits[0]!.quality).toBeCloseTo((1 - 2 / 12) * 0.9, 10);
  });

  it('does not offer a word as a misspelt beginning when the typed text is its beginning', () => {
    expect(named(index.similar('velperw', true))).not.toContain('velperweg');
  });

  it('gives a beginning no typo tolerance while it is three letters or fewer', () => {
    expect(index.similar('vwl', true)).toEqual([]);
  });

  it.each([
    ['arhnem', 'arnhem'],
    ['arnehm', 'arnhem'],
    ['utrceht', 'utrecht'],
    ['vlepreweg', 'velperweg'],
  ])('finds %j, where letters of %j are swapped', (typed, word) => {
    expect(named(index.similar(typed))).toContain(word);
  });
});
