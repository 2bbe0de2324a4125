import { describe, expect, it } from 'vitest';
import type { ScheduleRun } from '../../../contract/schedules';
import { formatInZone, runOutcome } from './schedule-text';

const run = (over: Partial<ScheduleRun>): ScheduleRun => ({
  id: 'r',
  scheduleId: 's',
  occurrence: '2026-12-08T01:00:00.000Z',
  firedAt: '2026-12-08T01:00:04.000Z',
  byHand: false,
  status: 'STARTED',
  jobId: 'j',
  job: {
    status: 'DONE',
    changedSince: '2026-12-07T01:00:00.000Z',
    recordsSearched: 2400,
    groupCount: 1,
    finishedAt: '2026-12-08T01:00:09.000Z',
  },
  reason: null,
  ...over,
});

describe('a schedule in words', () => {
  it('reads a time in the zone of the schedule', () => {
    expect(formatInZone('2026-12-08T01:00:00.000Z', 'Europe/Berlin')).toMatch(/^Tue,? 8 Dec 2026, 02:00$/);
    expect(formatInZone('2026-12-08T01:00:00.000Z', 'America/New_York')).toMatch(/^Mon,? 7 Dec 2026, 20:00$/);
  });

  it('tells what a run did: its figures, why it was skipped, or why it started nothing', () => {
    expect(runOutcome(run({}))).toBe('2,400 new or changed records searched, 1 group found');
    expect(runOutcome(run({ job: { ...run({}).job!, changedSince: null, groupCount: 12 } }))).toBe(
      '2,400 records searched, 12 groups found',
    );
    expect(runOutcome(run({ job: { ...run({}).job!, status: 'RUNNING' } }))).toBe(
      'Running: 2,400 new or changed records to search',
    );
    expect(runOutcome(run({ status: 'SKIPPED', jobId: null, job: null }))).toMatch(/^Skipped/);
    expect(
      runOutcome(run({ status: 'FAILED', jobId: null, job: null, reason: 'Lead has no filter No_Such' })),
    ).toBe('Not started: Lead has no filter No_Such');
    expect(runOutcome(run({ job: null }))).toBe('Started a job that has been deleted since');
  });
});
