import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { WordListCollection } from '../../contract/word-lists';
import { apiFetch } from './api-client';

export const wordListKeys = {
  all: ['word-lists'] as const,
  list: () => [...wordListKeys.all, 'list'] as const,
  detail: (name: string) => [...wordListKeys.all, 'detail', name] as const,
};

/** Every word list, built-in and custom, with its entry count and the scenario fields that use it. */
export const wordListsQueryOptions = () =>
  queryOptions({
    queryKey: wordListKeys.list(),
    queryFn: ({ signal }) => apiFetch<WordListCollection>(apiPaths.wordLists, { signal }),
    select: (output) => output.wordLists,
  });
