import type { FieldExplanation, ScenarioExplanation } from '../../contract/explain';
import { toId18 } from '../../contract/record-id';
import type { FieldOutcome, ScenarioOutcome } from '../matching/scoring/score-scenario';
import { fieldText } from '../match-index/record-entry';
import type { RecordValues } from '../records/record-store';

function explainField(outcome: FieldOutcome, candidateValues: RecordValues): FieldExplanation {
  return {
    field: outcome.plan.field,
    matchMethod: outcome.plan.method.method,
    weight: outcome.plan.weight,
    evidence: outcome.evidence,
    countedWeight: outcome.weight,
    termFrequency: outcome.termFrequency,
    bits: outcome.bits,
    score: outcome.result.score,
    guard: outcome.plan.guard,
    guardFired: outcome.guardFired,
    input: outcome.input
      ? {
          value: outcome.input.raw,
          normalised: outcome.input.normalised,
          droppedWords: outcome.input.dropped,
        }
      : { value: null, normalised: '', droppedWords: [] },
    candidateField: outcome.candidateField,
    candidate: outcome.candidate
      ? {
          value: fieldText(candidateValues, outcome.candidateField) ?? null,
          normalised: outcome.candidate.normalised,
          droppedWords: outcome.candidate.dropped,
        }
      : { value: null, normalised: '', droppedWords: [] },
    synonymMatches: [...outcome.result.synonymMatches],
  };
}

/**
 * Why a candidate scored what it did with one scenario, field by field. The candidate's values come from its record:
 * the index keeps only their prepared forms.
 */
export function explainScenario(
  outcome: ScenarioOutcome,
  candidateValues: RecordValues,
): ScenarioExplanation {
  return {
    scenarioId: toId18(outcome.plan.scenarioId),
    scenarioName: outcome.plan.scenarioName,
    scenarioScore: outcome.score,
    threshold: outcome.plan.threshold,
    scoreMethod: outcome.plan.model ? 'PROBABILISTIC' : 'SEARCH',
    weightedMean: outcome.weightedMean,
    calibrated: !outcome.plan.model && outcome.plan.searchBoundary !== null,
    reached: outcome.reached,
    verdict: outcome.verdict,
    comparedWeight: outcome.comparedWeight,
    requiredWeight: outcome.requiredWeight,
    fields: outcome.fields.map((field) => explainField(field, candidateValues)),
  };
}
