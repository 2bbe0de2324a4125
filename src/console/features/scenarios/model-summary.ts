import {
  AUTO_TRAIN_MINIMUM_RECORDS,
  SEARCH_CALIBRATION_RULES,
  calibrationProblem,
  type Scenario,
} from '../../../contract/scenarios';

type Model = NonNullable<Scenario['model']>;

const count = (n: number) => n.toLocaleString('en-US');

/** When and on what a model was trained: "trained 2026-11-29 on 1,200 records". */
function trainedOn(model: Model): string {
  const records = model.records === undefined ? '' : ` on ${count(model.records)} records`;
  return `trained ${model.trainedAt.slice(0, 10)}${records}`;
}

const untrained = `once its record type has ${AUTO_TRAIN_MINIMUM_RECORDS} records the service trains it (unless that is turned off), or an admin does`;

/** Why a trained model gave a SEARCH scenario no boundary, by the rule its calibration broke. */
function whyUncalibrated(model: Model): string {
  const figures = model.searchCalibration;
  const { minimumPairs, lowestBoundary, highestBoundary, minimumAgreement } = SEARCH_CALIBRATION_RULES;
  const by = `the model ${trainedOn(model)}`;
  if (!figures) return `${by} placed no boundary to calibrate it to`;
  const { pairsAlike, pairsApart, bestMean, agreement } = figures;
  switch (calibrationProblem(figures)) {
    case 'TOO_FEW_PAIRS':
      return `among the candidate pairs, ${by} found ${count(pairsAlike)} one person and ${count(pairsApart)} two people, fewer than ${minimumPairs} on a side to place its line`;
    case 'OUT_OF_RANGE':
      return `${by} puts its line at a weighted mean of ${bestMean}, outside ${lowestBoundary}–${highestBoundary}: it learned something other than one person, such as one household or one firm`;
    default:
      return `the weighted mean agrees with ${by} at F1 ${agreement.toFixed(2)} at best (at ${bestMean}), below ${minimumAgreement}: no threshold of it means what the model says`;
  }
}

/** What a scenario's score is: a model's match probability, the weighted mean calibrated to it, or why not yet. */
export function modelSummary(scenario: Scenario): string {
  const { model } = scenario;
  if (scenario.scoreMethod === 'PROBABILISTIC') {
    if (!model) return `Not trained yet: it scores by the weighted mean until then; ${untrained}.`;
    return `Match probability of a model ${trainedOn(model)}, from ${count(model.randomPairs)} random and ${count(model.blockedPairs)} candidate pairs; bits of evidence per field below.`;
  }
  if (!model) return `The weighted mean of the field scores, not yet calibrated: ${untrained}.`;
  if (model.searchBoundary === undefined)
    return `The weighted mean of the field scores, not calibrated: ${whyUncalibrated(model)}.`;
  return `The weighted mean of the field scores, calibrated by a model ${trainedOn(model)}: a weighted mean of ${model.searchBoundary}, where the model finds a pair as likely one person as two, scores 70.`;
}
