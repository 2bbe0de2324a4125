import {
  NO_FREQUENCIES,
  prepareForms,
  scoreScenario,
  type CandidateValue,
  type FieldPlan,
  type PreparedForms,
  type ScenarioOutcome,
  type ScenarioPlan,
  type ValueFrequencies,
} from './score-scenario';

/** A stored record's prepared values of the plans' forms, as a search's input. */
export function formsOf(plans: readonly ScenarioPlan[], value: CandidateValue): PreparedForms {
  const forms = new Map();
  for (const plan of plans) {
    for (const field of plan.fields) {
      if (forms.has(field.form)) continue;
      const prepared = value(field);
      if (prepared) forms.set(field.form, prepared);
    }
  }
  return forms;
}

/** Two stored records scored with one scenario, the first as the input, both held to its minimum evidence. */
export const compareRecords = (
  plan: ScenarioPlan,
  first: CandidateValue,
  second: CandidateValue,
  frequencies: ValueFrequencies = NO_FREQUENCIES,
): ScenarioOutcome => scoreScenario(plan, formsOf([plan], first), second, 'record', frequencies);

/** Whether a pair's score decides it: false when a guard holds it apart or the records share too little. */
export interface PairScore {
  score: number;
  decisive: boolean;
}

/**
 * Two records, by their values as text, scored with one scenario as a job would score them: a labelled pair
 * re-scored under a draft scenario, before it is saved.
 */
export function scoreValuePair(
  plan: ScenarioPlan,
  first: Readonly<Record<string, string | undefined>>,
  second: Readonly<Record<string, string | undefined>>,
  frequencies: ValueFrequencies = NO_FREQUENCIES,
): PairScore {
  const valueOf = (values: Readonly<Record<string, string | undefined>>): CandidateValue => {
    const forms = prepareForms([plan], values);
    return (field: FieldPlan) => forms.get(field.form) ?? null;
  };
  const outcome = compareRecords(plan, valueOf(first), valueOf(second), frequencies);
  return {
    score: outcome.score,
    decisive: outcome.verdict === 'DUPLICATE' || outcome.verdict === 'BELOW_THRESHOLD',
  };
}
