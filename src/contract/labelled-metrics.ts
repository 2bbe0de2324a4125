import type { PairScore } from './scenario-preview';

export interface LabelledScore {
  duplicate: boolean;
  score: PairScore;
}

export interface QualityAt {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  /** Null when the scenario calls no pair a duplicate (precision) or there is no duplicate to find (recall). */
  precision: number | null;
  recall: number | null;
  f1: number | null;
}

/** Whether a scenario at this threshold calls the pair a duplicate: a decisive score at or above it. */
export const calledDuplicate = (score: PairScore, threshold: number) =>
  score.decisive && score.score >= threshold;

/**
 * How well a scenario at a threshold agrees with labelled pairs; the service reports it at the draft's threshold and
 * the console's slider recomputes it at any other, from the same scores.
 */
export function qualityAt(pairs: readonly LabelledScore[], threshold: number): QualityAt {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  let trueNegatives = 0;
  for (const { duplicate, score } of pairs) {
    const called = calledDuplicate(score, threshold);
    if (called && duplicate) truePositives++;
    else if (called) falsePositives++;
    else if (duplicate) falseNegatives++;
    else trueNegatives++;
  }
  const precision =
    truePositives + falsePositives > 0 ? truePositives / (truePositives + falsePositives) : null;
  const recall = truePositives + falseNegatives > 0 ? truePositives / (truePositives + falseNegatives) : null;
  const f1 =
    precision !== null && recall !== null && precision + recall > 0
      ? (2 * precision * recall) / (precision + recall)
      : null;
  return { truePositives, falsePositives, falseNegatives, trueNegatives, precision, recall, f1 };
}
