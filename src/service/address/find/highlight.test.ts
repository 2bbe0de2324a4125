import { describe, expect, it } from 'vitest';
import { highlightRanges, type TypedWord } from './highlight';

/** Complete words, then optionally one still being typed, as readTyped gives them (folded). */
const typed = (complete: string, typing = ''): TypedWord[] => [
  ...complete
    .split(' ')
    .filter(Boolean)
    .map((text) => ({ text, typing: false })),
  ...(typing ? [{ text: typing, typing: true }] : []),
];

describe('highlightRanges', () => {
  it.each([
    ['Jansbuitensingel 7', typed('jansbuitensingel 7'), '0-16,17-18', 'every word whole'],
    ['6811 AA Arnhem', typed('6811'), '0-4', 'a number'],
    ['Arnhem, GE – 3 addresses', typed('ge'), '8-10', 'a word after punctuation'],
    ['VELPERWEG 8', typed('velperweg'), '0-9', 'upper case in the text'],
    ['Velperweg 8', typed('8 velperweg'), '0-9,10-11', 'ranges in text order, not typed order'],
    ['Velperweg 8', typed('arnhem'), '', 'a word the text does not have'],
    ['Velperweg 8', [], '', 'nothing typed'],
  ])('%s with %j → %j (%s)', (text, words, ranges) => {
    expect(highlightRanges(text, words)).toBe(ranges);
  });

  describe('a word still being typed', () => {
    it.each([
      ['Arnhem', 'arn', '0-3'],
      ['Jansbuitensingel 7', 'jans', '0-4'],
      ['Hauptstraße 5', 'hauptstr', '0-8'],
    ])('in %j, %j marks the beginning it matched: %s', (text, prefix, ranges) => {
      expect(highlightRanges(text, typed('', prefix))).toBe(ranges);
    });

    it('marks the whole word once it is typed in full', () => {
      expect(highlightRanges('Arnhem', typed('', 'arnhem'))).toBe('0-6');
    });

    it('marks the whole word when its beginning is misspelt', () => {
      expect(highlightRanges('Jansbuitensingel 7', typed('', 'jansbuitesin'))).toBe('0-16');
    });
  });

  describe('a complete word', () => {
    it('does not match a longer word it is only the beginning of', () => {
      expect(highlightRanges('Arnhem', typed('arn'))).toBe('');
    });

    it.each([
      ['Jansbuitensingel 7', 'jansbuitesingel', '0-16'],
      ['Velperweg 8', 'velpreweg', '0-9'],
      ['Arnhem', 'arnhm', '0-6'],
    ])('marks the whole word it misspells: %j for %j', (text, word, ranges) => {
      expect(highlightRanges(text, typed(word))).toBe(ranges);
    });

    it.each([
      ['Ede', 'edd'],
      ['Zon', 'zin'],
    ])('allows no typo in a word of three letters or fewer: %j is not %j', (text, word) => {
      expect(highlightRanges(text, typed(word))).toBe('');
    });

    it('allows no more typos than the word length allows', () => {
      expect(highlightRanges('Arnhem', typed('arnhnn'))).toBe('');
      expect(highlightRanges('Jansbuitensingel', typed('jnsbuitesingl'))).toBe('');
    });
  });

  describe('accents and special letters', () => {
    it.each([
      ['Élysée', 'elysee', '0-6'],
      ['Hauptstraße 5', 'hauptstrasse', '0-11'],
      ['Müllerstraße', 'mullerstrasse', '0-12'],
      ['Ærøskøbing', 'aeroskobing', '0-10'],
    ])('matches %j by its folded form %j and marks the word as written', (text, word, ranges) => {
      expect(highlightRanges(text, typed(word))).toBe(ranges);
    });

    // A letter that folds to two ("ß" → "ss", "æ" → "ae") counts once in the text as written.
    it.each([
      ['Straßburger Straße', 'strass', '0-5'],
      ['Ærøskøbing', 'aero', '0-3'],
    ])('marks in %j only the letters that %j typed', (text, prefix, ranges) => {
      expect(highlightRanges(text, typed('', prefix))).toBe(ranges);
    });
  });

  describe('each word of the text is used once', () => {
    it('marks a word typed twice once when the text has it once', () => {
      expect(highlightRanges('Arnhem', typed('arnhem arnhem'))).toBe('0-6');
    });

    it('marks both when the text has it twice', () => {
      expect(highlightRanges('Velp Velp', typed('velp velp'))).toBe('0-4,5-9');
    });

    it('lets a later typed word take the next word that fits', () => {
      expect(highlightRanges('Velperweg Velp', typed('velp', 'velp'))).toBe('0-4,10-14');
    });
  });
});

describe('highlightRanges apostrophes', () => {
  it('marks a word with an apostrophe as one word ("O\'Donnell" typed odonnell or odon)', () => {
    expect(highlightRanges("6 O'Donnell Terrace", [{ text: 'odonnell', typing: false }])).toBe('2-11');
    expect(highlightRanges("6 O'Donnell Terrace", [{ text: 'odon', typing: true }])).toBe('2-7');
  });
});
