import type { QueryClient } from '@tanstack/react-query';
import type { ReviewItem } from '../../../contract/review-queue';
import { groupListState, groupQueryOf } from './group-list-state';
import { followingItem } from './next-in-order';
import { queueListState, queueQueryOf } from './queue-list-state';
import { reviewItemPath } from '../../ui/review-paths';
import { groupsQueryOptions, reviewQueueQueryOptions } from './review-queries';
import { pagePaths } from '../../ui/page-paths';

/** The page of the next item to review, and its place among the list's open items. */
export interface NextItem {
  path: string;
  position: number;
}

/**
 * The next open item of the review queue, in the queue's order and source, after the one at `position`; undefined
 * when none is left.
 */
export async function nextInQueue(
  queryClient: QueryClient,
  queue: string | undefined,
  position: number | undefined,
  objectType: string,
  isCurrent: (item: ReviewItem) => boolean,
): Promise<NextItem | undefined> {
  const state = {
    ...queueListState.parse(new URLSearchParams(queue)),
    type: objectType,
    status: 'OPEN' as const,
  };
  const next = await followingItem(
    async (offset, limit) =>
      (
        await queryClient.fetchQuery(
          reviewQueueQueryOptions({ ...queueQueryOf(state), offset: String(offset), limit: String(limit) }),
        )
      ).items,
    position,
    isCurrent,
  );
  return next && { path: reviewItemPath(next.item), position: next.position };
}

/** The next open group of a job, in the group list's order, after the one at `position`; undefined when none is left. */
export async function nextInGroupList(
  queryClient: QueryClient,
  list: string | undefined,
  position: number | undefined,
  jobId: string,
  currentGroupId: string,
): Promise<NextItem | undefined> {
  const state = { ...groupListState.parse(new URLSearchParams(list)), status: 'OPEN' as const };
  const next = await followingItem(
    async (offset, limit) =>
      (
        await queryClient.fetchQuery(
          groupsQueryOptions(jobId, { ...groupQueryOf(state), offset: String(offset), limit: String(limit) }),
        )
      ).groups,
    position,
    (group) => group.id === currentGroupId,
  );
  return next && { path: pagePaths.group(jobId, next.item.id), position: next.position };
}
