import { queryOptions } from '@tanstack/react-query';
import type { AddressUsageQuery, AddressUsageReport } from '../../contract/address-usage';
import { apiPaths } from '../../contract/api-paths';
import { apiFetch } from './api-client';

export const addressUsageKeys = {
  all: ['address-usage'] as const,
  report: (query: AddressUsageQuery) => [...addressUsageKeys.all, query] as const,
};

/** Validation credits spent per principal, operation and day (admins only), over the days the query names. */
export const addressUsageQueryOptions = (query: AddressUsageQuery = {}) =>
  queryOptions({
    queryKey: addressUsageKeys.report(query),
    queryFn: ({ signal }) =>
      apiFetch<AddressUsageReport>(apiPaths.addressUsage, { query: { ...query }, signal }),
  });
