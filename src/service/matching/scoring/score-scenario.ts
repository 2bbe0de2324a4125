import {
  evidenceBits,
  pairBits,
  probabilityScore,
  Shared,
  type Evidence,
  type FieldModel,
  type MatchModel,
} from '../probabilistic/match-model';
import { calibratedScore, weightedMeanScoring } from './score-calibration';
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
  /** True when a clear disagreement of this field holds a pair apart (MatchMethodDefinition.guardBelow). */
  guard: boolean;
  /**
   * True for a field that names one person only (a social security or customer number): exact agreement on it
   * outweighs any guard.
   */
  identifier: boolean;
  /**
   * Whether records that are not one agree on the field as a matter of course, and with whom (Shared): people of
   * one household or workplace on an address, phone or employer, organisations of one place on an address, a
   * chain's branches on a name and website. Such agreements never outweigh a guard and, under a model, those of one
   * kind count once however many there are.
   */
  shared: Shared;
  /** Index groups the field belongs to; empty when the field is scored but never used to find candidates. */
  indexGroups: number[];
  method: MatchMethodDefinition;
  options: MatchOptions;
}

export interface ScenarioPlan {
  scenarioId: string;
  scenarioName: string;
  threshold: number;
  /**
   * The share, in percent, of the scenario's whole weight that both records must fill for a verdict: two records
   * that share one field and nothing else are not duplicates.
   */
  minimumEvidence: number;
  fields: FieldPlan[];
  /**
   * With scoreMethod PROBABILISTIC and a trained model (its fields those of the plan, in order): the score is the
   * match probability. Otherwise the weighted mean of the field scores.
   */
  model: MatchModel | null;
  /**
   * Without a model in force, once the scenario's model was trained: the weighted mean that scores the default
   * threshold (score-calibration.ts). Null scores the weighted mean itself.
   */
  searchBoundary: number | null;
}

/** Prepared values by form (see FieldPlan.form). */
export type PreparedForms = ReadonlyMap<string, PreparedValue>;

/** A candidate's prepared value of a field, or null when the candidate has none. */
export type CandidateValue = (field: FieldPlan) => PreparedValue | null;

/**
 * Field outcomes of one candidate by form, shared by the scenarios scoring it: scenarios that compare the same form
 * (an e-mail address in two scenarios) compare it once.
 */
export type ComparedForms = Map<string, FieldOutcome>;

export interface FieldOutcome {
  plan: FieldPlan;
  /** The candidate's field compared: this field, or its counterpart when the two were entered swapped. */
  candidateField: string;
  /** null when the input has no value for the field. */
  input: PreparedValue | null;
  /** null when the candidate has no value for the field. */
  candidate: PreparedValue | null;
  result: FieldScore;
  /** Compared, weak (a placeholder on either side: it counts a quarter), or missing on either side (not counted). */
  evidence: Evidence;
  /** The weight the field counted with towards the minimum evidence: the plan's, a quarter when weak, 0 missing. */
  weight: number;
  /**
   * The term-frequency factor on that weight in the score: below 1 for agreement on a value commoner than most, 1
   * otherwise, when the values disagree or the method does not adjust (see ValueFrequencies).
   */
  termFrequency: number;
  /** With a model: the field's weight of evidence in bits (0 when it has no agreement level); null without one. */
  bits: number | null;
  /** True when the field's guard held the pair apart. */
  guardFired: boolean;
}

/** Why a scenario did or did not find a pair to be duplicates. */
export type Verdict = 'DUPLICATE' | 'BELOW_THRESHOLD' | 'NOT_ENOUGH_EVIDENCE' | 'GUARDED';

