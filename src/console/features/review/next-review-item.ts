import type { QueryClient } from '@tanstack/react-query';
import type { ReviewItem } from '../../../contract/review-queue';
import { groupQueryOf, readGroupListState } from './group-list-state';
import { queueQueryOf, readQueueListState } from './queue-list-state';
import { groupPath, reviewItemPath } from './review-paths';
import { groupsQueryOptions, reviewQueueQueryOptions } from './review-queries';

/*
 * "Next" is the first open item in the list's order other than the one on screen: the one reviewed has left the
 * open items, and a skipped one may still lead them. Two items are enough to find it.
 */
const FIRST_TWO = '2';

/** The page of the next open item of the review queue, in the queue's order and source; undefined when none is left. */
export async function nextInQueue(
  queryClient: QueryClient,
  queue: string | undefined,
  objectType: string,
  isCurrent: (item: ReviewItem) => boolean,
): Promise<string | undefined> {
  const state = { ...readQueueListState(new URLSearchParams(queue)), type: objectType };
  const page = await queryClient.fetchQuery(
    reviewQueueQueryOptions({ ...queueQueryOf({ ...state, status: 'OPEN', page: 0 }), limit: FIRST_TWO }),
  );
  const following = page.items.find((item) => !isCurrent(item));
  return following && reviewItemPath(following);
}

/** The page of the next open group of a job, in the group list's order; undefined when none is left. */
export async function nextInGroupList(
  queryClient: QueryClient,
  list: string | undefined,
  jobId: string,
  currentGroupId: string,
): Promise<string | undefined> {
  const state = readGroupListState(new URLSearchParams(list));
  const page = await queryClient.fetchQuery(
    groupsQueryOptions(jobId, { ...groupQueryOf({ ...state, status: 'OPEN', page: 0 }), limit: FIRST_TWO }),
  );
  const following = page.groups.find((group) => group.id !== currentGroupId);
  return following && groupPath(jobId, following.id);
}
