import type { QueueListState } from './queue-list-state';
import { REVIEW_FILTER_DEFAULTS } from './review-list-filters';
import { STATUS_TEXT } from './review-status';

const SOURCE_WORDS = { JOB: 'from jobs', UPSERT: 'from upserts', IMPORT: 'from imports' } as const;

/**
 * What an empty review queue says: with nothing left out, how items get there; with filters on, which ones, so that
 * the steward knows the queue is empty only as filtered.
 */
export function queueEmptyText(
  state: Pick<QueueListState, 'status' | 'source' | 'minScore' | 'minRecords'>,
): string {
  const filters = [
    ...(state.source === 'ALL' ? [] : [SOURCE_WORDS[state.source]]),
    ...(state.minScore > REVIEW_FILTER_DEFAULTS.minScore ? [`scoring ${state.minScore} or more`] : []),
    ...(state.minRecords > REVIEW_FILTER_DEFAULTS.minRecords
      ? [`of ${state.minRecords} records or more`]
      : []),
  ];
  const status = STATUS_TEXT[state.status].toLowerCase();
  if (filters.length > 0) {
    const what = state.status === 'ALL' ? 'No item' : `Nothing with the status “${status}”`;
    return `${what} ${filters.join(', ')}. Clear the filters to see the rest of the queue.`;
  }
  if (state.status === 'OPEN') {
    return 'Nothing to review. Run a job from Duplicate jobs to find groups of duplicates; pairs upserts and imports log for review appear here too.';
  }
  return state.status === 'ALL' ? 'The queue is empty.' : `Nothing with the status “${status}” yet.`;
}
