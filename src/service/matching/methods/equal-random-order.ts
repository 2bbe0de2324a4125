import { noScore, type MatchMethodDefinition, type PreparedValue, type WordLists } from '../match-method';
import { canonicalWord, listedWords } from '../word-lists/word-list-index';

interface PreparedWords extends PreparedValue {
  /** The words as their synonym groups, sorted: equal for two values with the same words in any order. */
  key: string;
}

/**
 * EQUAL_RANDOM_ORDER: the same words in any order ("John Johnsen" and "Johnsen John"), compared as normalised text
 * (case, accents and punctuation ignored), after frequent words are set aside; words of one synonym group count as
 * the same word. The number of times a word occurs counts.
 */
export const equalRandomOrderMethod: MatchMethodDefinition<PreparedWords, [string[], string[], string]> = {
  method: 'EQUAL_RANDOM_ORDER',
  prepare(value, { lists }) {
    const { tokens, dropped } = listedWords(value, lists);
    const key = tokens
      .map((token) => canonicalWord(token, lists))
      .sort()
      .join(' ');
    return { raw: value, normalised: tokens.join(' '), tokens, dropped, key };
  },
  store: ({ tokens, dropped, key }) => [tokens, dropped, key],
  restore: ([tokens, dropped, key]) => ({ raw: '', normalised: tokens.join(' '), tokens, dropped, key }),
  compare(input, candidate, { lists }) {
    if (!input.normalised || input.key !== candidate.key) return noScore;
    return { score: 100, synonymMatches: synonymPairs(input.tokens, candidate.tokens, lists) };
  },
  blockingKeys: (value) => (value.key ? [value.key] : []),
};

/** For two values already known to be equal up to order and synonyms: the words that differ, paired by group. */
function synonymPairs(input: string[], candidate: string[], lists: WordLists): string[] {
  const unpaired = [...candidate];
  const differing = input.filter((word) => {
    const same = unpaired.indexOf(word);
    if (same >= 0) unpaired.splice(same, 1);
    return same < 0;
  });
  return differing.map((word) => {
    const group = canonicalWord(word, lists);
    const [partner] = unpaired.splice(
      unpaired.findIndex((other) => canonicalWord(other, lists) === group),
      1,
    );
    return `${word}=${partner}`;
  });
}
