import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { WordList, WordListCollection, WordListInput } from '../../../contract/word-lists';
import { apiFetch } from '../../api/api-client';

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

/** One word list with its entries. */
export const wordListQueryOptions = (name: string) =>
  queryOptions({
    queryKey: wordListKeys.detail(name),
    queryFn: ({ signal }) => apiFetch<WordList>(apiPaths.wordList(name), { signal }),
  });

/** Creates or replaces a custom list; the service re-indexes the records of the types whose scenarios use it. */
export const saveWordListMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ name, input }: { name: string; input: WordListInput }) =>
      apiFetch<WordList>(apiPaths.wordList(name), { method: 'PUT', body: input }),
  });

export const deleteWordListMutationOptions = () =>
  mutationOptions({
    mutationFn: (name: string) => apiFetch<void>(apiPaths.wordList(name), { method: 'DELETE' }),
  });
