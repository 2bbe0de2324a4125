import type { ScoreMethod } from '../../../contract/matching';

/** The methods as the form offers them, the default for a new scenario first. */
export const SCORE_METHOD_CHOICES: readonly { value: ScoreMethod; label: string }[] = [
  { value: 'SEARCH', label: 'Weighted mean of the field scores' },
  { value: 'PROBABILISTIC', label: 'Probabilistic, learned from the records' },
];

/**
 * The line beneath the method: what it does, and, in words, how they compared on labelled people (bench:match's F1
 * at 70 on four sets, docs/benchmarks.md: the weighted mean ahead on two, level on one, behind on one).
 */
export const SCORE_METHOD_HINTS: Record<ScoreMethod, string> = {
  PROBABILISTIC:
    'The chance that two records are one person, learned from this type’s records once it holds 100 (scored as ' +
    'the weighted mean until then). Its scores are harder to explain field by field.',
  SEARCH:
    'The field scores averaged by their weights, calibrated once this type holds 100 records so that 70 means as ' +
    'likely one person as two. On three of four labelled sets of people it matched as well as the probabilistic ' +
    'method or better, and each score is explained field by field.',
};
