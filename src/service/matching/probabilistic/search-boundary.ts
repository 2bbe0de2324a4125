import { calibrationProblem, type SearchCalibration } from '../../../contract/scenarios';
import {
  requiredWeightOf,
  verdictWithoutScore,
  weightedMean,
  type FieldOutcome,
  type ScenarioPlan,
} from '../scoring/score-scenario';
import { evidenceBits, pairBits, probabilityScore, type MatchModel } from './match-model';

/**
 * The weighted mean, 0–100 and whole, at which the scenario's own model best separates the pairs it finds more
 * likely one person than two from the rest, among pairs that share blocking keys (those a search scores): what the
 * scenario's SEARCH score is calibrated to (scoring/score-calibration.ts). It takes no labels: the model was learned
 * without them from the same records. Pairs a guard holds apart or that share too little for a verdict are left
 * out, as a search leaves them out. When several weighted means separate equally well, the lowest: a sample of a
 * few thousand pairs shows a gap between the last pair it calls two people and the first it calls one, and the
 * duplicates it was too small to show lie in that gap as well as above it (on FEBRL4 the labels' best lies below the
 * middle of the gap).
 */
export function searchCalibration(
  plan: ScenarioPlan,
  model: MatchModel,
  blocked: readonly (readonly FieldOutcome[])[],
): SearchCalibration {
  const shared = plan.fields.map((field) => field.shared);
  const required = requiredWeightOf(plan, 'record', 0);
  // Pairs by their rounded weighted mean: those the model calls one person, and the others.
  const matches = new Float64Array(101);
  const others = new Float64Array(101);
  const bits = new Float64Array(plan.fields.length);
  for (const fields of blocked) {
    const compared = fields.reduce((sum, field) => sum + field.weight, 0);
    if (verdictWithoutScore(fields, compared, required) !== null) continue;
    fields.forEach((field, i) => {
      bits[i] = evidenceBits(model.fields[i]!, field.evidence, field.result.score, field.termFrequency);
    });
    const mean = Math.round(weightedMean(fields));
    if (probabilityScore(model.prior, pairBits(bits, shared)) >= 50) matches[mean]! += 1;
    else others[mean]! += 1;
  }
  const total = (counts: Float64Array) => counts.reduce((sum, count) => sum + count, 0);
  const positives = total(matches);

  // F1 of "the weighted mean reaches t" against the model's verdicts, t from 100 down.
  let agreeing = 0;
  let disagreeing = 0;
  let best = 0;
  let bestMean = 100;
  for (let t = 100; t >= 1; t--) {
    agreeing += matches[t]!;
    disagreeing += others[t]!;
    const f1 = positives === 0 ? 0 : (2 * agreeing) / (agreeing + disagreeing + positives);
    if (f1 > best + 1e-12) best = f1;
    if (f1 >= best - 1e-12) bestMean = t;
  }
  return { pairsAlike: positives, pairsApart: total(others), bestMean, agreement: best };
}

/** The boundary a calibration places, or null when it breaks a rule (SEARCH_CALIBRATION_RULES). */
export const searchBoundary = (calibration: SearchCalibration): number | null =>
  calibrationProblem(calibration) === null ? calibration.bestMean : null;
