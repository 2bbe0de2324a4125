import { describe, expect, it } from 'vitest';
import { formatHouseNumber, parseHouseNumber, sameHouseNumber } from './house-number';

describe('house number parsing', () => {
  it.each([
    ['118b', { number: '118', addition: 'B' }],
    ['118 B', { number: '118', addition: 'B' }],
    ['118-b', { number: '118', addition: 'B' }],
    ['118 - b', { number: '118', addition: 'B' }],
    ['118 bis', { number: '118', addition: 'BIS' }],
    ['118bis', { number: '118', addition: 'BIS' }],
    ['12A', { number: '12', addition: 'A' }],
    ['12 a', { number: '12', addition: 'A' }],
    ['12/3', { number: '12', addition: '3' }],
    ['12-1', { number: '12', addition: '1' }],
    ['1e', { number: '1', addition: 'E' }],
    ['148EC6', { number: '148', addition: 'EC6' }],
    ['12 hs', { number: '12', addition: 'HS' }],
    ['7 B2', { number: '7', addition: 'B2' }],
    ['007', { number: '7', addition: '' }],
    ['0', { number: '0', addition: '' }],
    [' 10 ', { number: '10', addition: '' }],
    ['2615 1/2', { number: '2615', addition: '1/2' }],
    // Punctuation after the number is not part of it.
    ['251.', { number: '251', addition: '' }],
    ['12a,', { number: '12', addition: 'A' }],
  ])('%s', (text, expected) => {
    expect(parseHouseNumber(text)).toEqual(expected);
  });

  it('reads a hyphen before a larger number as a range, and keeps the first number', () => {
    expect(parseHouseNumber('6-8')).toEqual({ number: '6', addition: '', rangeTo: '8' });
    expect(parseHouseNumber('12 – 14')).toEqual({ number: '12', addition: '', rangeTo: '14' });
  });

  it('does not read a slash as a range', () => {
    expect(parseHouseNumber('6/8')).toEqual({ number: '6', addition: '8' });
  });

  it.each(['', 'b', 'Velperweg 8', '8 arnhem', '8 Ede', '12 a b', '12-', '1234567', '12 -abcdefg'])(
    'rejects %j',
    (text) => {
      expect(parseHouseNumber(text)).toBeUndefined();
    },
  );
});

describe('house number formatting', () => {
  const letter = { number: '118', addition: 'B' };

  it('writes a letter addition per style', () => {
    expect(formatHouseNumber(letter)).toBe('118B');
    expect(formatHouseNumber(letter, 'spaced')).toBe('118 B');
    expect(formatHouseNumber(letter, 'de')).toBe('118b');
  });

  it('keeps digits apart from the number and word additions in lower case', () => {
    expect(formatHouseNumber({ number: '12', addition: '3' })).toBe('12-3');
    expect(formatHouseNumber({ number: '118', addition: 'BIS' }, 'de')).toBe('118 bis');
  });

  it('writes ranges and bare numbers', () => {
    expect(formatHouseNumber({ number: '6', addition: '', rangeTo: '8' })).toBe('6-8');
    expect(formatHouseNumber({ number: '6', addition: '' }, 'spaced')).toBe('6');
  });

  it('formats what it parses back to the same parts', () => {
    for (const text of ['118b', '6-8', '12-3', '118 bis', '148EC6', '2615 1/2']) {
      const parts = parseHouseNumber(text)!;
      expect(parseHouseNumber(formatHouseNumber(parts))).toEqual(parts);
    }
  });
});

describe('house number equality', () => {
  it('equates the spellings of one addition', () => {
    for (const other of ['118 B', '118-b', '118 b', '0118B'])
      expect(sameHouseNumber('118b', other)).toBe(true);
  });

  it('tells apart different additions, ranges and numbers', () => {
    expect(sameHouseNumber('118b', '118')).toBe(false);
    expect(sameHouseNumber('118b', '118c')).toBe(false);
    expect(sameHouseNumber('6-8', '6')).toBe(false);
    expect(sameHouseNumber('6-8', '6/8')).toBe(false);
    expect(sameHouseNumber('nonsense', 'nonsense')).toBe(false);
  });
});