export interface ScenarioOutcome {
  plan: ScenarioPlan;
  /**
   * The weighted mean of the compared fields' scores, calibrated when the plan has a boundary, or with a model the
   * match probability; 0–100, rounded to a whole number as the original reports it.
   */
  score: number;
  /** The weighted mean of the compared fields' scores, rounded: the score before calibration. */
  weightedMean: number;
  reached: boolean;
  verdict: Verdict;
  /** The weight both records filled, and the weight a verdict needs (see ScenarioPlan.minimumEvidence). */
  comparedWeight: number;
  requiredWeight: number;
  /** Every scenario field, in plan order. */
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
 * How much agreement on a value says, given how common it is among the records compared with: a factor on the
 * field's weight (match-index/term-frequencies.ts keeps the counts).
 */
export interface ValueFrequencies {
  factor(field: FieldPlan, input: PreparedValue, candidate: PreparedValue): number;
}

/** For scoring without a store to count in: every agreement counts its weight. */
export const NO_FREQUENCIES: ValueFrequencies = { factor: () => 1 };

/** A field score from which two values agree, so that how common the value is matters. */
export const AGREEMENT = 90;

/** A placeholder counts this share of its field's weight. */
export const WEAK_EVIDENCE = 0.25;

/**
 * A field that tells people apart corroborates a pair a guard disagrees on from this score: the same value, or a
 * typo or one-digit slip of it, not another value.
 */
export const CORROBORATING_SCORE = 75;
/**
 * Corroborating fields needed to outweigh a guard: one is what a family member can share (a twin's birth date, a
 * junior's given name, a family mailbox), two agreeing besides it are another person only by coincidence;
 */
export const CORROBORATING_FIELDS = 2;
/** and together they weigh at least this many times the guarded fields that disagree (rare values weigh more). */
export const GUARD_STRENGTH = 1.5;

/** Words that stand for no value at all. */
const PLACEHOLDER_WORDS = new Set([
  'unknown',
  'unk',
  'na',
  'n a',
  'none',
  'null',
  'nil',
  'not known',
  'test',
]);

/**
 * True for three or more of one character and nothing else but punctuation ("0000000", "x-x-x"). Written as a loop:
 * a search asks it of both sides of every field it compares, and most texts answer at their second character.
 */
function oneCharacterRepeated(text: string): boolean {
  let first = -1;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const isAsciiAlphanumeric =
      (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
    if (code < 128 && !isAsciiAlphanumeric) continue;
    if (first === -1) first = code;
    else if (code !== first) return false;
    count++;
  }
  return count > 2;
}

/** A value that stands in for an unknown one: a placeholder word, one character repeated, or the method's own. */
function isPlaceholder(field: FieldPlan, value: PreparedValue): boolean {
  const text = value.normalised;
  if (PLACEHOLDER_WORDS.has(text) || oneCharacterRepeated(text)) return true;
  return field.method.placeholder?.(value) ?? false;
}

/** The weight a field counts with: a placeholder on either side makes it weak evidence. */
const evidenceOf = (field: FieldPlan, input: PreparedValue, candidate: PreparedValue): Evidence =>
  isPlaceholder(field, input) || isPlaceholder(field, candidate) ? 'WEAK' : 'COMPARED';

const weightOf = (field: FieldPlan, evidence: Evidence) =>
  evidence === 'COMPARED' ? field.weight : evidence === 'WEAK' ? field.weight * WEAK_EVIDENCE : 0;

/**
 * What the input of a scoring is. A record (an upsert's, a stored one) is judged by the scenario's minimum evidence
 * whatever it fills: it acts on data. A query (a search) is a question, answered on what it asks: when it fills less
 * than the minimum, everything it fills must be compared ("Jenniffer" alone finds the Jennifers).
 */
export type InputKind = 'record' | 'query';

/** The weight a verdict needs: the scenario's minimum share of its whole weight, for a query at most what it fills. */
export function requiredWeightOf(plan: ScenarioPlan, kind: InputKind, inputWeight: number): number {
  const minimum = (plan.minimumEvidence / 100) * plan.fields.reduce((sum, field) => sum + field.weight, 0);
  return kind === 'query' ? Math.min(minimum, inputWeight) : minimum;
}

/** A value both sides have and that normalises to something; anything else is missing evidence. */
const hasValue = (value: PreparedValue | null | undefined): value is PreparedValue =>
  value !== null && value !== undefined && value.normalised !== '';

/** True when a guarded field's comparison says the two records are different people. */
const guardFires = (field: FieldPlan, evidence: Evidence, score: number) =>
  field.guard &&
  evidence !== 'MISSING' &&
  field.method.guardBelow !== undefined &&
  score < field.method.guardBelow;

/** True when an identifier agrees exactly: the same person, whatever a guard says. */
const identifies = (field: FieldPlan, evidence: Evidence, score: number) =>
  field.identifier && evidence === 'COMPARED' && score === 100;

/**
 * True for a field whose agreement two people of one household or workplace rarely share: not a place, phone or
 * employer (FieldPlan.shared), and not a surname, which is a person name the scenario does not guard.
 */
const tellsPeopleApart = (field: FieldPlan) =>
  field.shared === Shared.no && !(field.method.swappable && !field.guard);

/**
 * True when the fields that tell people apart agree well enough to outweigh the guards that disagree: at least
 * CORROBORATING_FIELDS of them, weighing with their rarity GUARD_STRENGTH times the disagreeing guards' weight. A
 * record whose given name or birth date was replaced by another's still agrees on the other and on an e-mail or a
 * personal number; two people of one household agree on their surname, address and phone, which count for nothing
 * here. By position: the plans, the evidence, field scores and term-frequency factors of one candidate.
 */
function corroborated(
  fields: readonly FieldPlan[],
  evidence: readonly Evidence[],
  scores: ArrayLike<number>,
  factors: ArrayLike<number>,
): boolean {
  let disagreeing = 0;
  let agreeing = 0;
  let agreeingWeight = 0;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    if (guardFires(field, evidence[i]!, scores[i]!)) disagreeing += field.weight;
    else if (tellsPeopleApart(field) && evidence[i] === 'COMPARED' && scores[i]! >= CORROBORATING_SCORE) {
      agreeing++;
      agreeingWeight += field.weight * factors[i]!;
    }
  }
  return agreeing >= CORROBORATING_FIELDS && agreeingWeight >= GUARD_STRENGTH * disagreeing;
}

