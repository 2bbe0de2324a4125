import type { Job } from '../../../contract/jobs';

const count = (value: number) => value.toLocaleString('en');

/** A job's progress in one line a steward reads at a glance, e.g. "1,200 of 2,220 records · 45 pairs · 1,700/s · 1 s left". */
export function progressText(job: Job): string {
  const { recordsDone, recordsTotal, pairsFound, recordsPerSecond, secondsLeft } = job.progress;
  const parts = [`${count(recordsDone)} of ${count(recordsTotal)} records`, `${count(pairsFound)} pairs`];
  if (job.status === 'RUNNING' && recordsPerSecond !== null)
    parts.push(`${count(Math.round(recordsPerSecond))}/s`);
  if (job.status === 'RUNNING' && secondsLeft !== null) parts.push(`${secondsLeft} s left`);
  return parts.join(' · ');
}

/** The share of the records searched, 0–100. */
export const progressPercent = (job: Job) =>
  job.progress.recordsTotal === 0
    ? 100
    : Math.round((job.progress.recordsDone / job.progress.recordsTotal) * 100);
