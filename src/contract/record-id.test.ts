import { describe, expect, it } from 'vitest';
import { idChecksum, parseRecordId, toId18 } from './record-id';

/**
 * Checksums worked out by hand from Salesforce's rule (per 5-character chunk, bit i is set when character i is an
 * uppercase letter; the 5-bit number indexes A–Z0–5), so the suffix matches what real orgs return.
 */
const KNOWN = [
  ['001A0000006Vm9r', '001A0000006Vm9rIAC'],
  // Q, O, M and Y are uppercase in the last chunk: 1 + 2 + 4 + 16 = 23 → 'X'.
  ['003D000000QOMbY', '003D000000QOMbYIAX'],
  ['00Q000000000000', '00Q000000000000EAA'],
  ['ABCDEABCDEABCDE', 'ABCDEABCDEABCDE555'],
  ['abcdeabcdeabcde', 'abcdeabcdeabcdeAAA'],
] as const;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A deterministic pseudo-random generator, so a failing id can be reproduced. */
function* ids(count: number): Generator<string> {
  let state = 20261122;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  for (let n = 0; n < count; n++) {
    yield Array.from({ length: 15 }, () => ALPHABET[next() % ALPHABET.length]).join('');
  }
}

describe('toId18', () => {
  it.each(KNOWN)('appends the case checksum: %s → %s', (id15, id18) => {
    expect(toId18(id15)).toBe(id18);
    expect(idChecksum(id15)).toBe(id18.slice(15));
  });

  it('keeps ids that differ only in case apart even when compared case-insensitively', () => {
    const lower = toId18('001a0000006vm9r');
    const mixed = toId18('001A0000006Vm9r');
    expect(lower.toLowerCase()).not.toBe(mixed.toLowerCase());
  });
});

describe('parseRecordId', () => {
  it('accepts a 15-character id as it is', () => {
    expect(parseRecordId('001A0000006Vm9r')).toBe('001A0000006Vm9r');
  });

  it.each(KNOWN)('reads the 18-character form of %s back to its 15-character body', (id15, id18) => {
    expect(parseRecordId(id18)).toBe(id15);
  });

  it('restores the case of an 18-character id whose body was lower-cased by a case-insensitive system', () => {
    expect(parseRecordId('001a0000006vm9rIAC')).toBe('001A0000006Vm9r');
    expect(parseRecordId('003d000000qombyIAX')).toBe('003D000000QOMbY');
  });

  it('restores the case of an entirely upper- or lower-cased 18-character id', () => {
    expect(parseRecordId('003D000000QOMBYIAX')).toBe('003D000000QOMbY');
    expect(parseRecordId('003d000000qombyiax')).toBe('003D000000QOMbY');
  });

  it.each([
    ['empty', ''],
    ['14 characters', '001A0000006Vm9'],
    ['16 characters', '001A0000006Vm9rI'],
    ['17 characters', '001A0000006Vm9rIA'],
    ['19 characters', '001A0000006Vm9rIACX'],
    ['a hyphen', '001A0000006Vm9-'],
    ['a space', '001A0000006 m9rIAC'],
    ['a non-ASCII letter', '001A0000006Vm9é'],
    ['a checksum character outside A–Z0–5', '001A0000006Vm9rIA9'],
  ])('rejects an id with %s', (_what, input) => {
    expect(parseRecordId(input)).toBeNull();
  });

  it('rejects a checksum that claims an uppercase letter where the body has a digit', () => {
    // 'B' sets bit 0 of the first chunk, whose first character is the digit 0.
    expect(parseRecordId('001A0000006Vm9rBAC')).toBeNull();
    // '5' (31) marks all five characters of the last chunk as uppercase, but two of them are digits.
    expect(parseRecordId('001A0000006Vm9rIA5')).toBeNull();
  });

  it('round-trips generated ids through the 18-character form, also after losing case', () => {
    for (const id15 of ids(2000)) {
      const id18 = toId18(id15);
      expect(id18).toHaveLength(18);
      expect(parseRecordId(id18)).toBe(id15);
      expect(parseRecordId(id18.toLowerCase())).toBe(id15);
      expect(parseRecordId(id18.toUpperCase())).toBe(id15);
    }
  });
});
