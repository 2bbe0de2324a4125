import type { ReviewBatch, ReviewBatchAction, ReviewBatchUndo } from '../../../contract/review-batches';
import { recordNamesText } from '../../ui/record-ref-text';

/** What a batch did to an item, as a past participle: "merged". */
const DONE_TEXT: Record<ReviewBatchAction, string> = {
  MERGE: 'merged',
  NOT_DUPLICATE: 'decided not duplicates',
};

/** "1 group", "37 groups". */
export const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A running batch's progress: "12 of 37 merged", and how many it passed over so far. */
export function batchProgressText({ action, done, skipped, total }: ReviewBatch): string {
  const progress = `${done} of ${total} ${DONE_TEXT[action]}`;
  return skipped > 0 ? `${progress}, ${skipped} skipped` : progress;
}

/** The share of a batch's items acted on or passed over, 0 to 100, for a progress bar. */
export const batchPercent = ({ done, skipped, total }: ReviewBatch) =>
  total === 0 ? 100 : Math.round(((done + skipped) / total) * 100);

/** What a finished batch did: "35 merged, 2 skipped", and what was undone of it since. */
export function batchSummaryText({ action, done, skipped, undone }: ReviewBatch): string {
  const parts = [`${done} ${DONE_TEXT[action]}`];
  if (skipped > 0) parts.push(`${skipped} skipped`);
  const summary = parts.join(', ');
  return undone > 0 ? `${summary}; ${undone} undone since` : summary;
}

/** An item of the batch told by its records' names with why, e.g. a skipped one: "Jane Doe and Jane Do: merged meanwhile". */
export interface BatchItemLine {
  itemId: string;
  names: string;
  reason: string;
}

/** The items a batch passed over, by name with the reason, as far as the batch lists them. */
export const skippedLines = (batch: ReviewBatch): BatchItemLine[] =>
  batch.items
    .filter((item) => item.status === 'SKIPPED')
    .map((item) => ({
      itemId: item.itemId,
      names: recordNamesText(item.records),
      reason: item.message ?? 'passed over',
    }));

/** What an undo did: "35 undone; 2 could not be undone", with those two by name and why. */
export function undoOutcome({ undone, notUndone, batch }: ReviewBatchUndo): {
  text: string;
  refused: BatchItemLine[];
} {
  const records = new Map(batch.items.map((item) => [item.itemId, item.records]));
  const refused = notUndone.map(({ itemId, reason }) => {
    const named = records.get(itemId);
    // The batch lists its first 200 items: one past those is told without its names, never by its id.
    return { itemId, names: named ? recordNamesText(named) : 'An item not listed here', reason };
  });
  const text =
    refused.length === 0 ? `${undone} undone.` : `${undone} undone; ${refused.length} could not be undone:`;
  return { text, refused };
}
