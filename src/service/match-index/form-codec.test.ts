import { describe, expect, it } from 'vitest';
import type { StoredForm } from '../matching/match-method';
import { decodeForm, encodeForm, formKey } from './form-codec';

const roundTrip = (form: StoredForm) => decodeForm(encodeForm(form));

describe('stored form codec', () => {
  it('reads back the forms the match methods store', () => {
    const forms: StoredForm[] = [
      [['jennifer'], [], ['JNFR']],
      ['+14155551234', '4155551234', false],
      [123, null, 'main', 'st', [], '123mainst'],
      [1985, 4, 12],
      ['müller', 'straße', 'こんにちは'],
      true,
      null,
      '',
      [],
    ];
    for (const form of forms) expect(roundTrip(form)).toEqual(form);
  });

  it('reads back numbers of every size and sign, and long strings and arrays', () => {
    const numbers = [
      0,
      31,
      32,
      127,
      128,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
      -1,
      -32,
      -(2 ** 40),
      0.5,
      -2.25,
      1e300,
    ];
    expect(roundTrip(numbers)).toEqual(numbers);
    const edges = ['a'.repeat(63), 'a'.repeat(64), 'é'.repeat(31), 'é'.repeat(32), 'abcdefghijklm'];
    expect(roundTrip(edges)).toEqual(edges);
    const long = 'ä'.repeat(200);
    const many = Array.from({ length: 300 }, (_, index) => `w${index}`);
    expect(roundTrip([long, many])).toEqual([long, many]);
  });

  it('is smaller than the JSON text of a person name', () => {
    const form: StoredForm = [['mary', 'ann'], [], ['MR', 'AN']];
    expect(encodeForm(form).length).toBeLessThan(Buffer.byteLength(JSON.stringify(form)) * 0.75);
  });

  it('gives equal forms equal bytes and different forms different bytes', () => {
    expect(encodeForm([['smith'], []]).equals(encodeForm([['smith'], []]))).toBe(true);
    const distinct: StoredForm[] = ['1', 1, true, null, [], [[]], ['a', 'b'], ['ab'], [['a'], 'b'], 0, ''];
    const keys = new Set(distinct.map((form) => encodeForm(form).toString('latin1')));
    expect(keys.size).toBe(distinct.length);
    for (const form of distinct) expect(formKey(form)).toBe(encodeForm(form).toString('latin1'));
  });

  it('reads a form in the middle of other bytes', () => {
    const bytes = Buffer.concat([Buffer.from('before'), encodeForm(['x', 7]), Buffer.from('after')]);
    expect(decodeForm(bytes, 6)).toEqual(['x', 7]);
  });
});
