import type { Estimate } from '../../contract/auto-merge-rehearsal';
import { qualityAt, type LabelledScore, type QualityAt } from '../../contract/labelled-metrics';

/** z of a two-sided 95 % interval. */
const Z95 = 1.959964;

/**
 * A proportion with its Wilson score interval, 95 % unless `z` says otherwise: unlike the normal approximation it
 * stays within 0 and 1 and means something for a handful of trials, which is what a steward's decisions often are.
 */
export function proportion(successes: number, trials: number, z = Z95): Estimate {
  if (trials === 0) return { value: null, low: null, high: null };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface RehearsalFigures extends Omit<QualityAt, 'precision' | 'recall' | 'f1'> {
  precision: Estimate;
  recall: Estimate;
}

/**
 * What an auto-merge at `minScore` would have done with decided pairs: a pair is merged when its score decides it
 * and reaches the score, as a job's group of two is merged when its average does.
 */
export function rehearsalFigures(pairs: readonly LabelledScore[], minScore: number): RehearsalFigures {
  const { truePositives, falsePositives, falseNegatives, trueNegatives } = qualityAt(pairs, minScore);
  return {
    truePositives,
    falsePositives,
    falseNegatives,
    trueNegatives,
    precision: proportion(truePositives, truePositives + falsePositives),
    recall: proportion(truePositives, truePositives + falseNegatives),
  };
}
