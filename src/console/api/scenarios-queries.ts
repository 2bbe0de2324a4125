import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { ScenariosOutput } from '../../contract/scenarios';
import { apiFetch } from './api-client';

export const scenarioKeys = {
  all: ['scenarios'] as const,
  lists: () => [...scenarioKeys.all, 'list'] as const,
  list: (filters: { type: string }) => [...scenarioKeys.lists(), filters] as const,
};

/** The visible scenarios of a record type, keyed by its API name so `Lead` and `00Q` share one cache entry. */
export const scenariosQueryOptions = (objectName: string) =>
  queryOptions({
    queryKey: scenarioKeys.list({ type: objectName }),
    queryFn: ({ signal }) => apiFetch<ScenariosOutput>(apiPaths.scenarios, { query: { objectName }, signal }),
    select: (output) => output.scenarios,
  });
