import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { DashboardSummary } from '../../../contract/dashboard';
import { apiFetch } from '../../api/api-client';

/** Weeks of steward activity and duplicate rates the dashboard shows. */
export const DASHBOARD_WEEKS = 12;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (weeks: number) => [...dashboardKeys.all, weeks] as const,
};

/** The state of the data at a glance; the service adds the admin figures when the caller is an admin. */
export const dashboardQueryOptions = (weeks = DASHBOARD_WEEKS) =>
  queryOptions({
    queryKey: dashboardKeys.summary(weeks),
    queryFn: ({ signal }) =>
      apiFetch<DashboardSummary>(apiPaths.dashboard, { query: { weeks: String(weeks) }, signal }),
  });
