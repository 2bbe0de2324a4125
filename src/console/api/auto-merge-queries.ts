import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { AutoMergeRehearsal } from '../../contract/auto-merge-rehearsal';
import type { JobInput } from '../../contract/jobs';
import { apiFetch } from './api-client';

/** An auto-merge replayed on the stewards' decisions; nothing changes, so it is read like any query. */
export const autoMergeRehearsalQueryOptions = (job: JobInput) =>
  queryOptions({
    queryKey: ['auto-merge-rehearsal', job] as const,
    queryFn: ({ signal }) =>
      apiFetch<AutoMergeRehearsal>(apiPaths.autoMergeRehearsals, { method: 'POST', body: { job }, signal }),
    enabled: job.autoMerge !== undefined,
    staleTime: 30_000,
    retry: false,
  });
