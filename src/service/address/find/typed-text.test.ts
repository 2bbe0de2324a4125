import { describe, expect, it } from 'vitest';
import { nameWords, readTyped } from './typed-text';

const texts = (words: readonly { text: string }[]) => words.map((word) => word.text);

describe('readTyped', () => {
  it.each([
    ['Velperweg 8 arn', { word: 1, number: 8, addition: '' }],
    ['438 washington', { word: 0, number: 438, addition: '' }],
    ['Velperweg 118 b', { word: 1, number: 118, addition: 'B', additionWord: 2 }],
    ['Velperweg 118b arnhem', { word: 1, number: 118, addition: 'B' }],
    ['Velperweg 8 arnhem', { word: 1, number: 8, addition: '' }],
    ['12345 main st', { word: 0, number: 12345, addition: '' }],
    ['Hauptstraße 10115 Berlin 5', { word: 3, number: 5, addition: '' }],
    ['Velperweg 008', { word: 1, number: 8, addition: '' }],
    ['152 m street', { word: 0, number: 152, addition: '' }],
    ["6 O'Donnell Terrace", { word: 0, number: 6, addition: '' }],
    ['Willestraße 5-7', { word: 1, number: 5, addition: '', additionWord: 2, to: 7 }],
  ])('picks the house number out of %j', (text, houseNumber) => {
    expect(readTyped(text).houseNumber).toEqual(houseNumber);
  });

  it.each([
    ['berlin 10115 haupt', 'a five-digit ZIP or PLZ after the first word'],
    ['Velperweg', 'no number at all'],
    ['main st 123456', 'six digits'],
    ['Velperweg 118bc', 'two letters glued to the number'],
    ['', 'nothing typed'],
  ])('finds no house number in %j (%s)', (text) => {
    expect(readTyped(text).houseNumber).toBeUndefined();
  });

  it('reads words folded: lower case, accents and ß written out, punctuation dropped', () => {
    expect(texts(readTyped('Hauptstraße 5, Müllheim').words)).toEqual(['hauptstrasse', '5', 'mullheim']);
  });

  it.each([
    ['Velperweg 8 arn', [false, false, true]],
    ['Velperweg 8', [false, true]],
    ['Velperweg 8 ', [false, false]],
    ['Velperweg,', [false]],
    ['Velperweg\t', [false]],
    ['Ede', [true]],
  ])('in %j, only a last word the text ends on is still being typed', (text, typing) => {
    expect(readTyped(text).words.map((word) => word.typing)).toEqual(typing);
  });
});

describe('nameWords', () => {
  it.each([
    ['Velperweg 118 b arnhem', ['velperweg', 'arnhem']],
    ['Velperweg 118b arnhem', ['velperweg', 'arnhem']],
    ['438 washington st', ['washington', 'st']],
    ['berlin 10115 haupt', ['berlin', '10115', 'haupt']],
    ['kerkstraat', ['kerkstraat']],
  ])('keeps the words of %j that name a street or city: %j', (text, names) => {
    expect(texts(nameWords(readTyped(text)))).toEqual(names);
  });

  it('keeps whether the last name word is still being typed', () => {
    expect(nameWords(readTyped('Velperweg 8 arn')).at(-1)).toEqual({ text: 'arn', typing: true });
  });
});

describe('readTyped apostrophes', () => {
  it('reads a word with an apostrophe as one word without it, as the index does ("O\'Donnell" → odonnell)', () => {
    expect(readTyped("6 O'Donnell Terrace").words.map((word) => word.text)).toEqual([
      '6',
      'odonnell',
      'terrace',
    ]);
  });
});
