import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { ReviewBatch, ReviewBatchInput, ReviewBatchUndo } from '../../../contract/review-batches';
import { apiFetch } from '../../api/api-client';

export const batchKeys = {
  all: ['review-batches'] as const,
  detail: (batchId: string) => [...batchKeys.all, batchId] as const,
};

/** How often a running batch's progress is read again: often enough for the bar to move smoothly. */
const PROGRESS_MS = 500;

/** A review batch with its progress, read again while it runs. */
export const reviewBatchQueryOptions = (batchId: string) =>
  queryOptions({
    queryKey: batchKeys.detail(batchId),
    queryFn: ({ signal }) => apiFetch<ReviewBatch>(apiPaths.reviewBatch(batchId), { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? PROGRESS_MS : false),
  });

export const startBatchMutationOptions = () =>
  mutationOptions({
    mutationFn: (input: ReviewBatchInput) =>
      apiFetch<ReviewBatch>(apiPaths.reviewBatches, { method: 'POST', body: input }),
  });

export const undoBatchMutationOptions = () =>
  mutationOptions({
    mutationFn: (batchId: string) =>
      apiFetch<ReviewBatchUndo>(apiPaths.reviewBatchUndo(batchId), { method: 'POST' }),
  });
