import { mutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type { Job, JobInput } from '../../contract/jobs';
import { apiFetch } from './api-client';

/** Starts a duplicate job: from the jobs page, or the home's first job. */
export const startJobMutationOptions = () =>
  mutationOptions({
    mutationFn: (input: JobInput) => apiFetch<Job>(apiPaths.jobs, { method: 'POST', body: input }),
  });
