import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { WordList, WordListInput } from '../../../contract/word-lists';
import { apiFetch } from '../../api/api-client';
import { wordListKeys } from '../../api/word-lists-queries';

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
