import type { ScoreMethod } from '../../contract/matching';

/** A score method's name where there is room for a word or two (the scenario list, a configuration change). */
export const SCORE_METHOD_NAMES: Record<ScoreMethod, string> = {
  PROBABILISTIC: 'Probabilistic',
  SEARCH: 'Weighted mean',
};
