import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { DashboardSummary } from '../../contract/dashboard';
import type { Job } from '../../contract/jobs';
import type { MergeResult } from '../../contract/merge';
import type { UpsertDataOutput } from '../../contract/upsert';
import { callApi } from '../testing/api-call';
import { randomPerson } from '../testing/random-person';
import { startTestService, type TestService } from '../testing/test-service';
import { until } from '../testing/until';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;
let integration: string;
let steward: string;
let viewer: string;
let admin: string;

beforeAll(async () => {
  service = await startTestService();
  const { issuer } = service.config.oidc;
  [integration, steward, viewer, admin] = await Promise.all([
    clientCredentialsToken(issuer),
    userToken(issuer, 'steward'),
    userToken(issuer, 'viewer'),
    userToken(issuer, 'admin'),
  ]);
});
afterAll(() => service.close());

async function dashboard(bearer = steward, query = ''): Promise<DashboardSummary> {
  const { status, body } = await callApi(service.baseUrl, 'GET', `${apiPaths.dashboard}${query}`, bearer);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as DashboardSummary;
}

async function call(path: string, body?: unknown, bearer = steward) {
  const answer = await callApi(service.baseUrl, body === undefined ? 'GET' : 'POST', path, bearer, body);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

async function upsert(objectData: Record<string, string>, extra: Record<string, unknown> = {}) {
  const { status, body } = await callApi(service.baseUrl, 'POST', apiPaths.upsert, integration, {
    input: { objectType: 'Lead', objectData, ...extra },
  });
  expect(status).toBe(200);
  return (body as UpsertDataOutput).objectId!;
}

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

    const merged = (await call(apiPaths.merge, {
      objectIds: [first, second],
      masterId: first,
    })) as MergeResult;
    const after = await dashboard();
    expect(openOf(after, 'UPSERT')).toBe(openOf(before, 'UPSERT'));
    expect(thisWeek(after).merges).toBe(thisWeek(before).merges + 1);

    await call(apiPaths.mergeUndo(merged.mergeId), {});
    const undone = await dashboard();
    expect(thisWeek(undone).undos).toBe(thisWeek(before).undos + 1);
    expect(openOf(undone, 'UPSERT')).toBe(openOf(before, 'UPSERT') + 1);

    await call(apiPaths.notDuplicates, { objectType: 'Lead', recordIds: [first, second] });
    const decided = await dashboard();
    // A decision is counted once for each record it is about.
    expect(thisWeek(decided).decisions).toBe(thisWeek(before).decisions + 2);
    expect(openOf(decided, 'UPSERT')).toBe(openOf(before, 'UPSERT'));
  });

  it("plots each finished job's duplicate rate and shows the newest job of the type", async () => {
    const job = (await call(apiPaths.jobs, { objectType: 'Lead' })) as Job;
    let finished = job;
    for (const since = Date.now(); finished.status !== 'DONE' && Date.now() - since < 120_000;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = (await call(apiPaths.job(job.id))) as Job;
    }
    expect(finished.status).toBe('DONE');
    const summary = await dashboard();
    const point = summary.duplicateRates.find((candidate) => candidate.jobId === job.id)!;
    expect(point.records).toBe(finished.progress.recordsTotal);
    expect(point.recordsInGroups).toBeGreaterThanOrEqual(2 * finished.groupCount!);
    expect(point.rate).toBeCloseTo(point.recordsInGroups / point.records, 6);
    expect(summary.lastJobs.find((last) => last.objectType === 'Lead')).toMatchObject({
      jobId: job.id,
      status: 'DONE',
      groupCount: finished.groupCount,
    });
    expect(openOf(summary, 'JOB')).toBe(finished.groupCount);
  });

  it('answers every role, with the admin figures for admins only, and a period of weeks', async () => {
    const forViewer = await dashboard(viewer, '?weeks=4');
    expect(forViewer.admin).toBeNull();
    expect(forViewer.activity).toHaveLength(4);
    expect(new Date(`${forViewer.activity[0]!.week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(forViewer.validations).toHaveLength(30);

    // API calls are counted in memory and written in batches: the admin's own calls show after a flush.
    const calls = (summary: DashboardSummary) =>
      summary.admin!.apiCalls.reduce((sum, day) => sum + day.calls, 0);
    const forAdmin = await until(
      () => dashboard(admin),
      (summary) => calls(summary) > 0,
      30_000,
    );
    expect(forAdmin.activity).toHaveLength(12);
    expect(forAdmin.admin!.licencesInUse).toBeGreaterThan(0);
    expect(forAdmin.admin!.apiCalls).toHaveLength(30);
    expect(calls(forAdmin)).toBeGreaterThan(0);

    const bad = await callApi(service.baseUrl, 'GET', `${apiPaths.dashboard}?weeks=53`, steward);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('weeks');
    expect((await callApi(service.baseUrl, 'GET', apiPaths.dashboard, null)).status).toBe(401);
  });

  it('counts validations of the day', async () => {
    const before = await dashboard();
    await call(apiPaths.emailValidate, { emailAddress: 'someone@example.org' });
    await call(apiPaths.phoneValidate, { phoneNumber: '+1 202 555 0143' });
    const earlier = before.validations.at(-1)!;
    // Credits are counted in memory and written in batches: wait for the flush.
    const after = await until(
      dashboard,
      (summary) => {
        const today = summary.validations.at(-1)!;
        return today.email > earlier.email && today.phone > earlier.phone;
      },
      30_000,
    );
    expect(after.validations.at(-1)).toMatchObject({ email: earlier.email + 1, phone: earlier.phone + 1 });
  });
});
