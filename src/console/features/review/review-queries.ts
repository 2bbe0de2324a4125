import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { ExplainedResult, ExplainOutput } from '../../../contract/explain';
import type {
  DuplicateGroup,
  GroupDetail,
  GroupPage,
  GroupQuery,
  Job,
  JobList,
} from '../../../contract/jobs';
import type { PotentialDuplicateDetail } from '../../../contract/potential-duplicates';
import type { ReviewQueuePage, ReviewQueueQuery } from '../../../contract/review-queue';
import type { SearchInput } from '../../../contract/search';
import { apiFetch } from '../../api/api-client';
import { notDuplicateKeys, withdrawNotDuplicate } from '../../api/not-duplicate-queries';
import type { ReviewUndo } from './decision-notice';

export const jobKeys = {
  all: ['jobs'] as const,
  list: () => [...jobKeys.all, 'list'] as const,
  detail: (jobId: string) => [...jobKeys.all, 'detail', jobId] as const,
  groups: (jobId: string) => [...jobKeys.all, 'groups', jobId] as const,
  groupPage: (jobId: string, query: GroupQuery) => [...jobKeys.groups(jobId), 'page', query] as const,
  group: (jobId: string, groupId: string) => [...jobKeys.groups(jobId), 'detail', groupId] as const,
};

/** A job whose state is still moving: running, or done with an auto-merge whose batch is being made. */
const changing = (job: Job) =>
  job.status === 'QUEUED' ||
  job.status === 'RUNNING' ||
  (job.status === 'DONE' && job.autoMerge !== null && job.autoMergeBatchId === null);
/** How often a running job's progress is read again. */
const PROGRESS_MS = 1000;

/** The most recent jobs, read again every second while one runs. */
export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.list(),
    queryFn: ({ signal }) => apiFetch<JobList>(apiPaths.jobs, { signal }),
    select: (output) => output.jobs,
    refetchInterval: (query) => (query.state.data?.jobs.some(changing) ? PROGRESS_MS : false),
  });

export const jobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => apiFetch<Job>(apiPaths.job(jobId), { signal }),
    refetchInterval: (query) => (query.state.data && changing(query.state.data) ? PROGRESS_MS : false),
  });

/** One page of a job's groups; the previous page stays on screen while the next loads. */
export const groupsQueryOptions = (jobId: string, query: GroupQuery) =>
  queryOptions({
    queryKey: jobKeys.groupPage(jobId, query),
    queryFn: ({ signal }) => apiFetch<GroupPage>(apiPaths.jobGroups(jobId), { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const groupQueryOptions = (jobId: string, groupId: string) =>
  queryOptions({
    queryKey: jobKeys.group(jobId, groupId),
    queryFn: ({ signal }) => apiFetch<GroupDetail>(apiPaths.jobGroup(jobId, groupId), { signal }),
  });

export const cancelJobMutationOptions = () =>
  mutationOptions({
    mutationFn: (jobId: string) => apiFetch<Job>(apiPaths.jobCancel(jobId), { method: 'POST' }),
  });

export const deleteJobMutationOptions = () =>
  mutationOptions({
    mutationFn: (jobId: string) => apiFetch<void>(apiPaths.job(jobId), { method: 'DELETE' }),
  });

export const groupNotDuplicateMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ jobId, groupId }: { jobId: string; groupId: string }) =>
      apiFetch<DuplicateGroup>(apiPaths.jobGroupNotDuplicate(jobId, groupId), { method: 'POST' }),
  });

/**
 * Undoes a review step: withdraws a group's verdict (409 once the group is no longer decided so) or each decision
 * a pair's verdict made; a skip has nothing to withdraw.
 */
export async function undoReview(undo: ReviewUndo): Promise<void> {
  if (undo.kind === 'group') {
    await apiFetch<DuplicateGroup>(apiPaths.jobGroupNotDuplicate(undo.jobId, undo.groupId), {
      method: 'DELETE',
    });
  } else if (undo.kind === 'pair') {
    for (const decisionId of undo.decisionIds) await withdrawNotDuplicate(decisionId);
  }
}

export const reviewKeys = {
  all: ['review'] as const,
  queue: (query: ReviewQueueQuery) => [...reviewKeys.all, 'queue', query] as const,
  pair: (potentialDuplicateId: string) => [...reviewKeys.all, 'pair', potentialDuplicateId] as const,
  breakdown: (input: SearchInput) => [...reviewKeys.all, 'breakdown', input] as const,
};

/** One page of a record type's review queue; the previous page stays on screen while the next loads. */
export const reviewQueueQueryOptions = (query: ReviewQueueQuery) =>
  queryOptions({
    queryKey: reviewKeys.queue(query),
    queryFn: ({ signal }) => apiFetch<ReviewQueuePage>(apiPaths.reviewQueue, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

/** A pair an upsert logged, with its records as stored now. */
export const potentialDuplicateQueryOptions = (potentialDuplicateId: string) =>
  queryOptions({
    queryKey: reviewKeys.pair(potentialDuplicateId),
    queryFn: ({ signal }) =>
      apiFetch<PotentialDuplicateDetail>(apiPaths.potentialDuplicate(potentialDuplicateId), { signal }),
  });

/**
 * The explained search of a stored record, its own type only: what a pair's score breakdown reads its other
 * record's explanation from. A query, since opening the breakdown only reads.
 */
export const breakdownQueryOptions = (input: SearchInput) =>
  queryOptions({
    queryKey: reviewKeys.breakdown(input),
    queryFn: async ({ signal }): Promise<ExplainedResult[]> => {
      const output = await apiFetch<ExplainOutput>(apiPaths.searchExplain, {
        method: 'POST',
        body: input,
        signal,
      });
      return output[input.objectPrefix] ?? [];
    },
  });

/** After a decision or its undo: the groups, the queue, the pairs and the decisions all read again. */
export const refreshReviews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.all }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    queryClient.invalidateQueries({ queryKey: notDuplicateKeys.all }),
  ]);
