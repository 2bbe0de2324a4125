import type { FieldExplanation, ScenarioExplanation } from '../../contract/explain';
import { toId18 } from '../../contract/record-id';
import type { FieldOutcome, ScenarioOutcome } from '../matching/scoring/score-scenario';

function explainField(outcome: FieldOutcome): FieldExplanation {
  return {
    field: outcome.plan.field,
    matchMethod: outcome.plan.method.method,
    weight: outcome.plan.weight,
    score: outcome.result.score,
    input: {
      value: outcome.input.raw,
      normalised: outcome.input.normalised,
      droppedWords: outcome.input.dropped,
    },
    candidateField: outcome.candidateField,
    candidate: outcome.candidate
      ? {
          value: outcome.candidate.raw,
          normalised: outcome.candidate.normalised,
          droppedWords: outcome.candidate.dropped,
        }
      : { value: null, normalised: '', droppedWords: [] },
    synonymMatches: outcome.result.synonymMatches,
  };
}

/** Why a candidate scored what it did with one scenario, field by field. */
export function explainScenario(outcome: ScenarioOutcome): ScenarioExplanation {
  return {
    scenarioId: toId18(outcome.plan.scenarioId),
    scenarioName: outcome.plan.scenarioName,
    scenarioScore: outcome.score,
    threshold: outcome.plan.threshold,
    reached: outcome.reached,
    fields: outcome.fields.map(explainField),
  };
}
