import type { Job } from '../../../contract/jobs';

/** What a job compares: "Lead", or "Lead with Contact" for a cross-object job. */
export const jobSubject = (job: Pick<Job, 'objectType' | 'crossObjectType'>) =>
  job.crossObjectType ? `${job.objectType} with ${job.crossObjectType}` : job.objectType;
