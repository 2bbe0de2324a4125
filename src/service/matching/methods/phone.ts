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

const phoneNumber = (
  raw: string,
  e164: string,
  national: string,
  explicitCountry: boolean,
): PhonePrepared => {
  const normalised = e164 || national;
  return {
    raw,
    normalised,
    tokens: normalised ? [normalised] : [],
    dropped: [],
    e164,
    national,
    explicitCountry,
  };
};

/** E.164, the national number (or its length, when it is the end of the E.164), and 1 for an explicit country. */
type StoredPhone = [string, string | number, number];

export const phoneMethod: MatchMethodDefinition<PhonePrepared, StoredPhone> = {
  method: 'PHONE',
  shared: true,
  organisationEvidence: 'own',

  prepare(raw, options) {
    // 00 is the international prefix almost everywhere, but libphonenumber reads it only for countries using it.
    const text = raw.trim().replace(/^00/, '+');
    const country = isSupportedCountry(options.defaultCountry) ? options.defaultCountry : 'US';
    const parsed = parsePhoneNumberFromString(text, country);
    const possible = parsed?.isPossible() ? parsed : undefined;
    return phoneNumber(
      raw,
      possible?.number ?? '',
      possible?.nationalNumber ?? text.replace(/\D/g, '').replace(/^0+/, ''),
      text.startsWith('+'),
    );
  },
  store: ({ e164, national, explicitCountry }) => [
    e164,
    e164.length > national.length && e164.endsWith(national) ? national.length : national,
    explicitCountry ? 1 : 0,
  ],
  restore: ([e164, national, explicitCountry]) =>
    phoneNumber(
      '',
      e164,
      typeof national === 'number' ? e164.slice(e164.length - national) : national,
      explicitCountry === 1,
    ),

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

  /**
   * The national number alone: equal E.164 numbers have equal national numbers, and the same digits under another
   * country code are a rare extra candidate, where a second key for every number would double the index.
   */
  blockingKeys: (value) => (value.national ? [value.national] : []),
};
