import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { Job } from '../../contract/jobs';
import type { Schedule, ScheduleRun, ScheduleRunList } from '../../contract/schedules';
import type { RecordValues } from '../records/record-store';
import { fromJson } from '../storage/json-column';
import { ok, useTestApi } from '../testing/api-kit';
import { randomPerson } from '../testing/random-person';

const api = useTestApi({ as: 'steward' });
const { call, finishedJob } = api;

/** Every group of a job, as its records' ids. */
const groupsOf = async (jobId: string) => (await api.groupsOf(jobId)).map((group) => group.recordIds);

/** Saves a lead as it is given, without looking for its duplicates first. */
const saveLead = async (values: RecordValues) =>
  (await api.upsert({ objectType: 'Lead', objectData: values, duplicateCheck: false })).objectId!;

const storedValues = async (id18: string) => {
  const row = await api.service.store.db
    .selectFrom('records')
    .select('data')
    .where('id', '=', id18.slice(0, 15))
    .executeTakeFirstOrThrow();
  return fromJson<RecordValues>(row.data, 'records.data');
};

const runNow = async (schedule: Schedule): Promise<Job> => {
  const run = await ok<ScheduleRun>(call('POST', `${apiPaths.schedule(schedule.id)}/runs`), 201);
  expect(run).toMatchObject({ byHand: true, status: 'STARTED' });
  return finishedJob(run.jobId!);
};

describe('an incremental scheduled run', () => {
  it('searches only the records changed since the last run, against every record, and finds the groups a full run finds for them', async () => {
    const schedule = await ok<Schedule>(
      call('POST', apiPaths.schedules, {
        name: 'Leads as they come',
        cron: '0 2 * * *',
        timeZone: 'UTC',
        job: { objectType: 'Lead' },
      }),
      201,
    );
    expect(schedule.scope).toBe('CHANGED');

    // The first run has no run before it: it searches every lead.
    const first = await runNow(schedule);
    expect(first.changedSince).toBeNull();
    const stored = first.progress.recordsTotal;
    const [a, b] = (await groupsOf(first.id)).find((group) => group.length === 2)!;

    // A third copy of a stored pair's first record, and a new person entered twice.
    const copy = await saveLead(await storedValues(a!));
    const person = randomPerson();
    const newcomer = await saveLead(person);
    const again = await saveLead({ ...person, LastName: `${person.LastName}e` });

    const second = await runNow(schedule);
    expect(second.changedSince).toBe(first.createdAt);
    // The three new leads, and the stored pair the copy was found with: not the whole store.
    expect(second.progress.recordsTotal).toBeLessThan(10);
    expect(second.progress.recordsTotal).toBeGreaterThanOrEqual(5);
    const incremental = await groupsOf(second.id);

    const full = await groupsOf((await api.startFinishedJob({ objectType: 'Lead' })).id);
    expect(full.length).toBeGreaterThan(incremental.length);
    const id18 = (id: string) => full.flat().find((one) => one.startsWith(id.slice(0, 15))) ?? id;
    const fullGroupOf = (id: string) => full.find((group) => group.includes(id18(id)));
    expect(incremental).toContainEqual(fullGroupOf(copy));
    expect(fullGroupOf(copy)).toEqual(expect.arrayContaining([a, b]));
    expect(incremental).toContainEqual(fullGroupOf(newcomer));
    expect(fullGroupOf(newcomer)).toContain(id18(again));
    // Every group it made is one a full run makes.
    for (const group of incremental) expect(fullGroupOf(group[0]!)).toEqual(group);

    // Nothing changed since: the next run searches nothing.
    const third = await runNow(schedule);
    expect(third).toMatchObject({ changedSince: second.createdAt, groupCount: 0 });
    expect(third.progress.recordsTotal).toBe(0);
    const { runs } = await ok<ScheduleRunList>(call('GET', apiPaths.scheduleRuns(schedule.id)));
    expect(runs.map((run) => run.job?.recordsSearched)).toEqual([0, second.progress.recordsTotal, stored]);
  });
});
