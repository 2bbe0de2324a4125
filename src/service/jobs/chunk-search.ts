import {
  findMatches,
  prepareSearch,
  searchOf,
  type Matches,
  type SearchLimits,
} from '../match-index/find-duplicates';
import type { TypeIndex } from '../match-index/type-index';
import { scenarioScoresOf } from '../matching-config/scenario-selection';
import type { PairKind } from '../matching/grouping/duplicate-groups';
import { formsOf } from '../matching/scoring/record-pair';
import type { Duplicate, ScenarioPlan } from '../matching/scoring/score-scenario';
import type { StoredPair } from './chunk-claims';

/** A job searches each record as an upsert would: held to the scenarios' minimum evidence, the upsert's limits. */
export const JOB_LIMITS: SearchLimits = { cap: 50, patience: 30 };

/**
 * The pairs one stored record's search finds among the records of its index: duplicates (ambiguous ones marked),
 * and the records a guard held apart from it, which keep groups from chaining two people together. Each pair is
 * given smaller id first, so that the pair found from both sides is one.
 */
export function pairsOfRecord(index: TypeIndex, plans: readonly ScenarioPlan[], id: string): StoredPair[] {
  const value = index.valueOfId(id);
  if (!value) return [];
  return pairsOf(id, findMatches(index, searchOf(plans, formsOf(plans, value), 'record'), JOB_LIMITS), true);
}

/**
 * The pairs a record of one type finds among the records of another, its values carried over to that type's
 * fields by the cross-object mapping. Each pair is given the searched record first: the two are of different types.
 */
export function pairsAcross(
  index: TypeIndex,
  plans: readonly ScenarioPlan[],
  id: string,
  carried: Readonly<Record<string, string>>,
): StoredPair[] {
  return pairsOf(id, findMatches(index, prepareSearch(plans, carried, 'record'), JOB_LIMITS), false);
}

function pairsOf(id: string, { duplicates, guarded }: Matches, smallerFirst: boolean): StoredPair[] {
  const pair = (duplicate: Duplicate<string>, kind: PairKind): StoredPair => {
    const swap = smallerFirst && duplicate.id < id;
    return {
      a: swap ? duplicate.id : id,
      b: swap ? id : duplicate.id,
      kind,
      score: duplicate.score,
      scenarioScores: scenarioScoresOf(duplicate),
    };
  };
  return [
    ...duplicates
      .filter((duplicate) => duplicate.id !== id)
      .map((duplicate) => pair(duplicate, duplicate.ambiguousWith ? 'AMBIGUOUS' : 'MATCH')),
    ...guarded.filter((duplicate) => duplicate.id !== id).map((duplicate) => pair(duplicate, 'APART')),
  ];
}
