import type { ReviewStatus } from '../../../contract/review-queue';
import { REVIEW_STATUS_WORDS } from '../../../contract/review-words';

/** A list's status filter: one status, or 'ALL' for reviewed items beside open ones. */
export type StatusFilter = ReviewStatus | 'ALL';

export const STATUS_FILTERS: readonly StatusFilter[] = ['OPEN', 'MERGED', 'NOT_DUPLICATE', 'ALL'];

/** A status as stewards read it, on a chip, in a grid cell or in a filter. */
export const STATUS_TEXT: Record<StatusFilter, string> = { ...REVIEW_STATUS_WORDS, ALL: 'All' };
