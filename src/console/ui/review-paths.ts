import type { ReviewItem } from '../../contract/review-queue';

const withQuery = (path: string, query: string | undefined) => (query ? `${path}?${query}` : path);

/** The review queue, with its address query when one is kept. */
export const queuePath = (queue?: string) => withQuery('/review', queue);

/** A job's groups, with the group list's address query when one is kept. */
export const groupsPath = (jobId: string, list?: string) =>
  withQuery(`/jobs/${encodeURIComponent(jobId)}/groups`, list);

export const groupPath = (jobId: string, groupId: string) =>
  `/jobs/${encodeURIComponent(jobId)}/groups/${encodeURIComponent(groupId)}`;

export const pairPath = (potentialDuplicateId: string) =>
  `/review/pairs/${encodeURIComponent(potentialDuplicateId)}`;

/** The page that reviews a queue item: a job's group on the group page, a logged pair on the pair page. */
export const reviewItemPath = (
  item: Pick<ReviewItem, 'source' | 'jobId' | 'groupId' | 'potentialDuplicateId'>,
) =>
  item.source === 'JOB'
    ? groupPath(item.jobId ?? '', item.groupId ?? '')
    : pairPath(item.potentialDuplicateId ?? '');
