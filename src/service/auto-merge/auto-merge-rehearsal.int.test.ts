import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { AutoMergeRehearsal, AutoMergeSettings } from '../../contract/auto-merge-rehearsal';
import type { DuplicateGroup, Job } from '../../contract/jobs';
import { ok, useTestApi } from '../testing/api-kit';

const api = useTestApi({ as: 'steward' });
const { call } = api;

const rehearse = (minScore: number) =>
  ok<AutoMergeRehearsal>(
    call('POST', apiPaths.autoMergeRehearsals, { job: { objectType: 'Lead', autoMerge: { minScore } } }),
  );

describe('auto-merge rehearsed on the stewards’ decisions', () => {
  it('reports what a direct count over the same decisions and the last job’s groups gives, and asks for a confirmation it audits', async () => {
    const job = await api.startFinishedJob({ objectType: 'Lead' });
    const groups = await api.groupsOf(job.id);
    const pairs = groups
      .filter((group) => group.recordCount === 2)
      .sort((a, b) => a.averageScore - b.averageScore);
    expect(pairs.length).toBeGreaterThan(12);
    // A score in the middle of them, so that decisions fall on both sides of it.
    const minScore = Math.ceil(pairs[Math.floor(pairs.length / 2)]!.averageScore);
    const spread = (from: DuplicateGroup[], count: number) =>
      Array.from({ length: count }, (_, n) => from[Math.floor((n * (from.length - 1)) / (count - 1))]!);
    const merged = spread(
      pairs.filter((_, n) => n % 2 === 0),
      6,
    );
    const apart = spread(
      pairs.filter((_, n) => n % 2 === 1),
      5,
    );
    for (const group of merged) await ok(call('POST', apiPaths.merge, { objectIds: group.recordIds }), 201);
    // One decision a pair: the records of one call are all decided apart from each other.
    for (const group of apart)
      await ok(call('POST', apiPaths.notDuplicates, { objectType: 'Lead', recordIds: group.recordIds }), 201);

    // The direct count: a pair of two is scored by the job as its group's average.
    const reaches = (group: DuplicateGroup) => group.averageScore >= minScore;
    const rehearsal = await rehearse(minScore);
    console.log(
      JSON.stringify({
        minScore,
        merged: merged.map((g) => [g.averageScore, g.minScore, g.maxScore]),
        apart: apart.map((g) => g.averageScore),
      }),
    );
    expect(rehearsal).toMatchObject({
      minScore,
      mergedPairs: merged.length,
      notDuplicatePairs: apart.length,
      truePositives: merged.filter(reaches).length,
      falseNegatives: merged.filter((group) => !reaches(group)).length,
      falsePositives: apart.filter(reaches).length,
      trueNegatives: apart.filter((group) => !reaches(group)).length,
      minimumPrecision: 0.99,
      needsConfirmation: true,
    });
    const called = rehearsal.truePositives + rehearsal.falsePositives;
    expect(rehearsal.precision.value).toBeCloseTo(rehearsal.truePositives / called);
    expect(rehearsal.precision.low!).toBeLessThanOrEqual(rehearsal.precision.value!);
    expect(rehearsal.precision.high!).toBeGreaterThanOrEqual(rehearsal.precision.value!);
    expect(rehearsal.reasons.join(' ')).toMatch(/11 decided pairs, fewer than 50/);
    expect(rehearsal.mergedDecidedApart.map((pair) => [pair.firstId, pair.secondId].sort())).toEqual(
      expect.arrayContaining(apart.filter(reaches).map((group) => [...group.recordIds].sort())),
    );
    // The groups stewards merged or decided meanwhile are not merged again.
    const open = (await api.groupsOf(job.id)).filter((group) => group.status === 'OPEN' && reaches(group));
    expect(rehearsal.lastJob).toMatchObject({
      jobId: job.id,
      groups: groups.length,
      groupsMerged: open.length,
      recordsMerged: open.reduce((sum, group) => sum + group.recordCount - 1, 0),
    });

    // Falling short, it is refused without the confirmation, and started and audited with it.
    const refused = await call('POST', apiPaths.jobs, { objectType: 'Lead', autoMerge: { minScore } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/autoMerge\.confirmed.*fewer than 50/);
    const started = await ok<Job>(
      call('POST', apiPaths.jobs, { objectType: 'Lead', autoMerge: { minScore, confirmed: true } }),
      201,
    );
    const trail = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?objectType=Lead&limit=10`, undefined, 'admin'),
    );
    const confirmation = trail.events.find((event) => event.action === 'AUTO_MERGE_CONFIRMED');
    expect(confirmation).toMatchObject({ jobId: started.id, principal: 'steward' });
    expect(confirmation!.changes).toContainEqual({ field: 'minScore', before: null, after: minScore });
    await api.finishedJob(started.id);
  });

  it('takes the minimum from the admin, who alone may set it', async () => {
    expect(await ok<AutoMergeSettings>(call('GET', apiPaths.autoMergeSettings))).toEqual({
      minimumPrecision: 0.99,
    });
    expect((await call('PUT', apiPaths.autoMergeSettings, { minimumPrecision: 0.9 })).status).toBe(403);
    await ok(call('PUT', apiPaths.autoMergeSettings, { minimumPrecision: 0.9 }, 'admin'));
    expect((await rehearse(100)).minimumPrecision).toBe(0.9);
    const wrong = await call('PUT', apiPaths.autoMergeSettings, { minimumPrecision: 2 }, 'admin');
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('minimumPrecision');
  });
});
