import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { Merge, MergeInput, MergeList, MergePreview, MergeResult } from '../../contract/merge';
import { apiFetch } from './api-client';

const PREVIEW = 'merge-preview';

export const mergeKeys = {
  all: ['merges'] as const,
  record: (recordId: string) => [...mergeKeys.all, 'record', recordId] as const,
  preview: (input: MergeInput) => [PREVIEW, input] as const,
};

/** The merges a record took part in, as master or merged away, newest first. */
export const recordMergesQueryOptions = (recordId: string) =>
  queryOptions({
    queryKey: mergeKeys.record(recordId),
    queryFn: ({ signal }) => apiFetch<MergeList>(apiPaths.merges, { query: { recordId }, signal }),
    select: (output) => output.merges,
  });

/** The master a merge would make, asked again whenever the steward's choices change. */
export const mergePreviewQueryOptions = (input: MergeInput) =>
  queryOptions({
    queryKey: mergeKeys.preview(input),
    queryFn: ({ signal }) =>
      apiFetch<MergePreview>(apiPaths.mergePreview, { method: 'POST', body: input, signal }),
    placeholderData: keepPreviousData,
  });

export const mergeMutationOptions = () =>
  mutationOptions({
    mutationFn: (input: MergeInput) => apiFetch<MergeResult>(apiPaths.merge, { method: 'POST', body: input }),
  });

export const undoMergeMutationOptions = () =>
  mutationOptions({
    mutationFn: (mergeId: string) => apiFetch<Merge>(apiPaths.mergeUndo(mergeId), { method: 'POST' }),
  });

/**
 * After a merge or its undo: records, their duplicates and merges, the audit trail, job groups and the review
 * queue may all have changed, so everything is read again. Not the merge previews: the one just confirmed names
 * records merged away now, and asked again it would only fail.
 */
export const refreshAfterMerge = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== PREVIEW });
