import { sql, type Kysely } from 'kysely';
import type { PreparedValue } from '../matching/match-method';
import { scenarioKeys } from '../matching/scoring/blocking-keys';
import type { ScenarioPlan } from '../matching/scoring/score-scenario';
import type { Database } from '../storage/schema';

/**
 * Records of a type that share at least one blocking key with the input, those sharing the most keys first, at
 * most `cap` of them.
 */
async function findCandidates(
  db: Kysely<Database>,
  recordType: string,
  keys: readonly string[],
  cap: number,
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
    .execute();
  return rows.map((row) => row.record_id);
}

/** The input's values of one scenario, prepared once per search (see prepareInput). */
export interface PreparedInput {
  plan: ScenarioPlan;
  input: ReadonlyMap<string, PreparedValue>;
}

/** Candidate ids for a search with several scenarios: the blocking keys of all of them, at most `cap` records. */
export function findCandidatesFor(
  db: Kysely<Database>,
  recordType: string,
  inputs: readonly PreparedInput[],
  cap: number,
): Promise<string[]> {
  const keys = inputs.flatMap(({ plan, input }) =>
    scenarioKeys(plan, (field) => input.get(field.scenarioFieldId)),
  );
  return findCandidates(db, recordType, [...new Set(keys)], cap);
}
