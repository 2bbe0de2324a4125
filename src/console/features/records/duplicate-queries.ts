import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { SearchInput, SearchOutput, SearchResult } from '../../../contract/search';
import { apiFetch } from '../../api/api-client';

export const duplicateKeys = {
  all: ['record-duplicates'] as const,
  of: (recordId: string) => [...duplicateKeys.all, recordId] as const,
};

/**
 * The duplicates a record has now among its own type (cross-object matches are the search page's business). Keyed
 * by the search values too, so an edit of the record searches again.
 */
export const recordDuplicatesQueryOptions = (input: SearchInput) =>
  queryOptions({
    queryKey: [...duplicateKeys.of(input.recordId ?? ''), input] as const,
    queryFn: async ({ signal }): Promise<SearchResult[]> => {
      const output = await apiFetch<SearchOutput>(apiPaths.search, { method: 'POST', body: input, signal });
      return output[input.objectPrefix] ?? [];
    },
  });
