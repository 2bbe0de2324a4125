import { describe, expect, it } from 'vitest';
import type { Job } from '../../../contract/jobs';
import { progressPercent, progressText } from './job-progress';

const job = (status: Job['status'], progress: Partial<Job['progress']> = {}): Job => ({
  id: 'j',
  objectType: 'Lead',
  scenarios: [],
  filterDeveloperName: null,
  crossObjectType: null,
  status,
  createdBy: 'steward',
  createdAt: '2026-11-25T10:00:00Z',
  startedAt: null,
  finishedAt: null,
  groupCount: null,
  errorMessage: null,
  autoMerge: null,
  autoMergeBatchId: null,
  changedSince: null,
  progress: {
    recordsTotal: 2220,
    recordsDone: 1200,
    pairsFound: 45,
    recordsPerSecond: 1700.4,
    secondsLeft: 1,
    ...progress,
  },
});

describe('progressText', () => {
  it('gives records, pairs, rate and time left while running', () => {
    expect(progressText(job('RUNNING'))).toBe('1,200 of 2,220 records · 45 pairs · 1,700/s · 1 s left');
  });

  it('leaves out the rate and time once the job has ended', () => {
    expect(progressText(job('DONE', { recordsDone: 2220, secondsLeft: null }))).toBe(
      '2,220 of 2,220 records · 45 pairs',
    );
  });
});

describe('progressPercent', () => {
  it('is the share of records searched, and whole for an empty type', () => {
    expect(progressPercent(job('RUNNING'))).toBe(54);
    expect(progressPercent(job('DONE', { recordsTotal: 0, recordsDone: 0 }))).toBe(100);
  });
});
