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
  /**
   * What preparing a text depends on besides the text: the method, its word lists and configuration, the default
   * country. A text is prepared alike for every field with the same preparation, of any record type.
   */
  preparation: string;
  /** The field and its preparation: scenario fields of one form share one prepared value, also in the index. */
  form: string;
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

/** Prepared values by form (see FieldPlan.form). */
export type PreparedForms = ReadonlyMap<string, PreparedValue>;

/** A candidate's prepared value of a field, or null when the candidate has none. */
export type CandidateValue = (field: FieldPlan) => PreparedValue | null;

/**
 * Field scores of one candidate by form, shared by the scenarios scoring it: scenarios that compare the same form
 * (an e-mail address in two scenarios) compare it once.
 */
export type ComparedForms = Map<string, FieldScore>;

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

/**
 * Longest text a method compares. A long text area is matched on its beginning, so no comparison (edit distance is
 * quadratic in the length) can hold the service up.
 */
export const MAX_COMPARED_LENGTH = 255;

/** One field's value prepared for comparison; `raw` keeps the whole text. */
export function prepareValue(field: FieldPlan, text: string): PreparedValue {
  if (text.length <= MAX_COMPARED_LENGTH) return field.method.prepare(text, field.options);
  return { ...field.method.prepare(text.slice(0, MAX_COMPARED_LENGTH), field.options), raw: text };
}

/** Texts already prepared, by preparation and text: one search of several record types prepares each once. */
export type PreparedTexts = Map<string, PreparedValue>;

/**
 * The values of every field of the scenarios, prepared once per form however many scenarios use it, and once per
 * preparation and text across the calls that share `texts`; blank and missing values are left out.
 */
export function prepareForms(
  plans: readonly ScenarioPlan[],
  values: Readonly<Record<string, string | null | undefined>>,
  texts: PreparedTexts = new Map(),
): Map<string, PreparedValue> {
  const prepared = new Map<string, PreparedValue>();
  for (const plan of plans) {
    for (const field of plan.fields) {
      const value = values[field.field];
      if (prepared.has(field.form) || typeof value !== 'string' || value.trim() === '') continue;
      const key = `${field.preparation}\u0000${value}`;
      let text = texts.get(key);
      if (!text) texts.set(key, (text = prepareValue(field, value)));
      prepared.set(field.form, text);
    }
  }
  return prepared;
}

/**
 * Scores one candidate with one scenario: the weighted mean of the field scores over the fields present in the
 * input (design.md §5). A field the input fills but the candidate leaves empty scores 0. With no input field
 * present the scenario does not apply and scores 0. Every field is compared, for explanations; a search uses
 * reachedScore, which stops early.
 */
export function scoreScenario(
  plan: ScenarioPlan,
  input: PreparedForms,
  candidateValue: CandidateValue,
): ScenarioOutcome {
  const fields: FieldOutcome[] = [];
  for (const field of plan.fields) {
    const prepared = input.get(field.form);
    if (prepared) fields.push(compareField(field, prepared, field, candidateValue));
  }
  readSwappedFields(fields, candidateValue);
  const totalWeight = fields.reduce((sum, { plan: field }) => sum + field.weight, 0);
  const score = weightedScore(fields);
  return { plan, score, reached: totalWeight > 0 && score >= plan.threshold, fields };
}

/** The scenario score of compared fields, summed in plan order so that every path rounds alike. */
function weightedScore(fields: readonly FieldOutcome[]): number {
  let weighted = 0;
  let totalWeight = 0;
  for (const { plan: field, result } of fields) {
    weighted += field.weight * result.score;
    totalWeight += field.weight;
  }
  return totalWeight > 0 ? Math.round(weighted / totalWeight) : 0;
}

