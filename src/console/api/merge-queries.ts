import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { Merge, MergeList } from '../../contract/merge';
import { apiFetch } from './api-client';

export const mergeKeys = {
  all: ['merges'] as const,
  record: (recordId: string) => [...mergeKeys.all, 'record', recordId] as const,
};

/** The merges a record took part in, as master or merged away, newest first. */
export const recordMergesQueryOptions = (recordId: string) =>
  queryOptions({
    queryKey: mergeKeys.record(recordId),
    queryFn: ({ signal }) => apiFetch<MergeList>(apiPaths.merges, { query: { recordId }, signal }),
    select: (output) => output.merges,
  });

export const undoMergeMutationOptions = () =>
  mutationOptions({
    mutationFn: (mergeId: string) => apiFetch<Merge>(apiPaths.mergeUndo(mergeId), { method: 'POST' }),
  });
