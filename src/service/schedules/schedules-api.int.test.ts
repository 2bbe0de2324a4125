import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { Schedule, ScheduleList, ScheduleRunList, ScheduleTimes } from '../../contract/schedules';
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

  it('lists each schedule with its latest run, and a paused one with its expression in words but no times', async () => {
    const run = await ok<Schedule>(call('POST', apiPaths.schedules, { ...nightly, name: 'Run twice' }), 201);
    const idle = await ok<Schedule>(
      call('POST', apiPaths.schedules, { ...nightly, name: 'Never run', enabled: false }),
      201,
    );
    await ok(call('POST', apiPaths.scheduleRuns(run.id)), 201);
    const latest = await ok<{ id: string }>(call('POST', apiPaths.scheduleRuns(run.id)), 201);
    const { schedules } = await ok<ScheduleList>(call('GET', apiPaths.schedules));
    const listed = (id: string) => schedules.find((one) => one.id === id)!;
    expect(listed(run.id).lastRun?.id).toBe(latest.id);
    expect(listed(idle.id)).toMatchObject({
      lastRun: null,
      nextRunAt: null,
      nextOccurrences: [],
      description: 'At 02:00 (Europe/Berlin)',
    });
  });

  it('reads a cron expression before it is saved: in words, its next times, or what is wrong with it', async () => {
    const times = await ok<ScheduleTimes>(
      call('POST', apiPaths.scheduleTimes, { cron: '30 6 * * 1-5', timeZone: 'America/New_York' }),
    );
    expect(times.description).toMatch(/06:30.*Monday through Friday.*America\/New_York/);
    expect(times.nextOccurrences).toHaveLength(5);
    for (const time of times.nextOccurrences) expect([1, 2, 3, 4, 5]).toContain(new Date(time).getUTCDay());
    const wrong = await call('POST', apiPaths.scheduleTimes, { cron: '61 * * * *', timeZone: 'UTC' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toMatch(/cron/);
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

  it('pauses, resumes, renames and deletes a schedule, each in the audit trail', async () => {
    const saved = await ok<Schedule>(
      call('POST', apiPaths.schedules, { ...nightly, name: 'Weekly leads' }),
      201,
    );
    const at = apiPaths.schedule(saved.id);
    const paused = await ok<Schedule>(call('PUT', at, { ...nightly, name: 'Weekly leads', enabled: false }));
    expect(paused).toMatchObject({ enabled: false, nextRunAt: null, nextOccurrences: [] });
    const resumed = await ok<Schedule>(
      call('PUT', at, { ...nightly, name: 'Sunday leads', cron: '0 3 * * 0', enabled: true }),
    );
    expect(resumed).toMatchObject({
      name: 'Sunday leads',
      enabled: true,
      description: expect.stringMatching(/Sunday/),
    });
    expect(new Date(resumed.nextRunAt!).getUTCDay()).toBe(0);
    expect((await ok<Schedule>(call('GET', at))).name).toBe('Sunday leads');

    await ok(call('POST', apiPaths.schedules, { ...nightly, name: 'Taken' }), 201);
    const clash = await call('PUT', at, { ...nightly, name: 'TAKEN' });
    expect(clash.status).toBe(400);
    expect(JSON.stringify(clash.body)).toMatch(/name.*exists already/);
    const across = await call('PUT', at, {
      ...nightly,
      name: 'Sunday leads',
      scope: 'CHANGED',
      job: { objectType: 'Lead', crossObjectType: 'Contact' },
    });
    expect(across.status).toBe(400);
    expect(JSON.stringify(across.body)).toMatch(/scope.*cross-object job runs over every record/);

    expect((await call('DELETE', at)).status).toBe(204);
    expect((await call('GET', at)).status).toBe(404);
    expect((await call('DELETE', at)).status).toBe(404);

    const trail = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?objectType=Lead&limit=20`, undefined, 'admin'),
    );
    const ofIt = trail.events.filter((event) => event.schedule?.id === saved.id);
    expect(ofIt.map((event) => [event.action, event.schedule!.name])).toEqual([
      ['SCHEDULE_DELETED', 'Sunday leads'],
      ['SCHEDULE_CHANGED', 'Sunday leads'],
      ['SCHEDULE_CHANGED', 'Weekly leads'],
      ['SCHEDULE_CREATED', 'Weekly leads'],
    ]);
    expect(ofIt[1]!.changes.map((change) => change.field)).toEqual(['name', 'cron', 'enabled']);
    expect(ofIt[1]!.changes[0]).toEqual({ field: 'name', before: 'Weekly leads', after: 'Sunday leads' });
    expect(ofIt.every((event) => event.recordId === null && event.principal === 'steward')).toBe(true);
  });
});