/**
 * Scores one candidate with one scenario (design.md §5): the weighted mean of the field scores over the fields both
 * records fill, whichever of them is the input, agreement weighed by how rare the value is (or with a model, the
 * match probability). A placeholder counts as weak evidence; a scenario reaches a verdict only when the weight
 * compared is at least its minimum; a guarded field that clearly disagrees holds the pair apart unless an identifier
 * agrees exactly or other fields corroborate the pair. Every field is compared, for explanations; a search uses
 * reachedScore, which stops early.
 */
export function scoreScenario(
  plan: ScenarioPlan,
  input: PreparedForms,
  candidateValue: CandidateValue,
  kind: InputKind = 'record',
  frequencies: ValueFrequencies = NO_FREQUENCIES,
): ScenarioOutcome {
  const compare = { candidateValue, frequencies };
  const fields = plan.fields.map((field) =>
    compareField(field, input.get(field.form) ?? null, field, compare),
  );
  readSwappedFields(fields, compare);
  const plans = fields.map((field) => field.plan);
  const evidence = fields.map((field) => field.evidence);
  const scores = fields.map((field) => field.result.score);
  const factors = fields.map((field) => field.termFrequency);
  const outweighed =
    fields.some((field) => identifies(field.plan, field.evidence, field.result.score)) ||
    corroborated(plans, evidence, scores, factors);
  for (const field of fields) {
    field.guardFired = !outweighed && guardFires(field.plan, field.evidence, field.result.score);
  }
  const comparedWeight = fields.reduce((sum, field) => sum + field.weight, 0);
  const inputWeight = fields.reduce((sum, field) => sum + (field.input ? field.plan.weight : 0), 0);
  const requiredWeight = requiredWeightOf(plan, kind, inputWeight);
  const { model } = plan;
  const mean = weightedMean(fields);
  let score: number;
  if (model) {
    fields.forEach((field, i) => {
      field.bits = evidenceBits(model.fields[i]!, field.evidence, field.result.score, field.termFrequency);
    });
    score = probabilityScore(
      model.prior,
      pairBits(
        fields.map((field) => field.bits!),
        fields.map((field) => field.plan.shared),
      ),
    );
  } else {
    score = searchScore(plan, mean);
  }
  const verdict: Verdict =
    verdictWithoutScore(fields, comparedWeight, requiredWeight) ??
    (score >= plan.threshold ? 'DUPLICATE' : 'BELOW_THRESHOLD');
  return {
    plan,
    score,
    weightedMean: Math.round(mean),
    reached: verdict === 'DUPLICATE',
    verdict,
    comparedWeight,
    requiredWeight,
    fields,
  };
}

