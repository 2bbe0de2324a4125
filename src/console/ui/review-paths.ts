import type { ReviewItem } from '../../contract/review-queue';
import { pagePaths } from './page-paths';

/** The page that reviews a queue item: a job's group on the group page, a logged pair on the pair page. */
export const reviewItemPath = (
  item: Pick<ReviewItem, 'source' | 'jobId' | 'groupId' | 'potentialDuplicateId'>,
) =>
  item.source === 'JOB'
    ? pagePaths.group(item.jobId ?? '', item.groupId ?? '')
    : pagePaths.pair(item.potentialDuplicateId ?? '');
