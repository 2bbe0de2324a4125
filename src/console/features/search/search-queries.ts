import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { ExplainOutput } from '../../../contract/explain';
import type { SearchInput } from '../../../contract/search';
import { apiFetch } from '../../api/api-client';
import { splitExplainOutput } from './cross-object';

export const searchKeys = {
  all: ['search'] as const,
  explain: (input: SearchInput | undefined) => [...searchKeys.all, 'explain', input ?? null] as const,
};

/**
 * The duplicate search with its field-by-field explanation, for the search in the page's address (none: nothing
 * runs). A query keyed by that search, so Back to a search shows its results at once from the cache; stale from
 * the start, so they are fetched again behind them and a record created in the meantime is never hidden. The
 * whole answer is kept: besides the searched type's results, it holds the matches among the types the searched
 * one maps its fields onto (a lead's company among Accounts).
 */
export const explainSearchQueryOptions = (input: SearchInput | undefined) =>
  queryOptions({
    queryKey: searchKeys.explain(input),
    queryFn: input
      ? async ({ signal }) => {
          const output = await apiFetch<ExplainOutput>(apiPaths.searchExplain, {
            method: 'POST',
            body: input,
            signal,
          });
          return splitExplainOutput(output, input.objectPrefix);
        }
      : skipToken,
    staleTime: 0,
  });
