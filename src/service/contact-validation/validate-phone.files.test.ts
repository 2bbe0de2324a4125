import { describe, expect, it } from 'vitest';
import type { PhoneValidationInput } from '../../contract/contact-validation';
import { validatePhone } from './validate-phone';

const check = (input: PhoneValidationInput, defaultCountry = 'US') => validatePhone(input, defaultCountry);

describe('validatePhone', () => {
  it("answers the original's example GREEN 100, with the number in E.164", () => {
    expect(check({ phoneNumber: '+14155552671', country: 'US', format: 'E164' })).toEqual({
      phoneNumber: '+14155552671',
      phoneType: 'FIXED_LINE_OR_MOBILE',
      countryCode: 'US',
      countryCallingCode: '1',
      e164: '+14155552671',
      national: '(415) 555-2671',
      international: '+1 415 555 2671',
      valid: true,
      possible: true,
      suggestion: null,
      status: {
        code: '100',
        message: 'Correct phone number: a fixed-line or mobile number (United States, +1).',
        credit: true,
      },
      advice: 'GREEN',
    });
  });

  it.each([
    ['GB', '07400 123456', 'MOBILE', '+447400123456'],
    ['GB', '020 7946 0018', 'FIXED_LINE', '+442079460018'],
    ['DE', '0151 23456789', 'MOBILE', '+4915123456789'],
    ['DE', '030 1234567', 'FIXED_LINE', '+49301234567'],
    ['US', '(800) 555-0199', 'TOLL_FREE', '+18005550199'],
    ['FR', '06 12 34 56 78', 'MOBILE', '+33612345678'],
    ['FR', '01 23 45 67 89', 'FIXED_LINE', '+33123456789'],
    ['NL', '06-12345678', 'MOBILE', '+31612345678'],
    ['NL', '020 123 4567', 'FIXED_LINE', '+31201234567'],
  ])('reads %s %s as a valid %s number, %s', (country, phoneNumber, phoneType, e164) => {
    expect(check({ phoneNumber, country })).toMatchObject({
      advice: 'GREEN',
      phoneType,
      e164,
      phoneNumber: e164,
      countryCode: country,
    });
  });

  it('takes the country by name in any language, or the default country when none is given', () => {
    expect(check({ phoneNumber: '030 1234567', country: 'Allemagne' }).e164).toBe('+49301234567');
    expect(check({ phoneNumber: '020 7946 0018' }, 'GB').e164).toBe('+442079460018');
  });

  it('writes the number in the format asked for', () => {
    const number = { phoneNumber: '+442079460018' };
    expect(check({ ...number, format: 'NATIONAL' }).phoneNumber).toBe('020 7946 0018');
    expect(check({ ...number, format: 'INTERNATIONAL' }).phoneNumber).toBe('+44 20 7946 0018');
    expect(check({ ...number, format: 'RFC3966' }).phoneNumber).toBe('tel:+442079460018');
  });

  it('answers a trunk 0 after the country code AMBER 110 with the corrected number', () => {
    const output = check({ phoneNumber: '+44 020 7946 0018', format: 'INTERNATIONAL' });
    expect(output).toMatchObject({
      advice: 'AMBER',
      suggestion: '+44 20 7946 0018',
      phoneNumber: '+44 20 7946 0018',
      phoneType: 'FIXED_LINE',
    });
    expect(output.status.message).toBe(
      'Corrected phone number: the trunk prefix 0 after the country code +44 was dropped. ' +
        'It is a fixed-line number (United Kingdom, +44).',
    );
  });

  it("answers a country code without its '+' AMBER 110, though the digits are no number of the default country", () => {
    const output = check({ phoneNumber: '4915123456789', country: 'US' });
    expect(output).toMatchObject({
      advice: 'AMBER',
      valid: false,
      suggestion: '+4915123456789',
      countryCode: 'DE',
      phoneType: 'MOBILE',
    });
    expect(output.status).toMatchObject({ code: '110' });
    expect(output.status.message).toContain("the '+' before the country code 49 was missing");
  });

  it('answers a number of a possible length in no range in use AMBER 120, without suggestion', () => {
    expect(check({ phoneNumber: '07700 900123', country: 'GB' })).toMatchObject({
      advice: 'AMBER',
      valid: false,
      possible: true,
      suggestion: null,
      status: { code: '120' },
    });
  });

  it.each([
    ['12345', 'it is too short for United States'],
    ['+1 415 555 2671 9999', 'it is too long for United States'],
    ['call me', 'it holds no phone number'],
    ['+999 123 456', 'no country has its country code'],
  ])('answers %s RED 130: %s', (phoneNumber, reason) => {
    expect(check({ phoneNumber })).toMatchObject({
      advice: 'RED',
      phoneNumber,
      phoneType: 'UNKNOWN',
      e164: null,
      suggestion: null,
      status: { code: '130', message: `Invalid phone number: ${reason}.`, credit: true },
    });
  });

  it('refuses an unknown country or blank number as input, naming the field', () => {
    expect(() => check({ phoneNumber: '1', country: 'Atlantis' })).toThrow(
      "country: 'Atlantis' is no country code or name",
    );
    expect(() => check({ phoneNumber: '1', country: 'AQ' })).toThrow(
      'country: AQ has no telephone numbering plan',
    );
    expect(() => check({ phoneNumber: ' ' })).toThrow('phoneNumber: is empty');
  });
});
