import type { ReviewSource, ReviewStatus } from './review-queue';

/** Where a review item came from, as stewards read it: in the console and in the queue's CSV export alike. */
export const REVIEW_SOURCE_WORDS: Record<ReviewSource, string> = {
  JOB: 'Duplicate job',
  UPSERT: 'Upsert',
  IMPORT: 'File import',
};

/** A review item's status, as stewards read it: in the console and in the queue's CSV export alike. */
export const REVIEW_STATUS_WORDS: Record<ReviewStatus, string> = {
  OPEN: 'To review',
  MERGED: 'Merged',
  NOT_DUPLICATE: 'Not duplicates',
};
