import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { FieldRule, MasterRule, MasterWhere } from '../../contract/merge';
import type {
  ReviewBatch,
  ReviewBatchAction,
  ReviewBatchItemStatus,
  ReviewBatchStatus,
} from '../../contract/review-batches';
import { ApiError } from '../http/api-error';
import { RecordRefs } from '../records/record-refs';
import type { RecordTypeStore } from '../records/record-type-store';
import { fromJson, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import type { BatchItem } from './batch-items';

export type BatchRow = Selectable<Database['review_batches']>;
export type BatchItemRow = Selectable<Database['review_batch_items']>;

/** Rows per INSERT: well below either dialect's limit of bound values. */
const INSERT_ROWS = 200;
/** Items a batch's report lists. */
const REPORTED_ITEMS = 200;

export interface NewBatch {
  recordType: string;
  action: ReviewBatchAction;
  masterRule: MasterRule;
  masterWhere: MasterWhere | null;
  fieldRule: FieldRule;
  createdBy: string;
  jobId: string | null;
  items: readonly BatchItem[];
}

/** Stores a batch and its items, inside the caller's transaction; the runners take it up from there. */
export async function createBatch(db: Kysely<Database>, batch: NewBatch): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('review_batches')
    .values({
      id,
      record_type: batch.recordType,
      action: batch.action,
      master_rule: batch.masterRule,
      master_where: batch.masterWhere ? toJson(batch.masterWhere) : null,
      field_rule: batch.fieldRule,
      status: 'RUNNING',
      total: batch.items.length,
      job_id: batch.jobId,
      created_by: batch.createdBy,
      created_at: new Date().toISOString(),
      finished_at: null,
      worker: null,
      lease_until: null,
    })
    .execute();
  for (let start = 0; start < batch.items.length; start += INSERT_ROWS) {
    await db
      .insertInto('review_batch_items')
      .values(
        batch.items.slice(start, start + INSERT_ROWS).map((item, offset) => ({
          batch_id: id,
          position: start + offset,
          item_id: item.itemId,
          record_ids: toJson(item.recordIds15),
          status: 'PENDING',
          merge_id: null,
          decision_ids: null,
          message: null,
        })),
      )
      .execute();
  }
  return id;
}

export async function batchRow(db: Kysely<Database>, batchId: string): Promise<BatchRow> {
  const row = await db.selectFrom('review_batches').selectAll().where('id', '=', batchId).executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', `There is no review batch with the id ${batchId}`);
  return row;
}

/** Items of a batch in one status, in their order. */
export async function batchItemsIn(
  db: Kysely<Database>,
  batchId: string,
  status: ReviewBatchItemStatus,
  limit: number,
): Promise<BatchItemRow[]> {
  return db
    .selectFrom('review_batch_items')
    .selectAll()
    .where('batch_id', '=', batchId)
    .where('status', '=', status)
    .orderBy('position')
    .limit(limit)
    .execute();
}

/** An item's outcome, inside the transaction that acted on it. */
export async function settleItem(
  db: Kysely<Database>,
  item: Pick<BatchItemRow, 'batch_id' | 'position'>,
  outcome: {
    status: ReviewBatchItemStatus;
    mergeId?: string | null;
    decisionIds?: string[] | null;
    message?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('review_batch_items')
    .set({
      status: outcome.status,
      ...(outcome.mergeId !== undefined ? { merge_id: outcome.mergeId } : {}),
      ...(outcome.decisionIds !== undefined
        ? { decision_ids: outcome.decisionIds ? toJson(outcome.decisionIds) : null }
        : {}),
      ...(outcome.message !== undefined ? { message: outcome.message } : {}),
    })
    .where('batch_id', '=', item.batch_id)
    .where('position', '=', item.position)
    .execute();
}

/**
 * Takes the oldest running batch nobody holds (or whose holder's lease lapsed) for `worker` until `leaseUntil`;
 * undefined when there is none. A compare-and-set on the lease: two processes never both take one.
 */
export async function claimBatch(
  db: Kysely<Database>,
  worker: string,
  now: number,
  leaseUntil: number,
): Promise<BatchRow | undefined> {
  const candidates = await db
    .selectFrom('review_batches')
    .selectAll()
    .where('status', '=', 'RUNNING')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('created_at')
    .limit(5)
    .execute();
  for (const candidate of candidates) {
    const taken = await db
      .updateTable('review_batches')
      .set({ worker, lease_until: leaseUntil })
      .where('id', '=', candidate.id)
      .where('status', '=', 'RUNNING')
      .where((eb) =>
        candidate.lease_until === null
          ? eb('lease_until', 'is', null)
          : eb('lease_until', '=', candidate.lease_until),
      )
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { ...candidate, worker, lease_until: leaseUntil };
  }
  return undefined;
}

/** Keeps a batch this worker holds; false when the lease lapsed and another took it. */
export async function extendLease(
  db: Kysely<Database>,
  batchId: string,
  worker: string,
  leaseUntil: number,
): Promise<boolean> {
  const extended = await db
    .updateTable('review_batches')
    .set({ lease_until: leaseUntil })
    .where('id', '=', batchId)
    .where('worker', '=', worker)
    .executeTakeFirst();
  return Number(extended.numUpdatedRows) === 1;
}

export async function finishBatch(db: Kysely<Database>, batchId: string): Promise<void> {
  await db
    .updateTable('review_batches')
    .set({ status: 'DONE', finished_at: new Date().toISOString(), worker: null, lease_until: null })
    .where('id', '=', batchId)
    .execute();
}

/** A batch as stewards read it: its counts, and the items skipped or left first, each named. */
export async function readBatch(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  batchId: string,
): Promise<ReviewBatch> {
  const row = await batchRow(db, batchId);
  const counts = await db
    .selectFrom('review_batch_items')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('batch_id', '=', batchId)
    .groupBy('status')
    .execute();
  const countOf = (status: ReviewBatchItemStatus) =>
    Number(counts.find((count) => count.status === status)?.count ?? 0);
  const items = await db
    .selectFrom('review_batch_items')
    .selectAll()
    .where('batch_id', '=', batchId)
    .orderBy(sql`case status when 'SKIPPED' then 0 when 'PENDING' then 1 else 2 end`)
    .orderBy('position')
    .limit(REPORTED_ITEMS)
    .execute();
  const idsOf = (item: BatchItemRow) => fromJson<string[]>(item.record_ids, 'review_batch_items.record_ids');
  const refs = await RecordRefs.load(db, recordTypes, items.flatMap(idsOf));
  return {
    id: row.id,
    objectType: row.record_type,
    action: row.action as ReviewBatchAction,
    masterRule: row.master_rule as MasterRule,
    masterWhere: row.master_where
      ? fromJson<MasterWhere>(row.master_where, 'review_batches.master_where')
      : null,
    fieldRule: row.field_rule as FieldRule,
    status: row.status as ReviewBatchStatus,
    total: Number(row.total),
    // Undone items were done first: they count as done, and as undone.
    done: countOf('DONE') + countOf('UNDONE'),
    skipped: countOf('SKIPPED'),
    undone: countOf('UNDONE'),
    createdBy: row.created_by,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    jobId: row.job_id,
    items: items.map((item) => ({
      itemId: item.item_id,
      status: item.status as ReviewBatchItemStatus,
      records: refs.refs(idsOf(item)),
      mergeId: item.merge_id,
      message: item.message,
    })),
  };
}
