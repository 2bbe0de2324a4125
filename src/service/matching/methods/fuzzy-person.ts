import {
  noScore,
  type MatchMethodDefinition,
  type PreparedValue,
  scored,
  toFieldScore,
} from '../match-method';
import { jaroWinkler } from '../similarity/jaro-winkler';
import { editSimilarity } from '../similarity/levenshtein';
import { matchTokens } from '../text/token-match';
import { listedWords } from '../word-lists/word-list-index';
import { soundsOf } from '../text/sounds';

export interface PreparedPersonName extends PreparedValue {
  /** Double Metaphone primary code of each token. */
  sounds: string[];
  /** The tokens run together, for names split differently ("Mary Ann" and "Maryann"). */
  compact: string;
}

/** "J." is consistent with "John" but says less than the whole name would. */
const INITIAL_SIMILARITY = 0.85;
/** A second surname or middle name on one side only is missing information, not a contradiction. */
const EXTRA_WORD_WEIGHT = 0.5;
/** The most of the gap to 1 that equal pronunciation closes; short codes (MR: Mary, Moore) close less of it. */
const SOUND_PULL = 0.5;
/** Codes of this many sounds or more pull fully: four sounds seldom agree by chance. */
const FULL_SOUND_LENGTH = 4;

const personName = (
  raw: string,
  tokens: string[],
  dropped: string[],
  sounds: string[],
): PreparedPersonName => ({
  raw,
  normalised: tokens.join(' '),
  tokens,
  dropped,
  sounds,
  compact: tokens.join(''),
});

/**
 * FUZZY_PERSON: names of people. Words are normalised text with frequent words (titles) set aside, paired in any
 * order; nicknames come from the synonym list. Each pair scores by spelling, pulled up when the names sound alike;
 * an initial scores well against a name with that first letter.
 */
export const fuzzyPersonMethod: MatchMethodDefinition<PreparedPersonName, [string[], string[], string[]]> = {
  method: 'FUZZY_PERSON',
  swappable: true,
  /**
   * Nicknames score 100, initials 85, typos and spelling variants 75 and more (Jon and John 88, Brian and Bryan 90);
   * different names below (Jennifer and Jessica 52, Emily and Emma 55, Pattie and Nettie 72).
   */
  guardBelow: 75,
  termFrequency: true,
  prepare(value, { lists }) {
    const { tokens, dropped } = listedWords(value, lists);
    return personName(
      value,
      tokens,
      dropped,
      tokens.map((token) => soundsOf(token)[0]),
    );
  },
  store: ({ tokens, dropped, sounds }) => [tokens, dropped, sounds],
  restore: ([tokens, dropped, sounds]) => personName('', tokens, dropped, sounds),
  compare(input, candidate, { lists }) {
    if (!input.normalised || !candidate.normalised) return noScore;
    const words = matchTokens(
      input.tokens,
      candidate.tokens,
      lists,
      (a, b, i, j) => nameSimilarity(a, b, input.sounds[i]!, candidate.sounds[j]!),
      { extraWordWeight: EXTRA_WORD_WEIGHT },
    );
    const joined =
      input.tokens.length === candidate.tokens.length
        ? 0
        : spellingSimilarity(input.compact, candidate.compact);
    if (joined > words.score) return scored(toFieldScore(joined));
    return { score: toFieldScore(words.score), synonymMatches: words.synonymMatches };
  },
  blockingKeys({ tokens, compact }, { lists }) {
    const keys = new Set<string>();
    // The words run together too, so "Mary Ann" and "Maryann" share a key.
    for (const word of tokens.length > 1 ? [...tokens, compact] : tokens) {
      for (const code of soundsOf(word)) keys.add(code || word);
      // Group ids are lower-case words, Double Metaphone codes upper-case: the two never collide.
      const group = lists.synonyms.get(word);
      if (group !== undefined) keys.add(group);
    }
    return [...keys];
  },
};

/**
 * Jaro-Winkler forgives the typos of short names but still gives unrelated names about 0.5; edit similarity falls
 * to 0 for them. Their mean keeps "Jenniffer"/"Jennifer" above 0.9 and "Jennifer"/"Jessica" near 0.5.
 */
const spellingSimilarity = (a: string, b: string) => (jaroWinkler(a, b) + editSimilarity(a, b)) / 2;

function nameSimilarity(a: string, b: string, soundA: string, soundB: string): number {
  if (a.length === 1 || b.length === 1) return a[0] === b[0] ? INITIAL_SIMILARITY : 0;
  const spelling = spellingSimilarity(a, b);
  if (!soundA || soundA !== soundB) return spelling;
  return spelling + (1 - spelling) * SOUND_PULL * Math.min(1, soundA.length / FULL_SOUND_LENGTH);
}
