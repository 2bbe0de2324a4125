import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { type MatchMethodDefinition, type PreparedValue, scored } from '../match-method';
import { noScore } from '../match-method';

/**
 * Phone numbers, compared as numbers rather than text: "(415) 555-2671", "+1 415 555 2671" and "415.555.2671" are
 * one number. Numbers that differ in a digit reach someone else, so they score 0, as in the original.
 */
export interface PhonePrepared extends PreparedValue {
  /** E.164 ("+14155552671"); empty when the text is no possible number. */
  e164: string;
  /** The number without country code, trunk prefix or extension ("4155552671"), or the digits if unparseable. */
  national: string;
  /** Whether the text gave its country code rather than leaving it to the default country. */
  explicitCountry: boolean;
}

export const phoneMethod: MatchMethodDefinition<PhonePrepared> = {
  method: 'PHONE',

  prepare(raw, options) {
    // 00 is the international prefix almost everywhere, but libphonenumber reads it only for countries using it.
    const text = raw.trim().replace(/^00/, '+');
    const country = isSupportedCountry(options.defaultCountry) ? options.defaultCountry : 'US';
    const parsed = parsePhoneNumberFromString(text, country);
    const possible = parsed?.isPossible() ? parsed : undefined;
    const e164 = possible?.number ?? '';
    const national = possible?.nationalNumber ?? text.replace(/\D/g, '').replace(/^0+/, '');
    const normalised = e164 || national;
    return {
      raw,
      normalised,
      tokens: normalised ? [normalised] : [],
      dropped: [],
      e164,
      national,
      explicitCountry: text.startsWith('+'),
    };
  },

  /** Equal numbers score 100, extensions aside; so do equal national numbers when one side left out its country. */
  compare(input, candidate) {
    if (!input.normalised || !candidate.normalised) return noScore;
    if (input.e164 && input.e164 === candidate.e164) return scored(100);
    const countryAssumed = !(
      input.e164 &&
      input.explicitCountry &&
      candidate.e164 &&
      candidate.explicitCountry
    );
    return countryAssumed && input.national === candidate.national ? scored(100) : noScore;
  },

  blockingKeys(value) {
    if (!value.normalised) return [];
    return value.e164 ? [...new Set([value.e164, value.national])] : [value.national];
  },
};
