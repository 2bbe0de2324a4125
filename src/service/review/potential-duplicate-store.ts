import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_PAGE_SIZE } from '../../contract/audit';
import type { PotentialDuplicateList } from '../../contract/potential-duplicates';
import { toId18 } from '../../contract/record-id';
import type { ScenarioScore } from '../../contract/search';
import { fromJson, toJson } from '../storage/json-column';
import { newestFirstPage, type PageRequest } from '../storage/page-cursor';
import type { Database } from '../storage/schema';

export interface NewPotentialDuplicate {
  duplicateId15: string;
  score: number;
  scenarioScores: ScenarioScore[];
}

/**
 * Logs the pairs an upsert left for review, inside its transaction. A pair logged before is refreshed with the
 * latest score and time rather than listed twice.
 */
export async function logPotentialDuplicates(
  db: Kysely<Database>,
  written: { objectType: string; recordId15: string; at: string; principal: string },
  duplicates: readonly NewPotentialDuplicate[],
): Promise<void> {
  if (duplicates.length === 0) return;
  await db
    .insertInto('potential_duplicates')
    .values(
      duplicates.map((duplicate) => ({
        id: randomUUID(),
        record_type: written.objectType,
        record_id: written.recordId15,
        duplicate_id: duplicate.duplicateId15,
        score: duplicate.score,
        scenario_scores: toJson(duplicate.scenarioScores),
        detected_at: written.at,
        principal: written.principal,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['record_id', 'duplicate_id']).doUpdateSet((eb) => ({
        score: eb.ref('excluded.score'),
        scenario_scores: eb.ref('excluded.scenario_scores'),
        detected_at: eb.ref('excluded.detected_at'),
        principal: eb.ref('excluded.principal'),
      })),
    )
    .execute();
}

export interface PotentialDuplicateSelection extends PageRequest {
  objectType?: string;
  /** Pairs this record is on either side of. */
  recordId15?: string;
}

/** One page of the pairs to review, newest first. */
export async function listPotentialDuplicates(
  db: Kysely<Database>,
  selection: PotentialDuplicateSelection,
): Promise<PotentialDuplicateList> {
  let query = db.selectFrom('potential_duplicates').selectAll();
  if (selection.objectType !== undefined) query = query.where('record_type', '=', selection.objectType);
  const recordId15 = selection.recordId15;
  if (recordId15 !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('record_id', '=', recordId15), eb('duplicate_id', '=', recordId15)]),
    );
  }
  const { rows, nextBefore } = await newestFirstPage(
    query,
    'detected_at',
    (row) => row.detected_at,
    selection,
    DEFAULT_PAGE_SIZE,
  );
  return {
    potentialDuplicates: rows.map((row) => ({
      id: row.id,
      objectType: row.record_type,
      recordId: toId18(row.record_id),
      duplicateId: toId18(row.duplicate_id),
      score: row.score,
      scenarioScores: fromJson<ScenarioScore[]>(row.scenario_scores, 'potential_duplicates.scenario_scores'),
      detectedAt: row.detected_at,
      principal: row.principal,
    })),
    nextBefore,
  };
}
