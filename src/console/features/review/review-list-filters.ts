import type { ReviewBatchFilter } from '../../../contract/review-batches';
import { wholeNumber } from '../../ui/use-url-state';

/**
 * What both review lists, the queue and a job's groups, keep in their address beside their own state: the score
 * and size filters the service applies, and the review batch whose progress or summary shows above the grid.
 */
export interface ReviewListFilters {
  /** Average score at least; 0 lets every item through. */
  minScore: number;
  /** Records at least; 2 lets every item through. */
  minRecords: number;
  /** The id of the batch shown; '' for none. */
  batch: string;
}

export const REVIEW_FILTER_DEFAULTS: ReviewListFilters = { minScore: 0, minRecords: 2, batch: '' };

const MAX_SCORE = 100;

/** The filters in an address's query; anything missing or malformed is the default. */
export function readReviewListFilters(params: URLSearchParams): ReviewListFilters {
  const minScore = wholeNumber(params.get('minScore'), REVIEW_FILTER_DEFAULTS.minScore, 0);
  return {
    minScore: minScore <= MAX_SCORE ? minScore : REVIEW_FILTER_DEFAULTS.minScore,
    minRecords: wholeNumber(params.get('minRecords'), REVIEW_FILTER_DEFAULTS.minRecords, 2),
    batch: params.get('batch')?.trim() ?? REVIEW_FILTER_DEFAULTS.batch,
  };
}

/** The filters as a batch's `filter` takes them: only those that leave something out. */
export const batchFilterOf = ({ minScore, minRecords }: ReviewListFilters): ReviewBatchFilter => ({
  ...(minScore > REVIEW_FILTER_DEFAULTS.minScore ? { minScore } : {}),
  ...(minRecords > REVIEW_FILTER_DEFAULTS.minRecords ? { minRecords } : {}),
});

/** The filters as the list APIs' query takes them, digits in strings. */
export const filterQueryOf = (filters: ReviewListFilters): { minScore?: string; minRecords?: string } =>
  Object.fromEntries(Object.entries(batchFilterOf(filters)).map(([key, value]) => [key, String(value)]));
