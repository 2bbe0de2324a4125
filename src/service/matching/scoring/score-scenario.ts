import {
  type FieldScore,
  type MatchMethodDefinition,
  type MatchOptions,
  type PreparedValue,
  noScore,
} from '../match-method';

/** A scenario field ready to score: its method with the word lists and options in force. */
export interface FieldPlan {
  scenarioFieldId: string;
  field: string;
  weight: number;
  /** Index groups the field belongs to; empty when the field is scored but never used to find candidates. */
  indexGroups: number[];
  method: MatchMethodDefinition;
  options: MatchOptions;
}

export interface ScenarioPlan {
  scenarioId: string;
  scenarioName: string;
  threshold: number;
  fields: FieldPlan[];
}

export interface FieldOutcome {
  plan: FieldPlan;
  /** The candidate's field compared: this field, or its counterpart when the two were entered swapped. */
  candidateField: string;
  input: PreparedValue;
  /** null when the candidate has no value for the field (it then scores 0). */
  candidate: PreparedValue | null;
  result: FieldScore;
}

export interface ScenarioOutcome {
  plan: ScenarioPlan;
  /** Weighted mean of the field scores, 0–100, rounded to a whole number as the original reports it. */
  score: number;
  reached: boolean;
  /** Only the fields the input gave a value for; the others do not count. */
  fields: FieldOutcome[];
}

/** The input's value of each scenario field, prepared once per search; fields without a value are left out. */
export function prepareInput(
  plan: ScenarioPlan,
  values: Readonly<Record<string, string | null | undefined>>,
) {
  const prepared = new Map<string, PreparedValue>();
  for (const field of plan.fields) {
    const value = values[field.field];
    if (typeof value === 'string' && value.trim() !== '') {
      prepared.set(field.scenarioFieldId, field.method.prepare(value, field.options));
    }
  }
  return prepared;
}

/**
 * Scores one candidate with one scenario: the weighted mean of the field scores over the fields present in the
 * input (design.md §5). A field the input fills but the candidate leaves empty scores 0. With no input field
 * present the scenario does not apply and scores 0.
 */
export function scoreScenario(
  plan: ScenarioPlan,
  input: ReadonlyMap<string, PreparedValue>,
  candidateValue: (field: FieldPlan) => PreparedValue | null,
): ScenarioOutcome {
  const fields: FieldOutcome[] = [];
  for (const field of plan.fields) {
    const prepared = input.get(field.scenarioFieldId);
    if (prepared) fields.push(compareField(field, prepared, field, candidateValue));
  }
  readSwappedFields(fields, candidateValue);
  let weighted = 0;
  let totalWeight = 0;
  for (const { plan: field, result } of fields) {
    weighted += field.weight * result.score;
    totalWeight += field.weight;
  }
  const score = totalWeight > 0 ? Math.round(weighted / totalWeight) : 0;
  return { plan, score, reached: totalWeight > 0 && score >= plan.threshold, fields };
}

/** The input's value of one field against the candidate's value of `candidateField` (usually the same field). */
function compareField(
  field: FieldPlan,
  input: PreparedValue,
  candidateField: FieldPlan,
  candidateValue: (field: FieldPlan) => PreparedValue | null,
): FieldOutcome {
  const candidate = candidateValue(candidateField);
  const result = candidate ? field.method.compare(input, candidate, field.options) : noScore;
  return { plan: field, candidateField: candidateField.field, input, candidate, result };
}

/**
 * A swapped reading is still a likely duplicate but ranks below the same values entered the right way round, so
 * an exact record comes first.
 */
const SWAPPED_FACTOR = 0.95;

/**
 * First and last names entered into each other's field: for each pair of fields with one swappable method, the
 * crosswise comparison replaces the direct one when it explains the candidate better.
 */
function readSwappedFields(
  fields: FieldOutcome[],
  candidateValue: (field: FieldPlan) => PreparedValue | null,
): void {
  for (let i = 0; i < fields.length; i++) {
    const a = fields[i]!;
    if (!a.plan.method.swappable || a.candidateField !== a.plan.field) continue;
    for (let j = i + 1; j < fields.length; j++) {
      const b = fields[j]!;
      if (b.plan.method !== a.plan.method || b.candidateField !== b.plan.field) continue;
      if (a.result.score === 100 && b.result.score === 100) continue;
      const aCrossed = compareField(a.plan, a.input, b.plan, candidateValue);
      const bCrossed = compareField(b.plan, b.input, a.plan, candidateValue);
      aCrossed.result = { ...aCrossed.result, score: Math.floor(aCrossed.result.score * SWAPPED_FACTOR) };
      bCrossed.result = { ...bCrossed.result, score: Math.floor(bCrossed.result.score * SWAPPED_FACTOR) };
      const direct = a.plan.weight * a.result.score + b.plan.weight * b.result.score;
      const crossed = a.plan.weight * aCrossed.result.score + b.plan.weight * bCrossed.result.score;
      if (crossed > direct) {
        fields[i] = aCrossed;
        fields[j] = bCrossed;
        break;
      }
    }
  }
}

export interface CandidateOutcome<Id> {
  id: Id;
  /** The highest score among the scenarios reached. */
  score: number;
  /** Every scenario the candidate reached, best first. */
  reached: ScenarioOutcome[];
  /** Every scenario scored, reached or not, for explanations. */
  all: ScenarioOutcome[];
}

/**
 * OR over scenarios: a candidate is a duplicate when it reaches at least one scenario's threshold. Answers the
 * duplicates sorted by score, then id.
 */
export function combineScenarios<Id extends string>(
  candidates: { id: Id; outcomes: ScenarioOutcome[] }[],
): CandidateOutcome<Id>[] {
  const duplicates: CandidateOutcome<Id>[] = [];
  for (const { id, outcomes } of candidates) {
    const reached = outcomes.filter((outcome) => outcome.reached).sort((a, b) => b.score - a.score);
    if (reached.length > 0) duplicates.push({ id, score: reached[0]!.score, reached, all: outcomes });
  }
  return duplicates.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
