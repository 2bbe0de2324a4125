import { faker } from '@faker-js/faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeSource } from '../../contract/alerts';
import { listAuditEvents } from '../audit/audit-store';
import { addIntake } from '../intake/intake-store';
import type { RecordTypeStore } from '../records/record-type-store';
import { logPotentialDuplicates } from '../review/potential-duplicate-store';
import { createBatch } from '../review-batches/batch-store';
import { createSchedule, settleRun, takeRunByHand } from '../schedules/schedule-store';
import type { Store } from '../storage/database';
import { openTestStore, type TestStore } from '../testing/test-store';
import { dismissAlert, listAlerts } from './alert-store';
import { evaluateAlerts } from './alert-watcher';

let testStore: TestStore;
let store: Store;
let recordTypes: RecordTypeStore;

beforeAll(async () => {
  testStore = await openTestStore();
  ({ store, recordTypes } = testStore);
}, 120_000);
afterAll(() => testStore.close());

const DAY_MS = 86_400_000;
/** Evening of the n-th day of the simulated month, the test's clock. */
const evening = (day: number) => new Date(Date.UTC(2027, 2, 1, 18) + day * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** One service process looking at the alerts at the test's time. */
const look = (at: Date) => evaluateAlerts({ db: store.db, recordTypes }, at);
const openOf = async (kind: string) =>
  (await listAlerts(store.db, 'OPEN')).filter((alert) => alert.kind === kind);

const webForm: IntakeSource = { kind: 'CLIENT', field: '', value: 'web-form' };
const partners: IntakeSource = { kind: 'FIELD', field: 'LeadSource', value: 'Partner Referral' };

/** A day's Leads from a source, each a duplicate of a stored one with probability `share`. */
async function sendDay(source: IntakeSource, at: Date, records: number, share: number) {
  let duplicates = 0;
  for (let record = 0; record < records; record++) if (faker.number.float() < share) duplicates++;
  await addIntake(store.db, [{ recordType: 'Lead', source, day: dayOf(at), records, duplicates }]);
}

describe('alerts on a source’s share of duplicates', () => {
  it('stay quiet over a month of normal variation, fire once when one source jumps to 5×, and clear when it is back', async () => {
    faker.seed(2027);
    for (let day = 0; day < 30; day++) {
      const at = evening(day);
      await sendDay(
        webForm,
        at,
        faker.number.int({ min: 60, max: 180 }),
        faker.number.float({ min: 0.08, max: 0.12 }),
      );
      await sendDay(
        partners,
        at,
        faker.number.int({ min: 30, max: 90 }),
        faker.number.float({ min: 0.15, max: 0.25 }),
      );
      expect(await look(at), `day ${day}`).toEqual([]);
    }

    // The web form breaks: half its records are people already stored. Two processes look at once.
    const jump = evening(30);
    await addIntake(store.db, [
      { recordType: 'Lead', source: webForm, day: dayOf(jump), records: 150, duplicates: 75 },
    ]);
    await sendDay(partners, jump, 60, 0.2);
    const raised = (await Promise.all([look(jump), look(jump)])).flat();
    expect(raised).toHaveLength(1);
    const [alert] = raised;
    expect(alert).toMatchObject({
      kind: 'DUPLICATE_SHARE',
      objectType: 'Lead',
      active: true,
      detail: { source: webForm, day: dayOf(jump), records: 150, duplicates: 75, share: 0.5 },
    });
    expect(alert!.detail.usualShare).toBeGreaterThan(0.08);
    expect(alert!.detail.usualShare).toBeLessThan(0.12);
    expect(alert!.summary).toMatch(
      /^50 % of the 150 Leads from the API client web-form on 2027-03-31 were duplicates of stored ones \(usually 1\d %\)\.$/,
    );
    expect(await look(jump)).toEqual([]);
    expect((await openOf('DUPLICATE_SHARE')).map(({ id }) => id)).toEqual([alert!.id]);
    const trail = await listAuditEvents(store.db, recordTypes, { action: 'ALERT_RAISED', limit: '10' });
    expect(trail.events.map((event) => [event.principal, event.alert])).toEqual([
      ['service', { id: alert!.id, kind: 'DUPLICATE_SHARE', summary: alert!.summary }],
    ]);

    // Past midnight the new day has too few records to judge: the alert stands on the day before.
    const nextMorning = new Date(jump.getTime() + 7 * 3_600_000);
    await addIntake(store.db, [
      { recordType: 'Lead', source: webForm, day: dayOf(nextMorning), records: 5, duplicates: 0 },
    ]);
    await look(nextMorning);
    expect(await openOf('DUPLICATE_SHARE')).toHaveLength(1);
    // The form is mended: by the evening the day is judged, and normal.
    const mended = evening(31);
    await addIntake(store.db, [
      { recordType: 'Lead', source: webForm, day: dayOf(mended), records: 95, duplicates: 10 },
    ]);
    await look(mended);
    expect(await openOf('DUPLICATE_SHARE')).toEqual([]);
    const [cleared] = (await listAlerts(store.db, 'ALL')).filter(({ id }) => id === alert!.id);
    expect(cleared).toMatchObject({ active: false, clearedAt: mended.toISOString() });
  });
});

describe('alerts on the review queue and scheduled runs', () => {
  it('raise a queue whose oldest item waits too long, which a dismissal takes off until it holds no more', async () => {
    const now = evening(60);
    await logPotentialDuplicates(
      store.db,
      {
        objectType: 'Contact',
        recordId15: '003000000000001',
        at: new Date(now.getTime() - 20 * DAY_MS).toISOString(),
        principal: 'crm',
      },
      [{ duplicateId15: '003000000000002', score: 90, scenarioScores: [] }],
    );
    const [raised] = await look(now);
    expect(raised).toMatchObject({
      kind: 'REVIEW_QUEUE_AGE',
      objectType: 'Contact',
      detail: { maximumDays: 14 },
    });
    expect(raised!.summary).toBe(
      'The oldest open item of the Contact review queue has waited 20 days, longer than the 14 allowed.',
    );
    await dismissAlert(store.db, raised!.id, { principal: 'steward', endpoint: 'test' }, now);
    expect(await openOf('REVIEW_QUEUE_AGE')).toEqual([]);
    expect(await look(new Date(now.getTime() + DAY_MS))).toEqual([]);
    await store.db
      .updateTable('potential_duplicates')
      .set({ status: 'MERGED' })
      .where('record_type', '=', 'Contact')
      .execute();
    await look(new Date(now.getTime() + 2 * DAY_MS));
    const [after] = (await listAlerts(store.db, 'ALL')).filter(({ id }) => id === raised!.id);
    expect(after).toMatchObject({ active: false, dismissedBy: 'steward' });
  });

  it('raise a schedule whose latest run failed, and one whose auto-merge merged far more than its runs before', async () => {
    let now = evening(90);
    const schedule = await createSchedule(
      store.db,
      {
        name: 'Nightly accounts',
        cron: '0 2 * * *',
        timeZone: 'UTC',
        job: { objectType: 'Account', autoMerge: { minScore: 90 } },
      },
      { principal: 'steward', endpoint: 'test' },
      now,
    );
    const failed = await takeRunByHand(store.db, schedule, now);
    await settleRun(store.db, failed, { status: 'FAILED', reason: 'there is no scenario Account_Name_Only' });
    const [raised] = await look(now);
    expect(raised).toMatchObject({
      kind: 'SCHEDULED_RUN_FAILED',
      objectType: 'Account',
      detail: { schedule: { name: 'Nightly accounts' } },
    });
    expect(raised!.summary).toMatch(
      /^The run of the schedule Nightly accounts at .* UTC failed: there is no scenario Account_Name_Only\.$/,
    );

    // Runs that merged 8 to 12 groups, then one that merged 90.
    for (const merged of [10, 8, 12, 11, 90]) {
      now = new Date(now.getTime() + DAY_MS);
      const runId = await takeRunByHand(store.db, schedule, now);
      await settleRun(store.db, runId, { status: 'STARTED', jobId: await doneJobThatMerged(runId, merged) });
      const kinds = (await look(now)).map((alert) => alert.kind);
      expect(kinds).toEqual(merged === 90 ? ['SCHEDULED_RUN_MERGED_MORE'] : []);
    }
    expect(await openOf('SCHEDULED_RUN_FAILED')).toEqual([]);
    const [merging] = await openOf('SCHEDULED_RUN_MERGED_MORE');
    expect(merging!.summary).toBe(
      'The schedule Nightly accounts auto-merged 90 groups in its latest run, where its runs before merged 10.5 (the median): check its auto-merge score.',
    );
  });
});

/** A done Account job whose auto-merge batch set out to merge `groups` groups. */
async function doneJobThatMerged(runId: string, groups: number): Promise<string> {
  const jobId = `job-${runId}`;
  const at = new Date().toISOString();
  await store.db
    .insertInto('duplicate_jobs')
    .values({
      id: jobId,
      record_type: 'Account',
      scenario_ids: '[]',
      filter_name: null,
      cross_object_type: null,
      status: 'DONE',
      created_by: 'steward',
      created_at: at,
      started_at: at,
      finished_at: at,
      records_total: 100,
      group_count: groups,
      grouped_records: groups * 2,
      auto_merge: JSON.stringify({ minScore: 90 }),
      auto_merge_batch: null,
      error: null,
      changed_since: null,
    })
    .execute();
  const batchId = await createBatch(store.db, {
    recordType: 'Account',
    action: 'MERGE',
    masterRule: 'OLDEST',
    masterWhere: null,
    fieldRule: 'NON_EMPTY',
    createdBy: 'steward',
    jobId,
    items: Array.from({ length: groups }, (_, group) => ({
      itemId: `JOB:${jobId}:${group}`,
      recordIds15: [`001${String(group).padStart(12, '0')}`, `001${String(group + 1000).padStart(12, '0')}`],
    })),
  });
  await store.db
    .updateTable('duplicate_jobs')
    .set({ auto_merge_batch: batchId })
    .where('id', '=', jobId)
    .execute();
  return jobId;
}