/**
 * The verdict a pair gets whatever it scores: too little compared for one, or a guard holding it apart; null when its
 * score decides.
 */
export function verdictWithoutScore(
  fields: readonly Pick<FieldOutcome, 'guardFired'>[],
  comparedWeight: number,
  requiredWeight: number,
): 'NOT_ENOUGH_EVIDENCE' | 'GUARDED' | null {
  if (comparedWeight === 0 || comparedWeight < requiredWeight) return 'NOT_ENOUGH_EVIDENCE';
  return fields.some((field) => field.guardFired) ? 'GUARDED' : null;
}

/** A SEARCH score: the weighted mean, calibrated when the scenario's model has placed its boundary. */
const searchScore = (plan: ScenarioPlan, mean: number) =>
  Math.round(plan.searchBoundary === null ? mean : calibratedScore(mean, plan.searchBoundary));

/** The weighted mean of compared fields' scores, unrounded, summed in plan order so that every path rounds alike. */
export function weightedMean(
  fields: readonly Pick<FieldOutcome, 'weight' | 'termFrequency' | 'result'>[],
): number {
  let weighted = 0;
  let totalWeight = 0;
  for (const { weight, termFrequency, result } of fields) {
    weighted += weight * termFrequency * result.score;
    totalWeight += weight * termFrequency;
  }
  return totalWeight > 0 ? weighted / totalWeight : 0;
}

/** What a comparison reads besides the input: the candidate's values, and how common values are. */
interface Comparing {
  candidateValue: CandidateValue;
  frequencies: ValueFrequencies;
}

/**
 * The input's value of one field against the candidate's value of `candidateField` (usually the same field). Read
 * crosswise, a value is compared with the word lists of the field it is compared with: a given name typed into the
 * surname field still meets its nickname.
 */
function compareField(
  field: FieldPlan,
  input: PreparedValue | null,
  candidateField: FieldPlan,
  { candidateValue, frequencies }: Comparing,
): FieldOutcome {
  const candidate = candidateValue(candidateField);
  const missing = !hasValue(input) || !hasValue(candidate);
  const evidence = missing ? 'MISSING' : evidenceOf(field, input, candidate);
  const result = missing ? noScore : field.method.compare(input, candidate, candidateField.options);
  return {
    plan: field,
    candidateField: candidateField.field,
    input,
    candidate,
    result,
    evidence,
    weight: weightOf(field, evidence),
    termFrequency:
      !missing && field.method.termFrequency && result.score >= AGREEMENT
        ? frequencies.factor(field, input, candidate)
        : 1,
    bits: null,
    guardFired: false,
  };
}

/**
 * A swapped reading is still a likely duplicate but ranks below the same values entered the right way round, so
 * an exact record comes first.
 */
const SWAPPED_FACTOR = 0.95;
/**
 * Each crosswise comparison must agree at least this well: one name shared crosswise ("Thomas Labreche" and "Sarah
 * Thomas") is a coincidence, not a swap.
 */
const SWAP_AGREEMENT = 80;

const disagreesCrosswise = (outcome: FieldOutcome) =>
  outcome.evidence !== 'MISSING' && outcome.result.score < SWAP_AGREEMENT;

