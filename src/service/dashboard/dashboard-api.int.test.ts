import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { DashboardSummary } from '../../contract/dashboard';
import type { MergeResult } from '../../contract/merge';
import type { UpsertDataInput } from '../../contract/upsert';
import { ok, useTestApi, type As } from '../testing/api-kit';
import { randomPerson } from '../testing/random-person';
import { until } from '../testing/until';

const api = useTestApi({ as: 'steward' });
const { call, startFinishedJob } = api;

const dashboard = (as: As = 'steward', query = '') =>
  ok<DashboardSummary>(call('GET', `${apiPaths.dashboard}${query}`, undefined, as));

const upsert = async (objectData: Record<string, string>, extra: Partial<UpsertDataInput> = {}) =>
  (await api.upsert({ objectType: 'Lead', objectData, ...extra })).objectId!;

const openOf = (summary: DashboardSummary, source: 'JOB' | 'UPSERT') =>
  summary.openReview.find((count) => count.objectType === 'Lead' && count.source === source)!.open;
const thisWeek = (summary: DashboardSummary) => summary.activity.at(-1)!;

describe('the dashboard', () => {
  it('counts an open pair, and the merge that settles it this week, and the undo', async () => {
    const before = await dashboard();
    const person = randomPerson();
    const first = await upsert(person);
    const second = await upsert(
      { ...person, FirstName: `${person.FirstName}e` },
      { duplicateCheck: true, duplicateScore: 100 },
    );
    const logged = await dashboard();
    expect(openOf(logged, 'UPSERT')).toBe(openOf(before, 'UPSERT') + 1);
    expect(
      logged.openReview.find((count) => count.source === 'UPSERT' && count.objectType === 'Lead'),
    ).toMatchObject({ oldestDetectedAt: expect.any(String) });

    const merged = await ok<MergeResult>(
      call('POST', apiPaths.merge, { objectIds: [first, second], masterId: first }),
      201,
    );
    const after = await dashboard();
    expect(openOf(after, 'UPSERT')).toBe(openOf(before, 'UPSERT'));
    expect(thisWeek(after).merges).toBe(thisWeek(before).merges + 1);

    await ok(call('POST', apiPaths.mergeUndo(merged.mergeId), {}));
    const undone = await dashboard();
    expect(thisWeek(undone).undos).toBe(thisWeek(before).undos + 1);
    expect(openOf(undone, 'UPSERT')).toBe(openOf(before, 'UPSERT') + 1);

    await ok(call('POST', apiPaths.notDuplicates, { objectType: 'Lead', recordIds: [first, second] }), 201);
    const decided = await dashboard();
    // A decision is counted once, however many records it keeps apart.
    expect(thisWeek(decided).decisions).toBe(thisWeek(before).decisions + 1);
    // The records held, per type, as the match index holds them.
    expect(decided.recordCounts.find(({ objectType }) => objectType === 'Lead')?.records).toBeGreaterThan(
      1000,
    );
    expect(openOf(decided, 'UPSERT')).toBe(openOf(before, 'UPSERT'));
  });

  it("plots each finished job's duplicate rate and shows the newest job of the type", async () => {
    const job = await startFinishedJob({ objectType: 'Lead' });
    const summary = await dashboard();
    const point = summary.duplicateRates.find((candidate) => candidate.jobId === job.id)!;
    expect(point.records).toBe(job.progress.recordsTotal);
    expect(point.recordsInGroups).toBeGreaterThanOrEqual(2 * job.groupCount!);
    expect(point.rate).toBeCloseTo(point.recordsInGroups / point.records, 6);
    expect(summary.lastJobs.find((last) => last.objectType === 'Lead')).toMatchObject({
      jobId: job.id,
      status: 'DONE',
      groupCount: job.groupCount,
    });
    expect(openOf(summary, 'JOB')).toBe(job.groupCount);
  });

  it('answers every role, with the admin figures for admins only, and a period of weeks', async () => {
    const forViewer = await dashboard('viewer', '?weeks=4');
    expect(forViewer.admin).toBeNull();
    expect(forViewer.activity).toHaveLength(4);
    expect(new Date(`${forViewer.activity[0]!.week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(forViewer.validations).toHaveLength(30);

    // API calls are counted in memory and written in batches: the admin's own calls show after a flush.
    const calls = (summary: DashboardSummary) =>
      summary.admin!.apiCalls.reduce((sum, day) => sum + day.calls, 0);
    const forAdmin = await until(
      () => dashboard('admin'),
      (summary) => calls(summary) > 0,
      30_000,
    );
    expect(forAdmin.activity).toHaveLength(12);
    expect(forAdmin.admin!.licencesInUse).toBeGreaterThan(0);
    expect(forAdmin.admin!.apiCalls).toHaveLength(30);
    expect(calls(forAdmin)).toBeGreaterThan(0);

    const bad = await ok(call('GET', `${apiPaths.dashboard}?weeks=53`), 400);
    expect(JSON.stringify(bad)).toContain('weeks');
    expect((await call('GET', apiPaths.dashboard, undefined, null)).status).toBe(401);
  });

  it('counts validations of the day', async () => {
    const before = await dashboard();
    await ok(call('POST', apiPaths.emailValidate, { emailAddress: 'someone@example.org' }));
    await ok(call('POST', apiPaths.phoneValidate, { phoneNumber: '+1 202 555 0143' }));
    const earlier = before.validations.at(-1)!;
    // Credits are counted in memory and written in batches: wait for the flush.
    const after = await until(
      () => dashboard(),
      (summary) => {
        const today = summary.validations.at(-1)!;
        return today.email > earlier.email && today.phone > earlier.phone;
      },
      30_000,
    );
    expect(after.validations.at(-1)).toMatchObject({ email: earlier.email + 1, phone: earlier.phone + 1 });
  });
});
