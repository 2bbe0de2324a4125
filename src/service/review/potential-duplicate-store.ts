import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  PotentialDuplicate,
  PotentialDuplicateDetail,
  PotentialDuplicateList,
} from '../../contract/potential-duplicates';
import type { ReviewStatus } from '../../contract/review-queue';
import { toId18 } from '../../contract/record-id';
import type { ScenarioScore } from '../../contract/search';
import { ApiError } from '../http/api-error';
import { mergedInto } from '../records/merged-away';
import { RecordRefs } from '../records/record-refs';
import { findRecords } from '../records/record-store';
import type { RecordTypeStore } from '../records/record-type-store';
import { relatedRecordsOf } from '../records/related-records';
import { toSObject } from '../records/sobject-serializer';
import { fromJson, toJson } from '../storage/json-column';
import { newestFirstPage, type PageRequest } from '../storage/page-cursor';
import type { Database } from '../storage/schema';
import type { PotentialDuplicateRow } from '../decisions/pair-reviews';

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
  status?: ReviewStatus;
  /** Pairs this record is on either side of. */
  recordId15?: string;
}

/** Pairs as the wire carries them, their records named. */
async function toPotentialDuplicates(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  rows: readonly PotentialDuplicateRow[],
): Promise<PotentialDuplicate[]> {
  const refs = await RecordRefs.load(
    db,
    recordTypes,
    rows.flatMap((row) => [row.record_id, row.duplicate_id]),
  );
  return rows.map((row) => toPotentialDuplicate(row, refs));
}

const toPotentialDuplicate = (row: PotentialDuplicateRow, refs: RecordRefs): PotentialDuplicate => ({
  id: row.id,
  objectType: row.record_type,
  recordId: toId18(row.record_id),
  duplicateId: toId18(row.duplicate_id),
  record: refs.ref(row.record_id),
  duplicate: refs.ref(row.duplicate_id),
  score: row.score,
  scenarioScores: fromJson<ScenarioScore[]>(row.scenario_scores, 'potential_duplicates.scenario_scores'),
  detectedAt: row.detected_at,
  principal: row.principal,
  loggedBy: row.import_id === null ? 'UPSERT' : 'IMPORT',
  status: row.status as ReviewStatus,
  reviewedBy: row.reviewed_by,
  reviewedAt: row.reviewed_at,
});

/** One page of the pairs to review, newest first. */
export async function listPotentialDuplicates(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  selection: PotentialDuplicateSelection,
): Promise<PotentialDuplicateList> {
  let query = db.selectFrom('potential_duplicates').selectAll();
  if (selection.objectType !== undefined) query = query.where('record_type', '=', selection.objectType);
  if (selection.status !== undefined) query = query.where('status', '=', selection.status);
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
  );
  return { potentialDuplicates: await toPotentialDuplicates(db, recordTypes, rows), nextBefore };
}

/** A logged pair with its two records as they are now, a record merged since followed to its master. */
export async function getPotentialDuplicate(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  id: string,
): Promise<PotentialDuplicateDetail> {
  const row = await db.selectFrom('potential_duplicates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', `There is no potential duplicate with the id ${id}`);
  const type = recordTypes.byApiName(row.record_type);
  const ids = await Promise.all(
    [row.record_id, row.duplicate_id].map(async (id15) => (await mergedInto(db, id15))?.masterId15 ?? id15),
  );
  const records = type ? await findRecords(db, [...new Set(ids)]) : [];
  records.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  const related = type ? await relatedRecordsOf(db, recordTypes, type, records) : () => undefined;
  return {
    potentialDuplicate: (await toPotentialDuplicates(db, recordTypes, [row]))[0]!,
    records: type ? records.map((record) => toSObject(type, record, related)) : [],
  };
}
