import {
  noScore,
  type MatchMethodDefinition,
  type PreparedValue,
  scored,
  toFieldScore,
} from '../match-method';
import { editSimilarity } from '../similarity/levenshtein';
import { matchTokens } from '../text/token-match';
import { listedWords } from '../word-lists/word-list-index';
import { soundsOf } from '../text/sounds';

/**
 * FUZZY: general text with typos. Normalised text (case, accents, punctuation ignored), frequent words set aside.
 * The score is the better of the edit similarity of the whole texts (tolerates a missing space) and of the words
 * paired in any order (tolerates reordering), each word by edit similarity. Edit similarity rather than
 * Jaro-Winkler: the original's published "Sten Ebenau"/"Sten Ebennau" is 91, one edit in twelve characters, where
 * Jaro-Winkler says 98.
 */
export const fuzzyMethod: MatchMethodDefinition<PreparedValue, [string[], string[]]> = {
  method: 'FUZZY',
  prepare(value, { lists }) {
    const { tokens, dropped } = listedWords(value, lists);
    return { raw: value, normalised: tokens.join(' '), tokens, dropped };
  },
  store: ({ tokens, dropped }) => [tokens, dropped],
  restore: ([tokens, dropped]) => ({ raw: '', normalised: tokens.join(' '), tokens, dropped }),
  compare(input, candidate, { lists }) {
    if (!input.normalised || !candidate.normalised) return noScore;
    const whole = editSimilarity(input.normalised, candidate.normalised);
    const words = matchTokens(input.tokens, candidate.tokens, lists, editSimilarity, { extraWordWeight: 1 });
    if (whole >= words.score) return scored(toFieldScore(whole));
    return { score: toFieldScore(words.score), synonymMatches: words.synonymMatches };
  },
  blockingKeys({ tokens }) {
    const [first] = tokens;
    if (first === undefined) return [];
    const longest = tokens.reduce((a, b) => (b.length > a.length ? b : a));
    const sounds = [soundOf(first), soundOf(longest)];
    // The words run together too, so "Sten Ebenau" and "StenEbenau" share a key.
    if (tokens.length > 1) sounds.push(soundOf(tokens.join('')));
    return [...new Set(sounds)];
  },
};

/** Double Metaphone's primary code; a word without one (digits) stands for itself. */
const soundOf = (word: string) => soundsOf(word)[0] || word;
