import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { AlertSettings } from '../../../contract/alerts';
import { apiPaths } from '../../../contract/api-paths';
import type { AutoMergeSettings } from '../../../contract/auto-merge-rehearsal';
import { apiFetch } from '../../api/api-client';

export const automationKeys = { all: ['automation-settings'] as const };

export const autoMergeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...automationKeys.all, 'auto-merge'] as const,
    queryFn: ({ signal }) => apiFetch<AutoMergeSettings>(apiPaths.autoMergeSettings, { signal }),
  });

export const alertSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...automationKeys.all, 'alerts'] as const,
    queryFn: ({ signal }) => apiFetch<AlertSettings>(apiPaths.alertSettings, { signal }),
  });

/** Saves both: the auto-merge minimum first, then the alerts' settings. */
export const saveAutomationMutationOptions = () =>
  mutationOptions({
    mutationFn: async ({ autoMerge, alerts }: { autoMerge: AutoMergeSettings; alerts: AlertSettings }) => {
      await apiFetch<AutoMergeSettings>(apiPaths.autoMergeSettings, { method: 'PUT', body: autoMerge });
      await apiFetch<AlertSettings>(apiPaths.alertSettings, { method: 'PUT', body: alerts });
    },
  });
