import { mutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { ExplainOutput } from '../../../contract/explain';
import type { SearchInput } from '../../../contract/search';
import { apiFetch } from '../../api/api-client';
import { splitExplainOutput } from './cross-object';

export const searchKeys = {
  all: ['search'] as const,
  explain: () => [...searchKeys.all, 'explain'] as const,
};

/**
 * The duplicate search with its field-by-field explanation. A mutation rather than a query: it runs when the
 * steward presses Search, every time, so a record created in the meantime is never hidden by a cached answer. The
 * whole answer is kept: besides the searched type's results, it holds the matches among the types the searched one
 * maps its fields onto (a lead's company among Accounts).
 */
export const explainSearchMutationOptions = () =>
  mutationOptions({
    mutationKey: searchKeys.explain(),
    mutationFn: async (input: SearchInput) => {
      const output = await apiFetch<ExplainOutput>(apiPaths.searchExplain, { method: 'POST', body: input });
      return splitExplainOutput(output, input.objectPrefix);
    },
  });
