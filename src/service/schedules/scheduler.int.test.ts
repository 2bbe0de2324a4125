import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveIndex } from '../match-index/live-index';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Store } from '../storage/database';
import { openTestStore, type TestStore } from '../testing/test-store';
import { Scheduler } from './scheduler';
import { createSchedule, listRuns, type StoredSchedule } from './schedule-store';

let testStore: TestStore;
let store: Store;
let recordTypes: RecordTypeStore;
let index: LiveIndex;
/** The test's clock: every scheduler reads the time from it. */
let now: Date;

beforeAll(async () => {
  testStore = await openTestStore();
  ({ store, recordTypes, index } = testStore);
}, 120_000);
afterAll(() => testStore.close());

/** One service process's scheduler, on the shared database and the test's clock. */
const instance = () =>
  new Scheduler({
    db: store.db,
    recordTypes,
    index,
    log: pino({ level: 'silent' }),
    now: () => now,
  });

/** Every instance looks for due schedules at the same moment, as two processes may. */
const stepAll = (instances: Scheduler[]) => Promise.all(instances.map((one) => one.step()));

let counter = 0;
/** A nightly Lead job at 02:00 in Berlin (01:00 UTC in winter), created at the test's time. */
const nightly = (job: StoredSchedule['job'] = { objectType: 'Lead' }) =>
  createSchedule(
    store.db,
    { name: `Nightly ${++counter}`, cron: '0 2 * * *', timeZone: 'Europe/Berlin', job },
    { principal: 'steward', endpoint: 'POST /schedules' },
    now,
  );

const finishJob = (jobId: string) =>
  store.db.updateTable('duplicate_jobs').set({ status: 'DONE' }).where('id', '=', jobId).execute();

describe('the scheduler', () => {
  it('starts one job per occurrence however many instances see it due, and none while the last one runs', async () => {
    now = new Date('2026-12-06T12:00:00Z');
    const schedule = await nightly();
    expect(schedule.nextRunAt).toBe('2026-12-07T01:00:00.000Z');
    const instances = [instance(), instance()];

    now = new Date('2026-12-07T00:59:59Z');
    await stepAll(instances);
    expect(await listRuns(store.db, schedule.id)).toEqual([]);

    now = new Date('2026-12-07T01:00:05Z');
    await stepAll(instances);
    await stepAll(instances);
    const [first, ...others] = await listRuns(store.db, schedule.id);
    expect(others).toEqual([]);
    expect(first).toMatchObject({ occurrence: '2026-12-07T01:00:00.000Z', status: 'STARTED' });
    const job = await store.db
      .selectFrom('duplicate_jobs')
      .selectAll()
      .where('id', '=', first!.jobId!)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ record_type: 'Lead', created_by: 'steward', status: 'QUEUED' });

    // The next night the first job is still queued: the run is skipped, not started beside it.
    now = new Date('2026-12-08T01:00:01Z');
    await stepAll(instances);
    const [skipped] = await listRuns(store.db, schedule.id);
    expect(skipped).toMatchObject({
      occurrence: '2026-12-08T01:00:00.000Z',
      status: 'SKIPPED',
      jobId: null,
      reason: 'the job of the run before was still going',
    });

    await finishJob(first!.jobId!);
    now = new Date('2026-12-09T01:00:01Z');
    await stepAll(instances);
    const runs = await listRuns(store.db, schedule.id);
    expect(runs.map((run) => run.status)).toEqual(['STARTED', 'SKIPPED', 'STARTED']);
    expect(new Set(runs.map((run) => run.occurrence)).size).toBe(3);
    await finishJob(runs[0]!.jobId!);
  });

  it('runs the occurrences missed while every instance was down once, at the next start', async () => {
    now = new Date('2026-12-10T12:00:00Z');
    const schedule = await nightly();
    // Down from the evening of the 10th until the morning of the 14th: three nights missed.
    now = new Date('2026-12-14T08:30:00Z');
    const restarted = [instance(), instance()];
    await stepAll(restarted);
    await stepAll(restarted);
    const runs = await listRuns(store.db, schedule.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ occurrence: '2026-12-11T01:00:00.000Z', status: 'STARTED' });
    expect(runs[0]!.firedAt).toBe('2026-12-14T08:30:00.000Z');
    const { next_run_at } = await store.db
      .selectFrom('schedules')
      .select('next_run_at')
      .where('id', '=', schedule.id)
      .executeTakeFirstOrThrow();
    expect(next_run_at).toBe('2026-12-15T01:00:00.000Z');
    await finishJob(runs[0]!.jobId!);
  });

  it('records why a run started no job, and goes on at the next occurrence', async () => {
    now = new Date('2026-12-20T12:00:00Z');
    const schedule = await nightly({ objectType: 'Lead', filterDeveloperName: 'No_Such_Filter' });
    now = new Date('2026-12-21T01:00:02Z');
    // The earlier tests' schedules are due too: the scheduler takes them one at a time, until none is.
    const one = instance();
    while (await one.step());
    const [failed] = await listRuns(store.db, schedule.id);
    expect(failed).toMatchObject({ status: 'FAILED', jobId: null });
    expect(failed!.reason).toMatch(/No_Such_Filter/);
    const { next_run_at } = await store.db
      .selectFrom('schedules')
      .select('next_run_at')
      .where('id', '=', schedule.id)
      .executeTakeFirstOrThrow();
    expect(next_run_at).toBe('2026-12-22T01:00:00.000Z');
  });
});