/** The input's value of one field against the candidate's value of `candidateField` (usually the same field). */
function compareField(
  field: FieldPlan,
  input: PreparedValue,
  candidateField: FieldPlan,
  candidateValue: CandidateValue,
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
function readSwappedFields(fields: FieldOutcome[], candidateValue: CandidateValue): void {
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

/**
 * One scenario with a search's input, ready to score many candidates: the fields the input fills, those a
 * candidate is most often ruled out by (heaviest, not swappable) first.
 */
export interface ScenarioProbe {
  plan: ScenarioPlan;
  input: PreparedForms;
  /** Present fields in plan order, which the final sum follows. */
  present: readonly FieldPlan[];
  /** Their input values, by the same position. */
  inputs: readonly PreparedValue[];
  /** Indexes into `present`: fields that are not swappable, heaviest first. */
  decisive: readonly number[];
  /** Indexes into `present`: swappable fields, in plan order, read crosswise once all are compared. */
  swappable: readonly number[];
  totalWeight: number;
  /** The weighted sum of field scores a candidate needs to reach the threshold after rounding. */
  needed: number;
  /** The field scores of the candidate being scored, by position; reused from candidate to candidate. */
  scores: Float64Array;
}

export function scenarioProbe(plan: ScenarioPlan, input: PreparedForms): ScenarioProbe {
  const present = plan.fields.filter((field) => input.has(field.form));
  const positions = present.map((_, index) => index);
  const totalWeight = present.reduce((sum, field) => sum + field.weight, 0);
  return {
    plan,
    input,
    present,
    inputs: present.map((field) => input.get(field.form)!),
    decisive: positions
      .filter((index) => !present[index]!.method.swappable)
      .sort((a, b) => present[b]!.weight - present[a]!.weight),
    swappable: positions.filter((index) => present[index]!.method.swappable),
    totalWeight,
    // Math.round(x) ≥ t exactly when x ≥ t − 0.5; a hair below that bound keeps rounding error from pruning.
    needed: totalWeight > 0 ? (plan.threshold - 0.5) * totalWeight - 1e-9 : Infinity,
    scores: new Float64Array(present.length),
  };
}

/**
 * The candidate's score with the probe's scenario when it reaches the threshold, otherwise undefined. Compares the
 * decisive fields first and stops as soon as the threshold is out of reach even if every field left scored 100;
 * whenever the candidate reaches the threshold the score is exactly scoreScenario's. `compared` carries field
 * scores from one scenario to the next for the same candidate.
 */
export function reachedScore(
  probe: ScenarioProbe,
  candidateValue: CandidateValue,
  compared: ComparedForms = new Map(),
): number | undefined {
  const { present, inputs, scores } = probe;
  if (present.length === 0) return undefined;
  let remaining = probe.totalWeight;
  let weighted = 0;
  for (const index of probe.decisive) {
    const field = present[index]!;
    let result = compared.get(field.form);
    if (!result) {
      const candidate = candidateValue(field);
      result = candidate ? field.method.compare(inputs[index]!, candidate, field.options) : noScore;
      compared.set(field.form, result);
    }
    scores[index] = result.score;
    remaining -= field.weight;
    weighted += field.weight * result.score;
    if (weighted + remaining * 100 < probe.needed) return undefined;
  }
  if (probe.swappable.length > 0) {
    const swappable = probe.swappable.map((index) =>
      compareField(present[index]!, inputs[index]!, present[index]!, candidateValue),
    );
    readSwappedFields(swappable, candidateValue);
    probe.swappable.forEach((index, i) => (scores[index] = swappable[i]!.result.score));
  }
  // Summed in plan order, as scoreScenario sums, so that both round alike.
  weighted = 0;
  for (let index = 0; index < present.length; index++) weighted += present[index]!.weight * scores[index]!;
  const score = Math.round(weighted / probe.totalWeight);
  return score >= probe.plan.threshold ? score : undefined;
}

/** A scenario a candidate reached, with its score there. */
export interface ScenarioReached {
  plan: ScenarioPlan;
  score: number;
}

/** A candidate that reached at least one scenario. */
export interface Duplicate<Id> {
  id: Id;
  /** The highest score among the scenarios reached. */
  score: number;
  /** Every scenario the candidate reached, best first. */
  reached: ScenarioReached[];
}

/**
 * OR over scenarios: a candidate is a duplicate when it reaches at least one scenario's threshold. Answers the
 * duplicates sorted by score, then id.
 */
export function rankDuplicates<Id extends string>(
  candidates: readonly { id: Id; reached: ScenarioReached[] }[],
): Duplicate<Id>[] {
  const duplicates: Duplicate<Id>[] = [];
  for (const { id, reached } of candidates) {
    if (reached.length === 0) continue;
    const best = [...reached].sort((a, b) => b.score - a.score);
    duplicates.push({ id, score: best[0]!.score, reached: best });
  }
  return duplicates.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
