import { type MatchMethodDefinition, type PreparedValue, scored } from '../match-method';
import { noScore } from '../match-method';
import { jaroWinkler } from '../similarity/jaro-winkler';
import { editSimilarityAtLeast } from '../similarity/levenshtein';
import { words } from '../text/normalise-text';
import { soundsOf } from '../text/sounds';

/** Abbreviations in place names, written out: "St. Louis" is "Saint Louis", "Ft Worth" is "Fort Worth". */
export const PLACE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  sta: 'santa',
  ft: 'fort',
  mt: 'mount',
};
/** A leading compass letter is a direction ("N Las Vegas"); elsewhere it may be an initial. */
const LEADING_DIRECTIONS: Readonly<Record<string, string>> = { n: 'north', s: 'south', e: 'east', w: 'west' };

/** Similarity of place names from which the score falls steeply to 0, so that Berlin and Bern are not alike. */
const FALL_OFF = 0.75;
/** From here up the similarity is the score. */
const TYPO = 0.9;

/**
 * 0–100 for two place names: the mean of Jaro-Winkler (forgiving of typos) and edit similarity (strict about
 * different endings, which Jaro-Winkler forgives: Springfield and Springdale). "amsterdam"/"amsterdm" 93,
 * "berlin"/"bern" 24.
 */
export function placeNameScore(a: string, b: string): number {
  if (a === b) return 100;
  // Below half alike letter by letter, not even a perfect Jaro-Winkler lifts the mean to FALL_OFF.
  const edits = editSimilarityAtLeast(a, b, 2 * FALL_OFF - 1);
  if (edits === 0) return 0;
  const similarity = (jaroWinkler(a, b) + edits) / 2;
  if (similarity >= TYPO) return Math.round(100 * similarity);
  return Math.max(0, Math.round(((similarity - FALL_OFF) / (TYPO - FALL_OFF)) * 100 * TYPO));
}

export interface CityPrepared extends PreparedValue {
  /** The name without spaces, so "Saint-Étienne", "St Etienne" and "Saintetienne" meet. */
  compact: string;
}

const placeName = (raw: string, tokens: string[]): CityPrepared => ({
  raw,
  normalised: tokens.join(' '),
  tokens,
  dropped: [],
  compact: tokens.join(''),
});

export const cityMethod: MatchMethodDefinition<CityPrepared, string[]> = {
  method: 'CITY',
  shared: true,
  termFrequency: true,

  prepare: (raw) =>
    placeName(
      raw,
      words(raw).map(
        (word, i) => (i === 0 ? LEADING_DIRECTIONS[word] : undefined) ?? PLACE_ABBREVIATIONS[word] ?? word,
      ),
    ),
  store: (value) => value.tokens,
  restore: (tokens) => placeName('', tokens),

  compare(input, candidate) {
    if (!input.normalised || !candidate.normalised) return noScore;
    return scored(placeNameScore(input.compact, candidate.compact));
  },

  /** Both Double Metaphone codes of the name (the name itself when it has no letters). */
  blockingKeys(value) {
    if (!value.normalised) return [];
    const codes = soundsOf(value.compact).filter(Boolean);
    return codes.length > 0 ? [...new Set(codes)] : [value.compact];
  },
};
