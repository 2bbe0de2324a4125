import { noScore, type MatchMethodDefinition, type PreparedValue, scored } from '../match-method';
import { words } from '../text/normalise-text';

const fromNormalised = (raw: string, normalised: string): PreparedValue => ({
  raw,
  normalised,
  tokens: words(normalised),
  dropped: [],
});

/**
 * EQUAL: the whole value, ignoring case and the white space around it, and nothing else — inner spaces, accents
 * and punctuation count, so "Addressed World" and "AddressedWorld" differ. No word lists apply.
 */
export const equalMethod: MatchMethodDefinition<PreparedValue, string> = {
  method: 'EQUAL',
  termFrequency: true,
  prepare: (value) => fromNormalised(value, value.trim().toLowerCase()),
  store: (value) => value.normalised,
  restore: (normalised) => fromNormalised('', normalised),
  compare(input, candidate) {
    if (!input.normalised || input.normalised !== candidate.normalised) return noScore;
    return scored(100);
  },
  blockingKeys: (value) => (value.normalised ? [value.normalised] : []),
};
