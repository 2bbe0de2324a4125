import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { MyLicense } from '../../contract/licenses';
import { apiFetch } from './api-client';

/**
 * Keys of the licence seats: every seat, and the signed-in user's own, below it so that assigning or revoking a
 * seat asks both again.
 */
export const licenceKeys = {
  all: ['licence-seats'] as const,
  mine: (subject: string) => [...licenceKeys.all, 'mine', subject] as const,
};

/** Whether the signed-in user (`subject`) holds an API licence seat, which every page showing records needs. */
export const myLicenceQueryOptions = (subject: string) =>
  queryOptions({
    queryKey: licenceKeys.mine(subject),
    queryFn: ({ signal }) => apiFetch<MyLicense>(apiPaths.myLicense, { signal }),
  });
