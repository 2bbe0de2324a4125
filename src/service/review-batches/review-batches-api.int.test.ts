import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { DashboardSummary } from '../../contract/dashboard';
import type { GroupPage, Job } from '../../contract/jobs';
import type { NotDuplicateList } from '../../contract/decisions';
import type { ReviewBatch, ReviewBatchUndo } from '../../contract/review-batches';
import type { ReviewQueuePage } from '../../contract/review-queue';
import type { UpsertDataInput } from '../../contract/upsert';
import { ok, useTestApi } from '../testing/api-kit';
import { randomPerson } from '../testing/random-person';
import { PATIENCE_MS, until } from '../testing/until';

const api = useTestApi({ as: 'steward' });
const { call, startFinishedJob } = api;

const finished = (batchId: string) =>
  until(
    () => ok<ReviewBatch>(call('GET', apiPaths.reviewBatch(batchId))),
    (batch) => batch.status === 'DONE',
  );

const upsert = async (objectData: Record<string, string>, extra: Partial<UpsertDataInput> = {}) =>
  (await api.upsert({ objectType: 'Lead', objectData, ...extra })).objectId!;

/** Two leads an upsert logs as potential duplicates. */
async function loggedPair(): Promise<[string, string]> {
  const person = randomPerson();
  const first = await upsert(person);
  const second = await upsert(
    { ...person, FirstName: `${person.FirstName}e` },
    { duplicateCheck: true, duplicateScore: 100 },
  );
  return [first, second];
}

const openGroups = async (jobId: string, query = '') =>
  (await ok<GroupPage>(call('GET', `${apiPaths.jobGroups(jobId)}?status=OPEN&limit=1${query}`))).total;
const openOnDashboard = async () =>
  (await ok<DashboardSummary>(call('GET', apiPaths.dashboard))).openReview
    .filter((count) => count.objectType === 'Lead')
    .reduce((sum, count) => sum + count.open, 0);

