import type { PhoneNumber } from 'libphonenumber-js/max';
import type { PhoneType } from '../../contract/contact-validation';
import { countryOf } from '../address/reference/countries';

const TYPE_WORDS: Record<PhoneType, string> = {
  FIXED_LINE: 'a fixed-line number',
  MOBILE: 'a mobile number',
  FIXED_LINE_OR_MOBILE: 'a fixed-line or mobile number',
  TOLL_FREE: 'a toll-free number',
  PREMIUM_RATE: 'a premium-rate number',
  SHARED_COST: 'a shared-cost number',
  VOIP: 'a VoIP number',
  PERSONAL_NUMBER: 'a personal number',
  PAGER: 'a pager number',
  UAN: 'a universal access number',
  VOICEMAIL: 'a voicemail number',
  UNKNOWN: 'a number',
};

export const countryName = (code: string | undefined): string | undefined =>
  code ? countryOf(code)?.name : undefined;

export const phoneTypeOf = (number: PhoneNumber): PhoneType => number.getType() ?? 'UNKNOWN';

/** "a mobile number (United Kingdom, +44)"; the calling code alone for numbers of no country (+800). */
export function describeNumber(number: PhoneNumber): string {
  const name = countryName(number.country);
  const place = name ? `${name}, +${number.countryCallingCode}` : `+${number.countryCallingCode}`;
  return `${TYPE_WORDS[phoneTypeOf(number)]} (${place})`;
}
