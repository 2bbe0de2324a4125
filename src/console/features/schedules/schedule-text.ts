import type { ScheduleRun, ScheduleScope } from '../../../contract/schedules';

/** What each scope does, as the form offers it and the list tells it. */
export const SCOPE_LABELS: Record<ScheduleScope, string> = {
  CHANGED: 'New and changed records since the last run',
  ALL: 'Every record, every run',
};

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en')} ${value === 1 ? one : many}`;

/** A time as the schedule's own zone reads it: "Tue 8 Dec 2026, 02:00". */
export function formatInZone(iso: string, timeZone: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    }).format(time);
  } catch {
    return time.toISOString();
  }
}

/** What became of a run, in words: its job's figures, or why it started none. */
export function runOutcome(run: ScheduleRun): string {
  if (run.status === 'SKIPPED') return 'Skipped: the job of the run before was still going';
  if (run.status === 'FAILED') return `Not started: ${run.reason ?? 'no reason was recorded'}`;
  const job = run.job;
  if (!job) return 'Started a job that has been deleted since';
  const records = job.changedSince
    ? count(job.recordsSearched, 'new or changed record', 'new or changed records')
    : count(job.recordsSearched, 'record', 'records');
  switch (job.status) {
    case 'QUEUED':
      return `Waiting to start: ${records} to search`;
    case 'RUNNING':
      return `Running: ${records} to search`;
    case 'DONE':
      return `${records} searched, ${count(job.groupCount ?? 0, 'group', 'groups')} found`;
    case 'CANCELLED':
      return 'Its job was cancelled';
    case 'FAILED':
      return 'Its job failed';
  }
}
