import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { correctionOf, writtenNumber } from './phone-reading';

const correction = (text: string, region: CountryCode) => {
  const written = writtenNumber(text);
  return correctionOf(written, parsePhoneNumberFromString(written.text, region)!, region);
};

describe('writtenNumber', () => {
  it('reads a leading 00 as the international prefix', () => {
    expect(writtenNumber(' 0044 20 7946 0018 ')).toEqual({
      text: '+44 20 7946 0018',
      international: true,
      digits: '442079460018',
    });
  });
});

describe('correctionOf', () => {
  it.each([
    ['+44 20 7946 0018', 'GB'],
    ['020 7946 0018', 'GB'],
    ['0044 20 7946 0018', 'GB'],
    ['(415) 555-2671', 'US'],
    ['1 415 555 2671', 'US'],
    ['+1 415 555 2671 ext. 12', 'US'],
    ['0151 23456789', 'DE'],
  ] as const)('takes %s (%s) as written', (text, region) => {
    expect(correction(text, region)).toBeUndefined();
  });

  it('names a trunk 0 written after the country code', () => {
    expect(correction('+44 020 7946 0018', 'GB')).toBe(
      'the trunk prefix 0 after the country code +44 was dropped',
    );
    expect(correction('+49 (0)30 1234567', 'DE')).toBe(
      'the trunk prefix 0 after the country code +49 was dropped',
    );
  });

  it("names a country code written without its '+'", () => {
    expect(correction('44 20 7946 0018', 'GB')).toBe("the '+' before the country code 44 was missing");
  });

  it('names any other reading', () => {
    expect(correction('20 7946 0018', 'GB')).toBe('it was read as +44 20 7946 0018');
  });
});
