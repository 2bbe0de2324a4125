import { noScore, type MatchMethodDefinition, type PreparedValue, scored } from '../match-method';
import { canonicalWord, listedWords } from '../word-lists/word-list-index';

interface PreparedWordSet extends PreparedValue {
  /** Each word as its synonym group, in the order of `tokens`. */
  groups: string[];
}

/**
 * PARTIAL_EXACT: 100 when one whole word of one value occurs in the other ("Mc Donalds Ireland" and "Mc Donalds
 * Spain"), otherwise 0; a misspelt word never matches ("Mc Dnalds" and "Mac Donalds"). Words are normalised text
 * with frequent words set aside, so "University" alone does not make two universities alike; words of one synonym
 * group count as the same word.
 */
export const partialExactMethod: MatchMethodDefinition<
  PreparedWordSet,
  [string[], string[], (string | null)[]]
> = {
  method: 'PARTIAL_EXACT',
  prepare(value, { lists }) {
    const { tokens, dropped } = listedWords(value, lists);
    const groups = tokens.map((token) => canonicalWord(token, lists));
    return { raw: value, normalised: tokens.join(' '), tokens, dropped, groups };
  },
  // Most words stand for themselves: only a group that differs from its word is stored.
  store: ({ tokens, dropped, groups }) => [
    tokens,
    dropped,
    groups.map((group, i) => (group === tokens[i] ? null : group)),
  ],
  restore: ([tokens, dropped, groups]) => ({
    raw: '',
    normalised: tokens.join(' '),
    tokens,
    dropped,
    groups: groups.map((group, i) => group ?? tokens[i]!),
  }),
  compare(input, candidate) {
    if (input.tokens.some((token) => candidate.tokens.includes(token))) {
      return scored(100);
    }
    for (const [i, group] of input.groups.entries()) {
      const j = candidate.groups.indexOf(group);
      if (j >= 0) return { score: 100, synonymMatches: [`${input.tokens[i]}=${candidate.tokens[j]}`] };
    }
    return noScore;
  },
  blockingKeys: (value) => [...new Set(value.groups)],
};
