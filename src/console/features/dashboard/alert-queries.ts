import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Alert, AlertList } from '../../../contract/alerts';
import { apiPaths } from '../../../contract/api-paths';
import { apiFetch } from '../../api/api-client';

export const alertKeys = { open: ['alerts', 'OPEN'] as const };

/** The alerts that hold and nobody dismissed; the service looks each minute, so Home looks as often. */
export const openAlertsQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.open,
    queryFn: ({ signal }) => apiFetch<AlertList>(apiPaths.alerts, { signal }),
    refetchInterval: 60_000,
  });

export const dismissAlertMutationOptions = () =>
  mutationOptions({
    mutationFn: (alertId: string) => apiFetch<Alert>(apiPaths.alertDismissal(alertId), { method: 'POST' }),
  });
