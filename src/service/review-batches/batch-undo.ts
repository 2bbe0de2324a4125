import type { ReviewBatchUndo } from '../../contract/review-batches';
import { ApiError } from '../http/api-error';
import { undoMerge } from '../merge/merge-undo';
import type { MergeDependencies, Merger } from '../merge/merge-records';
import { restoreDecision } from '../review/not-duplicate-store';
import { fromJson } from '../storage/json-column';
import { batchItemsIn, batchRow, readBatch, settleItem } from './batch-store';

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
      for (const decisionId of item.decision_ids
        ? fromJson<string[]>(item.decision_ids, 'decision_ids')
        : []) {
        await restoreDecision(deps.db, decisionId, undoer).catch((error: unknown) => {
          // Withdrawn by someone since: there is nothing left to undo of it.
          if (!(error instanceof ApiError && error.statusCode === 404)) throw error;
        });
      }
      await settleItem(deps.db, item, { status: 'UNDONE' });
      undone++;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      notUndone.push({ itemId: item.item_id, reason: error.message });
    }
  }
  return { undone, notUndone, batch: await readBatch(deps.db, deps.recordTypes, batchId) };
}
