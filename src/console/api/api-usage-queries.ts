import { queryOptions } from '@tanstack/react-query';
import type { ApiUsageQuery, ApiUsageReport } from '../../contract/api-usage';
import { apiPaths } from '../../contract/api-paths';
import { apiFetch } from './api-client';

export const apiUsageKeys = {
  all: ['api-usage'] as const,
  report: (query: ApiUsageQuery) => [...apiUsageKeys.all, query] as const,
};

/** API calls per principal, operation and day (admins only), over the days the query names; every day without. */
export const apiUsageQueryOptions = (query: ApiUsageQuery = {}) =>
  queryOptions({
    queryKey: apiUsageKeys.report(query),
    queryFn: ({ signal }) => apiFetch<ApiUsageReport>(apiPaths.apiUsage, { query: { ...query }, signal }),
  });
