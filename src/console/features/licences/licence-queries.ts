import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { LicenseSeat, LicenseSeatList } from '../../../contract/licenses';
import { apiFetch } from '../../api/api-client';
import { licenceKeys } from '../../api/licence-seat-queries';

/** The API licence seats, by principal. */
export const seatsQueryOptions = () =>
  queryOptions({
    queryKey: licenceKeys.all,
    queryFn: ({ signal }) => apiFetch<LicenseSeatList>(apiPaths.licenses, { signal }),
    select: (output) => output.seats,
  });

export const assignSeatMutationOptions = () =>
  mutationOptions({
    mutationFn: (principal: string) => apiFetch<LicenseSeat>(apiPaths.license(principal), { method: 'PUT' }),
  });

export const revokeSeatMutationOptions = () =>
  mutationOptions({
    mutationFn: (principal: string) => apiFetch<void>(apiPaths.license(principal), { method: 'DELETE' }),
  });
