import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { Schedule, ScheduleList, ScheduleRunList } from '../../contract/schedules';
import { ok, useTestApi } from '../testing/api-kit';

const api = useTestApi({ as: 'steward' });
const { call } = api;

const nightly = {
  name: 'Nightly leads',
  cron: '0 2 * * *',
  timeZone: 'Europe/Berlin',
  job: { objectType: 'Lead' },
};

describe('the schedules API', () => {
  it('saves a schedule with its next five times and the expression in words, and lists it with no runs yet', async () => {
    const schedule = await ok<Schedule>(call('POST', apiPaths.schedules, nightly), 201);
    expect(schedule).toMatchObject({
      name: 'Nightly leads',
      description: 'At 02:00 (Europe/Berlin)',
      enabled: true,
      createdBy: 'steward',
      job: { objectType: 'Lead' },
    });
    expect(schedule.nextOccurrences).toHaveLength(5);
    expect(schedule.nextRunAt).toBe(schedule.nextOccurrences[0]);
    // 02:00 in Berlin is 01:00 or 00:00 UTC, a day apart each.
    for (const time of schedule.nextOccurrences) expect(time).toMatch(/T0[01]:00:00\.000Z$/);
    const { schedules } = await ok<ScheduleList>(call('GET', apiPaths.schedules));
    expect(schedules.map((one) => one.name)).toContain('Nightly leads');
    expect(await ok<ScheduleRunList>(call('GET', apiPaths.scheduleRuns(schedule.id)))).toEqual({ runs: [] });
  });

  it('refuses a schedule it could not run, naming the field', async () => {
    const refused = async (body: unknown, field: string, message: RegExp) => {
      const answer = await call('POST', apiPaths.schedules, body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(field);
      expect(JSON.stringify(answer.body)).toMatch(message);
    };
    await refused({ ...nightly, name: 'Bad cron', cron: 'every night' }, 'cron', /is not a cron expression/);
    await refused(
      { ...nightly, name: 'Bad zone', timeZone: 'Mars/Olympus' },
      'timeZone',
      /is not a time zone/,
    );
    await refused({ ...nightly, name: 'Bad type', job: { objectType: 'Gadget' } }, 'objectType', /Gadget/);
    await refused(
      { ...nightly, name: 'Bad filter', job: { objectType: 'Lead', filterDeveloperName: 'No_Such_Filter' } },
      'No_Such_Filter',
      /No_Such_Filter/,
    );
    await ok(call('POST', apiPaths.schedules, { ...nightly, name: 'Twice' }), 201);
    await refused({ ...nightly, name: 'twice' }, 'name', /exists already/);
    expect((await call('POST', apiPaths.schedules, nightly, 'viewer')).status).toBe(403);
    expect((await call('GET', apiPaths.scheduleRuns('nope'))).status).toBe(404);
  });
});
