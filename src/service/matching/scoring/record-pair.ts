import {
  NO_FREQUENCIES,
  scoreScenario,
  type CandidateValue,
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