/**
 * First and last names entered into each other's field: for each pair of fields with one swappable method, the
 * crosswise comparison replaces the direct one when it explains the candidate better and none of its comparisons
 * disagrees.
 */
function readSwappedFields(fields: FieldOutcome[], compare: Comparing): void {
  for (let i = 0; i < fields.length; i++) {
    const a = fields[i]!;
    if (!a.plan.method.swappable || a.candidateField !== a.plan.field) continue;
    for (let j = i + 1; j < fields.length; j++) {
      const b = fields[j]!;
      if (b.plan.method !== a.plan.method || b.candidateField !== b.plan.field) continue;
      if (a.result.score === 100 && b.result.score === 100) continue;
      const aCrossed = compareField(a.plan, a.input, b.plan, compare);
      // One crosswise comparison that disagrees rules the reading out: the other need not be made.
      if (disagreesCrosswise(aCrossed)) continue;
      const bCrossed = compareField(b.plan, b.input, a.plan, compare);
      if (disagreesCrosswise(bCrossed)) continue;
      const crossed = [aCrossed, bCrossed].filter((outcome) => outcome.evidence !== 'MISSING');
      if (crossed.length === 0) continue;
      for (const outcome of crossed) {
        outcome.result = { ...outcome.result, score: Math.floor(outcome.result.score * SWAPPED_FACTOR) };
      }
      const direct = a.weight * a.result.score + b.weight * b.result.score;
      // Read without term frequencies: which reading explains the pair is a matter of the names, not their rarity.
      const crosswise = aCrossed.weight * aCrossed.result.score + bCrossed.weight * bCrossed.result.score;
      if (crosswise > direct) {
        fields[i] = aCrossed;
        fields[j] = bCrossed;
        break;
      }
    }
  }
}

/**
 * One scenario with a search's input, ready to score many candidates: the fields the input fills, those a
 * candidate is most often ruled out by (identifiers, guarded, then heaviest, not swappable) first.
 */
export interface ScenarioProbe {
  plan: ScenarioPlan;
  input: PreparedForms;
  /** False when the input fills too little of the scenario for any verdict: no candidate is scored. */
  applies: boolean;
  /** Fields the input fills, in plan order, which the final sum follows. */
  present: readonly FieldPlan[];
  /** Their input values, by the same position. */
  inputs: readonly PreparedValue[];
  /** Indexes into `present`: fields that are not swappable, identifiers first, then guarded, then heaviest. */
  decisive: readonly number[];
  /**
   * The plan's swappable fields, in plan order, read crosswise once all are compared, each with its index into
   * `present`, or undefined for one the input leaves empty: a given name entered alone may be the candidate's
   * surname ("Oscar" and "Moore Oscar"), as scoreScenario reads it. Empty when the input fills none of them.
   */
  swappable: readonly { field: FieldPlan; index: number | undefined }[];
  /** The weight of every field present. */
  inputWeight: number;
  requiredWeight: number;
  frequencies: ValueFrequencies;
  /**
   * The field scores, evidence, counted weights and term-frequency factors of the candidate being scored, by
   * position; reused for every candidate.
   */
  scores: Float64Array;
  evidence: Evidence[];
  weights: Float64Array;
  factors: Float64Array;
  /** With a model: each present field's model, and the candidate's evidence in bits by position. */
  models: readonly FieldModel[];
  bits: Float64Array;
  /** With whom each present field's values may be shared (pairBits). */
  shared: readonly Shared[];
}

