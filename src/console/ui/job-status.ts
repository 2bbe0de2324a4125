import type { JobStatus } from '../../contract/jobs';

/** A duplicate job's status as stewards read it, in the jobs table and on the dashboard. */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  QUEUED: 'Queued',
  RUNNING: 'Running',
  DONE: 'Done',
  CANCELLED: 'Cancelled',
  FAILED: 'Failed',
};
