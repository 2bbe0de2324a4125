import { sql, type Kysely } from 'kysely';
import type { PreparedValue } from '../matching/match-method';
import { searchKeys } from '../matching/scoring/blocking-keys';
import { prepareInput, type ScenarioPlan } from '../matching/scoring/score-scenario';
import type { Database } from '../storage/schema';

/**
 * Most records read per blocking key. A key more records share than this (a common first name's sound in a large
 * store) says little about any one of them: it contributes only its first records, and a duplicate is found
 * through the rarer keys it also shares (its last name, e-mail, company). This bounds the work of a search however
 * large the store grows.
 */
export const POSTING_LIMIT = 200;

/**
 * Records of a type that share at least one blocking key with the input, those sharing the most keys first (ties
 * by id, so the order is stable from page to page), at most `cap` of them after skipping `offset`. Each key is read
 * for at most POSTING_LIMIT records.
 */
export async function rankCandidates(
  db: Kysely<Database>,
  recordType: string,
  keys: readonly string[],
  cap: number,
  offset = 0,
): Promise<string[]> {
  if (keys.length === 0) return [];
  const postings = sql.join(
    keys.map(
      (key) =>
        sql`select * from (select record_id from match_keys where record_type = ${recordType} and key = ${key} limit ${POSTING_LIMIT}) as posting`,
    ),
    sql` union all `,
  );
  const { rows } = await sql<{ record_id: string }>`
    select record_id from (${postings}) as hits
    group by record_id
    order by count(*) desc, record_id
    limit ${cap} offset ${offset}`.execute(db);
  return rows.map((row) => row.record_id);
}

/** The input's values of one scenario, prepared once per search (see prepareInput). */
export interface PreparedInput {
  plan: ScenarioPlan;
  input: ReadonlyMap<string, PreparedValue>;
}

/** The input's values prepared for each scenario, once per search. */
export const prepareInputs = (
  scenarios: readonly { plan: ScenarioPlan }[],
  values: Readonly<Record<string, string>>,
): PreparedInput[] => scenarios.map(({ plan }) => ({ plan, input: prepareInput(plan, values) }));

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