export function scenarioProbe(
  plan: ScenarioPlan,
  input: PreparedForms,
  kind: InputKind = 'record',
  frequencies: ValueFrequencies = NO_FREQUENCIES,
): ScenarioProbe {
  const present = plan.fields.filter((field) => hasValue(input.get(field.form)));
  const positions = present.map((_, index) => index);
  const inputWeight = present.reduce((sum, field) => sum + field.weight, 0);
  const requiredWeight = requiredWeightOf(plan, kind, inputWeight);
  return {
    plan,
    input,
    applies: present.length > 0 && inputWeight >= requiredWeight,
    present,
    inputs: present.map((field) => input.get(field.form)!),
    decisive: positions
      .filter((index) => !present[index]!.method.swappable)
      .sort(
        (a, b) =>
          Number(present[b]!.identifier) - Number(present[a]!.identifier) ||
          Number(present[b]!.guard) - Number(present[a]!.guard) ||
          present[b]!.weight - present[a]!.weight,
      ),
    swappable: present.some((field) => field.method.swappable)
      ? plan.fields
          .filter((field) => field.method.swappable)
          .map((field) => {
            const index = present.indexOf(field);
            return { field, index: index < 0 ? undefined : index };
          })
      : [],
    inputWeight,
    requiredWeight,
    frequencies,
    scores: new Float64Array(present.length),
    evidence: present.map((): Evidence => 'MISSING'),
    weights: new Float64Array(present.length),
    factors: new Float64Array(present.length),
    models: plan.model ? present.map((field) => plan.model!.fields[plan.fields.indexOf(field)]!) : [],
    bits: new Float64Array(present.length),
    shared: present.map((field) => field.shared),
  };
}

/**
 * The candidate's score with the probe's scenario when it reaches a verdict, otherwise undefined. A guarded verdict
 * comes back, with `guard`, only when `keepGuarded` asks for it (an upsert logs such a pair rather than update it).
 * Compares the decisive fields first and stops as soon as the threshold is out of reach, whatever the fields left
 * could score; whenever the candidate reaches the threshold the score is exactly scoreScenario's. `compared` carries
 * field outcomes from one scenario to the next for the same candidate.
 */
export function reachedScore(
  probe: ScenarioProbe,
  candidateValue: CandidateValue,
  compared: ComparedForms = new Map(),
  keepGuarded = false,
): ScenarioReached | undefined {
  if (!probe.applies) return undefined;
  const { present, inputs, scores, evidence, weights, factors, bits, models, plan } = probe;
  const compare = { candidateValue, frequencies: probe.frequencies };
  // An outcome may be another scenario's comparison of the same form: the weight is this scenario's.
  const record = (index: number, outcome: FieldOutcome) => {
    scores[index] = outcome.result.score;
    evidence[index] = outcome.evidence;
    weights[index] = weightOf(present[index]!, outcome.evidence);
    factors[index] = outcome.termFrequency;
    if (plan.model)
      bits[index] = evidenceBits(
        models[index]!,
        outcome.evidence,
        outcome.result.score,
        outcome.termFrequency,
      );
  };
  // Math.round(x) ≥ t exactly when x ≥ t − 0.5; a hair below that bound keeps rounding error from pruning. The
  // bound is on the weighted mean, so a calibrated score's is mapped back.
  const lowest = plan.threshold - 0.5;
  const needed =
    (plan.searchBoundary === null ? lowest : weightedMeanScoring(lowest, plan.searchBoundary)) - 1e-9;
  let unread = probe.inputWeight;
  let weighted = 0;
  let weight = 0;
  let scoring = 0;
  let guard: string | undefined;
  let identified = false;
  for (const index of probe.decisive) {
    const field = present[index]!;
    let outcome = compared.get(field.form);
    if (!outcome) {
      outcome = compareField(field, inputs[index]!, field, compare);
      compared.set(field.form, outcome);
    }
    record(index, outcome);
    const score = scores[index]!;
    unread -= field.weight;
    weighted += weights[index]! * factors[index]! * score;
    weight += weights[index]!;
    scoring += weights[index]! * factors[index]!;
    if (identifies(field, outcome.evidence, score)) identified = true;
    if (guard === undefined && guardFires(field, outcome.evidence, score)) guard = field.field;
    // At best every field left is compared in full and scores 100 (a term frequency only ever lowers a weight).
    if (weight + unread < probe.requiredWeight) return undefined;
    // A model's probability has no such bound worth its cost: every field is compared.
    if (!plan.model && weighted + unread * 100 < needed * (scoring + unread)) return undefined;
  }
  if (probe.swappable.length > 0) {
    const swappable = probe.swappable.map(({ field, index }) =>
      compareField(field, index === undefined ? null : inputs[index]!, field, compare),
    );
    readSwappedFields(swappable, compare);
    probe.swappable.forEach(({ index }, i) => {
      // A field the input leaves empty weighs nothing, however it is read.
      if (index === undefined) return;
      const outcome = swappable[i]!;
      record(index, outcome);
      if (identifies(outcome.plan, outcome.evidence, outcome.result.score)) identified = true;
      if (guard === undefined && guardFires(outcome.plan, outcome.evidence, outcome.result.score))
        guard = outcome.plan.field;
    });
  }
  let outweighed: string | undefined;
  if (guard !== undefined && (identified || corroborated(present, evidence, scores, factors))) {
    outweighed = guard;
    guard = undefined;
  }
  if (guard !== undefined && !keepGuarded) return undefined;
  // Summed in plan order, as scoreScenario sums, so that both round alike.
  weighted = 0;
  weight = 0;
  scoring = 0;
  for (let index = 0; index < present.length; index++) {
    weighted += weights[index]! * factors[index]! * scores[index]!;
    weight += weights[index]!;
    scoring += weights[index]! * factors[index]!;
  }
  if (weight === 0 || weight < probe.requiredWeight) return undefined;
  const score = plan.model
    ? probabilityScore(plan.model.prior, pairBits(bits, probe.shared))
    : searchScore(plan, weighted / scoring);
  if (score < plan.threshold) return undefined;
  if (guard !== undefined) return { plan, score, guard };
  return outweighed === undefined ? { plan, score } : { plan, score, outweighedGuard: outweighed };
}

