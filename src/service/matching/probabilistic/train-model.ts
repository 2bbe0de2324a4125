import type { FieldOutcome, ScenarioPlan } from '../scoring/score-scenario';
import {
  agreementLevel,
  LEVELS,
  pairBits,
  type AgreementLevel,
  type FieldModel,
  type MatchModel,
} from './match-model';
import { searchBoundary, searchCalibration } from './search-boundary';

/** Pairs of records compared field by field with a scenario, to learn its model from. */
export interface TrainingPairs {
  /** Pairs drawn at random: nearly all of two different people, so they tell how often fields agree by chance. */
  random: readonly (readonly FieldOutcome[])[];
  /** Pairs sharing blocking keys: where the duplicates are, mixed with people who merely look alike. */
  blocked: readonly (readonly FieldOutcome[])[];
  /** Distinct records the blocked pairs were found for, and records of the type in all. */
  searchedRecords: number;
  records: number;
}

const EM_ROUNDS = 40;
/** Where expectation–maximisation starts: duplicates mostly agree, and one pair in ten is one. */
const START_M = [0.05, 0.05, 0.05, 0.1, 0.75];
const START_SHARE = 0.1;
/** Added to every count, so a level never seen is unlikely rather than impossible. */
const PSEUDO_COUNT = 0.5;

type Levels = (AgreementLevel | null)[];

const levelsOf = (pairs: TrainingPairs['random']): Levels[] =>
  pairs.map((fields) => fields.map((field) => agreementLevel(field.evidence, field.result.score)));

/** Shares of each level per field, from counts with a pseudo-count each. */
function shares(counts: Float64Array[]): number[][] {
  return counts.map((row) => {
    const total = row.reduce((sum, count) => sum + count, 0) + PSEUDO_COUNT * LEVELS;
    return Array.from(row, (count) => (count + PSEUDO_COUNT) / total);
  });
}

/**
 * Learns a scenario's model from its record type's own records, without labels (as Splink does): u from pairs drawn
 * at random, m by expectation–maximisation over blocked pairs with u held fixed, and the prior from the blocked
 * pairs found to be one person, scaled to the records not searched and spread over all pairs of records. With it,
 * the weighted mean the scenario's SEARCH scores are calibrated to (search-boundary.ts).
 */
export function trainModel(plan: ScenarioPlan, pairs: TrainingPairs, now = new Date()): MatchModel {
  const fields = plan.fields.length;
  const emptyCounts = () => Array.from({ length: fields }, () => new Float64Array(LEVELS));

  const chance = emptyCounts();
  for (const levels of levelsOf(pairs.random))
    levels.forEach((level, i) => level !== null && (chance[i]![level]! += 1));
  const u = shares(chance);

  const blocked = levelsOf(pairs.blocked);
  // A pair a guard holds apart is two people by the scenario's own rule (a given name or birth date that clearly
  // differs): never of the matching class, which would otherwise be housemates, who agree on more than one person
  // entered twice does.
  const guarded = pairs.blocked.map((fields) => fields.some((field) => field.guardFired));
  // The pair's evidence as scoring weighs it (pairBits), so that what one household shares is one fact here too:
  // otherwise the class whose fields agree most would be housemates rather than one person twice.
  const shared = plan.fields.map((field) => field.shared);
  const bits = new Float64Array(fields);
  let m = Array.from({ length: fields }, () => [...START_M]);
  let share = START_SHARE;
  for (let round = 0; round < EM_ROUNDS; round++) {
    const agreeing = emptyCounts();
    let sum = 0;
    blocked.forEach((levels, pair) => {
      levels.forEach((level, i) => {
        bits[i] = level === null ? 0 : Math.log2(m[i]![level]! / u[i]![level]!);
      });
      const ratio = 2 ** pairBits(bits, shared);
      const posterior = guarded[pair] ? 0 : (share * ratio) / (share * ratio + 1 - share);
      sum += posterior;
      levels.forEach((level, i) => level !== null && (agreeing[i]![level]! += posterior));
    });
    share = blocked.length > 0 ? sum / blocked.length : START_SHARE;
    m = shares(agreeing);
  }

  // A pair is found when either of its records was searched; spread over every pair of records.
  const coverage = Math.min(1, pairs.searchedRecords / Math.max(1, pairs.records));
  const found = 1 - (1 - coverage) ** 2;
  const duplicatePairs = (share * pairs.blocked.length) / Math.max(found, 1e-9);
  const allPairs = (pairs.records * (pairs.records - 1)) / 2;
  const prior = Math.min(0.5, Math.max(1e-9, duplicatePairs / Math.max(1, allPairs)));
  const model: MatchModel = {
    prior,
    fields: plan.fields.map((field, i): FieldModel => ({ field: field.field, m: m[i]!, u: u[i]! })),
    trainedAt: now.toISOString(),
    randomPairs: pairs.random.length,
    blockedPairs: pairs.blocked.length,
  };
  const calibration = searchCalibration(plan, model, pairs.blocked);
  const boundary = searchBoundary(calibration);
  return {
    ...model,
    searchCalibration: calibration,
    ...(boundary === null ? {} : { searchBoundary: boundary }),
  };
}
