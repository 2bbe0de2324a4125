import { noScore, type MatchMethodDefinition, scored } from '../match-method';
import { words } from '../text/normalise-text';

/**
 * EQUAL: the whole value, ignoring case and the white space around it, and nothing else — inner spaces, accents
 * and punctuation count, so "Addressed World" and "AddressedWorld" differ. No word lists apply.
 */
export const equalMethod: MatchMethodDefinition = {
  method: 'EQUAL',
  prepare(value) {
    const normalised = value.trim().toLowerCase();
    return { raw: value, normalised, tokens: words(normalised), dropped: [] };
  },
  compare(input, candidate) {
    if (!input.normalised || input.normalised !== candidate.normalised) return noScore;
    return scored(100);
  },
  blockingKeys: (value) => (value.normalised ? [value.normalised] : []),
};