describe('review batches', () => {
  it(
    'merges every open group a filter lets through, by the rules given, and undoes them together',
    async () => {
      const job = await startFinishedJob({ objectType: 'Lead' });
      const high = await openGroups(job.id, '&minScore=95');
      expect(high).toBeGreaterThan(1);
      const openBefore = await openOnDashboard();

      const started = await ok<ReviewBatch>(
        call('POST', apiPaths.reviewBatches, {
          objectType: 'Lead',
          action: 'MERGE',
          filter: { jobId: job.id, minScore: 95 },
          masterRule: 'MOST_COMPLETE',
          fieldRule: 'LONGEST',
        }),
        202,
      );
      expect(started).toMatchObject({ total: high, masterRule: 'MOST_COMPLETE', fieldRule: 'LONGEST' });
      const batch = await finished(started.id);
      expect(batch).toMatchObject({ done: high, skipped: 0, undone: 0, finishedAt: expect.any(String) });
      expect(batch.items.every((item) => item.status === 'DONE' && item.mergeId !== null)).toBe(true);
      expect(batch.items[0]!.records[0]!.displayName).not.toBe(batch.items[0]!.records[0]!.id);
      expect(await openGroups(job.id, '&minScore=95')).toBe(0);
      expect(await openOnDashboard()).toBe(openBefore - high);

      // Each merge stays undoable on its own: one undone by hand is reported by the batch's undo, not repeated.
      await ok(call('POST', apiPaths.mergeUndo(batch.items[0]!.mergeId!)));
      const undo = await ok<ReviewBatchUndo>(call('POST', apiPaths.reviewBatchUndo(batch.id)));
      expect(undo.undone).toBe(high - 1);
      expect(undo.notUndone).toEqual([
        { itemId: batch.items[0]!.itemId, reason: expect.stringContaining('undone') },
      ]);
      expect(undo.batch.undone).toBe(high - 1);
      expect(await openGroups(job.id, '&minScore=95')).toBe(high);
      expect(await openOnDashboard()).toBe(openBefore);
      // A job over every demo lead, then tens of merges and their undo: minutes on a machine busy with other suites.
    },
    2 * PATIENCE_MS,
  );

  it('skips an item reviewed meanwhile, saying by whom, and acts on the rest', async () => {
    const [first, second] = await loggedPair();
    const [third, fourth] = await loggedPair();
    const queue = await ok<ReviewQueuePage>(
      call('GET', `${apiPaths.reviewQueue}?objectType=Lead&source=UPSERT&status=OPEN&limit=200`),
    );
    const itemOf = (id: string) => queue.items.find((item) => item.recordIds.includes(id))!.id;
    await ok(call('POST', apiPaths.notDuplicates, { objectType: 'Lead', recordIds: [first, second] }), 201);
    const batch = await finished(
      (
        await ok<ReviewBatch>(
          call('POST', apiPaths.reviewBatches, {
            objectType: 'Lead',
            action: 'MERGE',
            itemIds: [itemOf(first), itemOf(third)],
          }),
          202,
        )
      ).id,
    );
    expect(batch).toMatchObject({ total: 2, done: 1, skipped: 1 });
    expect(batch.items[0]).toMatchObject({
      itemId: itemOf(first),
      status: 'SKIPPED',
      message: expect.stringContaining('NOT_DUPLICATE by steward'),
    });
    expect((await call('GET', apiPaths.record('Lead', fourth))).status).toBe(404);
  });

  it("decides a job's groups not duplicates, and opens them for review again on undo", async () => {
    const job = await startFinishedJob({ objectType: 'Lead' });
    const open = await openGroups(job.id);
    const page = await ok<GroupPage>(call('GET', `${apiPaths.jobGroups(job.id)}?status=OPEN&limit=2`));
    const itemIds = page.groups.map((group) => `JOB:${job.id}:${group.id}`);
    const batch = await finished(
      (
        await ok<ReviewBatch>(
          call('POST', apiPaths.reviewBatches, { objectType: 'Lead', action: 'NOT_DUPLICATE', itemIds }),
          202,
        )
      ).id,
    );
    expect(batch).toMatchObject({ done: 2, skipped: 0 });
    expect(await openGroups(job.id)).toBe(open - 2);
    const someone = page.groups[0]!.recordIds[0]!;
    const decided = await ok<NotDuplicateList>(call('GET', `${apiPaths.notDuplicates}?recordId=${someone}`));
    expect(decided.decisions.length).toBeGreaterThan(0);

    const undo = await ok<ReviewBatchUndo>(call('POST', apiPaths.reviewBatchUndo(batch.id)));
    expect(undo).toMatchObject({ undone: 2, notUndone: [] });
    expect(await openGroups(job.id)).toBe(open);
    const after = await ok<NotDuplicateList>(call('GET', `${apiPaths.notDuplicates}?recordId=${someone}`));
    expect(after.decisions).toEqual([]);
  });

  it('decides many pairs not duplicates, and withdraws those decisions on undo', async () => {
    const pairs = [await loggedPair(), await loggedPair()];
    const queue = await ok<ReviewQueuePage>(
      call('GET', `${apiPaths.reviewQueue}?objectType=Lead&source=UPSERT&status=OPEN&limit=200`),
    );
    const itemIds = pairs.map(([id]) => queue.items.find((item) => item.recordIds.includes(id!))!.id);
    const batch = await finished(
      (
        await ok<ReviewBatch>(
          call('POST', apiPaths.reviewBatches, { objectType: 'Lead', action: 'NOT_DUPLICATE', itemIds }),
          202,
        )
      ).id,
    );
    expect(batch).toMatchObject({ action: 'NOT_DUPLICATE', done: 2, skipped: 0 });
    const decided = await ok<NotDuplicateList>(
      call('GET', `${apiPaths.notDuplicates}?recordId=${pairs[0]![0]}`),
    );
    expect(decided.decisions).toHaveLength(1);

    const undo = await ok<ReviewBatchUndo>(call('POST', apiPaths.reviewBatchUndo(batch.id)));
    expect(undo).toMatchObject({ undone: 2, notUndone: [] });
    const after = await ok<NotDuplicateList>(
      call('GET', `${apiPaths.notDuplicates}?recordId=${pairs[0]![0]}`),
    );
    expect(after.decisions).toEqual([]);
  });

  it(
    "merges a job's groups at or above its auto-merge score when it ends, leaving the rest for review",
    async () => {
      const started = await ok<Job>(
        call('POST', apiPaths.jobs, {
          objectType: 'Lead',
          autoMerge: { minScore: 95, masterRule: 'MOST_COMPLETE', confirmed: true },
        }),
        201,
      );
      expect(started.autoMerge).toEqual({ minScore: 95, masterRule: 'MOST_COMPLETE', confirmed: true });
      const job = await until(
        () => ok<Job>(call('GET', apiPaths.job(started.id))),
        (current) => current.autoMergeBatchId !== null,
      );
      const batch = await finished(job.autoMergeBatchId!);
      expect(batch).toMatchObject({ jobId: job.id, masterRule: 'MOST_COMPLETE', skipped: 0 });
      expect(batch.done).toBeGreaterThan(0);
      const merged = await ok<GroupPage>(call('GET', `${apiPaths.jobGroups(job.id)}?status=MERGED&limit=1`));
      // A merge also closes any other group of the job it leaves with one record (merge-records.ts, updateGroups).
      expect(merged.total).toBeGreaterThanOrEqual(batch.done);
      expect(await openGroups(job.id, '&minScore=95')).toBe(0);
      expect(await openGroups(job.id)).toBe(job.groupCount! - merged.total);

      const undo = await ok<ReviewBatchUndo>(call('POST', apiPaths.reviewBatchUndo(batch.id)));
      expect(undo).toMatchObject({ undone: batch.done, notUndone: [] });
      expect(await openGroups(job.id)).toBe(job.groupCount);

      const across = await call('POST', apiPaths.jobs, {
        objectType: 'Lead',
        crossObjectType: 'Contact',
        autoMerge: { minScore: 95 },
      });
      expect(across.status).toBe(400);
      expect(JSON.stringify(across.body)).toContain('autoMerge');
      // A whole-store job, then a batch merging its groups, then their undo: minutes on a busy machine.
    },
    2 * PATIENCE_MS,
  );

  it('names the problem with a batch that cannot be made, and makes none', async () => {
    const neither = await call('POST', apiPaths.reviewBatches, { objectType: 'Lead', action: 'MERGE' });
    expect(neither.status).toBe(400);
    expect(JSON.stringify(neither.body)).toContain('itemIds');
    const unknown = await call('POST', apiPaths.reviewBatches, {
      objectType: 'Lead',
      action: 'MERGE',
      itemIds: ['JOB:nope:1'],
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('itemIds.0');
    const none = await call('POST', apiPaths.reviewBatches, {
      objectType: 'Lead',
      action: 'MERGE',
      filter: { source: 'UPSERT', minScore: 100, minRecords: 3 },
    });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('lets no open item through');
    const badType = await call('POST', apiPaths.reviewBatches, {
      objectType: 'Gadget',
      action: 'MERGE',
      filter: {},
    });
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body)).toContain('objectType');
    const viewerTry = await call(
      'POST',
      apiPaths.reviewBatches,
      { objectType: 'Lead', action: 'MERGE', filter: {} },
      'viewer',
    );
    expect(viewerTry.status).toBe(403);
    expect((await call('GET', apiPaths.reviewBatch('nope'))).status).toBe(404);
  });
});
