import type { Static } from 'typebox';
import { StringEnum } from './string-enum';

/** The match methods a scenario field can use (wire values). Each is documented in docs/matching.md. */
export const MATCH_METHODS = [
  'EQUAL',
  'EQUAL_RANDOM_ORDER',
  'PARTIAL_EXACT',
  'FUZZY',
  'FUZZY_PERSON',
  'FUZZY_COMPANY',
  'FUZZY_COMPANY_STRICT',
  'FUZZY_COMPANY_EXTRA_STRICT',
  'EMAIL',
  'PHONE',
  'DOMAIN',
  'STREET',
  'POSTAL_CODE',
  'CITY',
  'NUMBER',
  'DATE',
] as const;
export const MatchMethod = StringEnum(MATCH_METHODS, { title: 'MatchMethod' });
export type MatchMethod = Static<typeof MatchMethod>;

/**
 * The methods whose scores tell different values apart clearly enough for a scenario field to guard with them
 * (`guard`: a pair whose values score below the method's guard line is held apart whatever else agrees).
 */
export const GUARDING_METHODS: readonly MatchMethod[] = ['FUZZY_PERSON', 'EMAIL', 'DATE'];

/**
 * SEARCH: the weighted mean of the field scores. PROBABILISTIC (Steward extension): the match probability of a model
 * learned from the record type's own records (docs/matching.md).
 */
export const SCORE_METHODS = ['SEARCH', 'PROBABILISTIC'] as const;
export const ScoreMethod = StringEnum(SCORE_METHODS, { title: 'ScoreMethod' });
export type ScoreMethod = Static<typeof ScoreMethod>;