/** A scenario a candidate reached, with its score there. */
export interface ScenarioReached {
  plan: ScenarioPlan;
  score: number;
  /** The field whose guard held the pair apart: the scenario's score was reached, but it is not a duplicate. */
  guard?: string;
  /**
   * The guarded field that disagreed with the input but was outweighed (by an identifier or corroborating fields):
   * the input itself tells this record from one the guard holds apart from it.
   */
  outweighedGuard?: string;
}

/** A candidate that reached at least one scenario. */
export interface Duplicate<Id> {
  id: Id;
  /** The highest score among the scenarios reached. */
  score: number;
  /** Every scenario the candidate reached, best first. */
  reached: ScenarioReached[];
  /**
   * Other duplicates that a guard says are another person, which the input cannot tell this one from (see
   * markAmbiguous): no upsert updates an ambiguous match.
   */
  ambiguousWith?: Id[];
}

type Reaching<Id> = { id: Id; reached: readonly ScenarioReached[] };

function ranked<Id extends string>(candidates: readonly Reaching<Id>[]): Duplicate<Id>[] {
  const duplicates: Duplicate<Id>[] = [];
  for (const { id, reached } of candidates) {
    if (reached.length === 0) continue;
    const best = [...reached].sort((a, b) => b.score - a.score);
    duplicates.push({ id, score: best[0]!.score, reached: best });
  }
  return duplicates.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * OR over scenarios: a candidate is a duplicate when it reaches at least one scenario's threshold unguarded.
 * Answers the duplicates sorted by score, then id, each with the scenarios it reached unguarded.
 */
export const rankDuplicates = <Id extends string>(candidates: readonly Reaching<Id>[]): Duplicate<Id>[] =>
  ranked(candidates.map(({ id, reached }) => ({ id, reached: reached.filter((one) => !one.guard) })));

/**
 * Candidates that would be duplicates but for a guard (every scenario they reached held them apart): another
 * person, as far as the guard can tell, worth a steward's look. Sorted as rankDuplicates sorts.
 */
export const rankGuarded = <Id extends string>(candidates: readonly Reaching<Id>[]): Duplicate<Id>[] =>
  ranked(candidates.filter(({ reached }) => reached.every((one) => one.guard)));
