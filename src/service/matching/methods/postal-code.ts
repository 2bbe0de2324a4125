import { type MatchMethodDefinition, type PreparedValue, scored } from '../match-method';
import { noScore } from '../match-method';
import { editDistance } from '../similarity/levenshtein';

/**
 * Postal codes, compared without spaces or dashes and ignoring case: "6811 AA" is "6811aa". A US ZIP+4 matches its
 * five-digit ZIP. matchConfig `{"nearScore": n}` sets what a code one character off scores (default 50).
 */
export interface PostalCodePrepared extends PreparedValue {
  /** The five-digit ZIP of a US-style code ("94103" of "94103-1234"), else empty. */
  zip: string;
}

const NEAR_SCORE = 50;
/** Same ZIP, different ZIP+4 extension: the same area, a different block or building. */
const OTHER_EXTENSION_SCORE = 90;
const US_STYLE = /^(\d{5})(\d{4})?$/;

const postalCode = (raw: string, normalised: string): PostalCodePrepared => ({
  raw,
  normalised,
  tokens: normalised ? [normalised] : [],
  dropped: [],
  zip: US_STYLE.exec(normalised)?.[1] ?? '',
});

export const postalCodeMethod: MatchMethodDefinition<PostalCodePrepared, string> = {
  configOptions: {
    nearScore: (value) =>
      typeof value === 'number' && value >= 0 && value <= 100
        ? null
        : `must be a number from 0 to 100: the score of codes one character apart (${NEAR_SCORE} unless given)`,
  },
  method: 'POSTAL_CODE',
  shared: true,
  termFrequency: true,
  prepare: (raw) => postalCode(raw, raw.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '')),
  store: (value) => value.normalised,
  restore: (normalised) => postalCode('', normalised),

  compare(input, candidate, options) {
    if (!input.normalised || !candidate.normalised) return noScore;
    if (input.normalised === candidate.normalised) return scored(100);
    if (input.zip && input.zip === candidate.zip) {
      const shortOnOneSide = input.normalised.length === 5 || candidate.normalised.length === 5;
      return scored(shortOnOneSide ? 100 : OTHER_EXTENSION_SCORE);
    }
    if (editDistance(input.normalised, candidate.normalised) > 1) return noScore;
    const configured = options.config?.nearScore;
    const near =
      typeof configured === 'number' && configured >= 0 && configured <= 100 ? configured : NEAR_SCORE;
    return scored(Math.round(near));
  },

  /** The code, and for a ZIP+4 also its ZIP, so that both forms meet. */
  blockingKeys(value) {
    if (!value.normalised) return [];
    return [...new Set([value.normalised, value.zip].filter(Boolean))];
  },
};
