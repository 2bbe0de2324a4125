import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { FilterList } from '../../contract/filters';
import { apiFetch } from './api-client';

export const filterKeys = {
  all: ['filters'] as const,
  list: (objectName: string) => [...filterKeys.all, 'list', objectName] as const,
};

/** The search filters of a record type, for the filter choice of the search form. */
export const filtersQueryOptions = (objectName: string) =>
  queryOptions({
    queryKey: filterKeys.list(objectName),
    queryFn: ({ signal }) => apiFetch<FilterList>(apiPaths.filters, { query: { objectName }, signal }),
    select: (output) => output.filters,
  });
