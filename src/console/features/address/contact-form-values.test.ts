import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkPhoneNumber,
  phoneTypeLabel,
  toEmailInput,
  toPhoneInput,
} from './contact-form-values';

describe('contact form values', () => {
  it('asks for something to validate', () => {
    expect(checkEmail('  ')).toBe('Enter an e-mail address.');
    expect(checkEmail('a@example.com')).toBeUndefined();
    expect(checkPhoneNumber('')).toBe('Enter a phone number.');
  });

  it('sends the text trimmed, a country as its code, and no country when none is entered', () => {
    expect(toEmailInput({ emailAddress: ' a@example.com ' })).toEqual({ emailAddress: 'a@example.com' });
    expect(toPhoneInput({ phoneNumber: ' 020 7946 0018 ', country: 'United Kingdom' })).toEqual({
      phoneNumber: '020 7946 0018',
      country: 'GB',
    });
    expect(toPhoneInput({ phoneNumber: '+14155552671', country: ' ' })).toEqual({
      phoneNumber: '+14155552671',
    });
  });

  it('names phone types in words', () => {
    expect(phoneTypeLabel('FIXED_LINE_OR_MOBILE')).toBe('Fixed line or mobile');
  });
});
