import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../../contract/schedules';
import {
  scheduleFormPathOf,
  timeZoneProblem,
  TIME_ZONES,
  toScheduleFormValues,
  toScheduleInput,
} from './schedule-form-values';

const saved: Schedule = {
  id: 's',
  name: 'Nightly leads',
  cron: '0 2 * * *',
  timeZone: 'Europe/Berlin',
  description: 'At 02:00 (Europe/Berlin)',
  job: {
    objectType: 'Lead',
    filterDeveloperName: 'Open_Leads',
    autoMerge: { minScore: 98, masterRule: 'OLDEST', masterWhere: { field: 'LeadSource', value: 'Web' } },
  },
  enabled: true,
  scope: 'CHANGED',
  nextRunAt: null,
  nextOccurrences: [],
  lastRun: null,
  createdBy: 'steward',
  createdAt: '2026-12-07T00:00:00Z',
  updatedBy: 'steward',
  updatedAt: '2026-12-07T00:00:00Z',
};

describe('the schedule form', () => {
  it('saves a schedule back as it was read, the auto-merge settings it does not show included', () => {
    const { name, cron, timeZone, enabled, scope, job } = saved;
    expect(toScheduleInput(toScheduleFormValues(saved))).toEqual({
      name,
      cron,
      timeZone,
      enabled,
      scope,
      job,
    });
  });

  it('runs a cross-object job over every record', () => {
    const values = toScheduleFormValues(saved);
    values.job.crossObjectType = 'Contact';
    expect(toScheduleInput(values)).toMatchObject({ scope: 'ALL', job: { crossObjectType: 'Contact' } });
    expect(toScheduleInput(values).job.autoMerge).toBeUndefined();
  });

  it('shows a refusal at the field it names', () => {
    expect(scheduleFormPathOf('timeZone')).toBe('timeZone');
    expect(scheduleFormPathOf('/job/objectType')).toBe('job.objectType');
    expect(scheduleFormPathOf('scenarioIds')).toBe('job.scenarioIds');
    expect(scheduleFormPathOf('autoMerge.masterWhere.field')).toBe('job.autoMergeScore');
    expect(scheduleFormPathOf('somethingElse')).toBeUndefined();
  });

  it('takes any zone the browser reads times in, UTC and aliases included, and offers UTC first', () => {
    expect(TIME_ZONES[0]).toBe('UTC');
    expect(TIME_ZONES).toContain('Europe/Berlin');
    for (const zone of ['UTC', 'Europe/Berlin', 'US/Eastern']) expect(timeZoneProblem(zone)).toBeUndefined();
    expect(timeZoneProblem('Mars/Olympus')).toMatch(/from the list/);
    expect(timeZoneProblem(' ')).toMatch(/Choose the time zone/);
  });
});
