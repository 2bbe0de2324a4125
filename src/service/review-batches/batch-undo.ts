import type { Kysely } from 'kysely';
import type { ReviewBatchUndo } from '../../contract/review-batches';
import { ApiError } from '../http/api-error';
import { withdrawGroupDecision } from '../jobs/group-decision';
import { undoMerge } from '../merge/merge-undo';
import type { MergeDependencies, Merger } from '../merge/merge-records';
import { restoreDecision } from '../decisions/not-duplicate-store';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { parseItemId } from './batch-items';
import { batchItemsIn, batchRow, readBatch, settleItem, type BatchItemRow } from './batch-store';

/** Items undone per read: an undo goes through every item the batch did. */
const ITEMS_PER_READ = 10_000;

/**
 * Undoes what a finished batch did, newest item first: each merge that nothing changed since is undone, each
 * decision it made is withdrawn; a merge that cannot be undone is reported with why, and the rest go on.
 */
export async function undoBatch(
  deps: MergeDependencies,
  batchId: string,
  undoer: Merger,
): Promise<ReviewBatchUndo> {
  const batch = await batchRow(deps.db, batchId);
  if (batch.status !== 'DONE')
    throw new ApiError(
      409,
      'INVALID_INPUT',
      `Review batch ${batchId} is still running: undo it once it is done`,
    );
  const items = (await batchItemsIn(deps.db, batchId, 'DONE', ITEMS_PER_READ)).reverse();
  let undone = 0;
  const notUndone: ReviewBatchUndo['notUndone'] = [];
  for (const item of items) {
    try {
      if (item.merge_id !== null) await undoMerge(deps, item.merge_id, undoer);
      else await withdrawDecisions(deps.db, item, undoer);
      await settleItem(deps.db, item, { status: 'UNDONE' });
      undone++;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      notUndone.push({ itemId: item.item_id, reason: error.message });
    }
  }
  return { undone, notUndone, batch: await readBatch(deps.db, deps.recordTypes, batchId) };
}

/** Withdraws an item's decisions; a group's verdict is withdrawn whole, so the group is open for review again. */
async function withdrawDecisions(db: Kysely<Database>, item: BatchItemRow, undoer: Merger): Promise<void> {
  const parsed = parseItemId(item.item_id)!;
  // Withdrawn (or reopened) by someone since: there is nothing left to undo of it.
  const alreadyWithdrawn = (status: number) => (error: unknown) => {
    if (!(error instanceof ApiError && error.statusCode === status)) throw error;
  };
  if (parsed.source === 'JOB') {
    await db
      .transaction()
      .execute((trx) => withdrawGroupDecision(trx, parsed.jobId, String(parsed.groupNo), undoer))
      .catch(alreadyWithdrawn(409));
    return;
  }
  for (const decisionId of item.decision_ids ? fromJson<string[]>(item.decision_ids, 'decision_ids') : [])
    await restoreDecision(db, decisionId, undoer).catch(alreadyWithdrawn(404));
}
