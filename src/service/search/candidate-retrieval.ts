import { sql, type Kysely } from 'kysely';
import type { PreparedValue } from '../matching/match-method';
import { searchKeys } from '../matching/scoring/blocking-keys';
import type { ScenarioPlan } from '../matching/scoring/score-scenario';
import type { Database } from '../storage/schema';

/**
 * Records of a type that share at least one blocking key with the input, those sharing the most keys first (ties
 * by id, so the order is stable from page to page), at most `cap` of them after skipping `offset`.
 */
export async function rankCandidates(
  db: Kysely<Database>,
  recordType: string,
  keys: readonly string[],
  cap: number,
  offset = 0,
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('match_keys')
    .select(['record_id', sql<number>`count(*)`.as('shared')])
    .where('record_type', '=', recordType)
    .where('key', 'in', keys)
    .groupBy('record_id')
    .orderBy('shared', 'desc')
    .orderBy('record_id')
    .limit(cap)
    .offset(offset)
    .execute();
  return rows.map((row) => row.record_id);
}

/** The input's values of one scenario, prepared once per search (see prepareInput). */
export interface PreparedInput {
  plan: ScenarioPlan;
  input: ReadonlyMap<string, PreparedValue>;
}

/** The blocking keys of a search with several scenarios: those of all of them, each once. */
export function blockingKeysOf(inputs: readonly PreparedInput[]): string[] {
  const keys = inputs.flatMap(({ plan, input }) =>
    searchKeys(plan, (field) => input.get(field.scenarioFieldId)),
  );
  return [...new Set(keys)];
}

/** Candidate ids for a search with several scenarios: the blocking keys of all of them, at most `cap` records. */
export function findCandidatesFor(
  db: Kysely<Database>,
  recordType: string,
  inputs: readonly PreparedInput[],
  cap: number,
): Promise<string[]> {
  return rankCandidates(db, recordType, blockingKeysOf(inputs), cap);
}
