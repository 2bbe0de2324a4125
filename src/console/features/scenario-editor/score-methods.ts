import type { ScoreMethod } from '../../../contract/matching';

/** The methods as the form offers them, the default for a new scenario first. */
export const SCORE_METHOD_CHOICES: readonly { value: ScoreMethod; label: string }[] = [
  { value: 'SEARCH', label: 'Weighted mean of the field scores' },
  { value: 'PROBABILISTIC', label: 'Probabilistic, learned from the records' },
];

/** A method's name where there is room for a word (the scenario list). */
export const SCORE_METHOD_NAMES: Record<ScoreMethod, string> = {
  PROBABILISTIC: 'Probabilistic',
  SEARCH: 'Weighted mean',
};

/**
 * F1 at a threshold of 70 on the four labelled sets of people bench:match measures (FEBRL 3, FEBRL 4, Splink's
 * fake_1000, households; docs/benchmarks.md): what the choice of a new scenario's method rests on.
 */
const MEASURED = 'F1 on four labelled sets of people';
const FIGURES: Record<ScoreMethod, string> = {
  PROBABILISTIC: '0.9980, 0.9993, 0.8966, 0.9919',
  SEARCH: '0.9996, 0.9993, 0.9055, 0.9905',
};

/** The line beneath the method: what it does, and how it measured beside the other. */
export const SCORE_METHOD_HINTS: Record<ScoreMethod, string> = {
  PROBABILISTIC:
    'The chance that two records are one person, learned from this type’s records once it holds 100 (scored as ' +
    `the weighted mean until then). ${MEASURED}: ${FIGURES.PROBABILISTIC}; weighted mean ${FIGURES.SEARCH}.`,
  SEARCH:
    'The field scores averaged by their weights, calibrated by a model learned from this type’s records once it ' +
    `holds 100, so that 70 means as likely one person as two. ${MEASURED}: ${FIGURES.SEARCH}; probabilistic ` +
    `${FIGURES.PROBABILISTIC}.`,
};
