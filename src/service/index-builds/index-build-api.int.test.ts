import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { IndexBuildList, IndexBuildReport } from '../../contract/index-builds';
import type { AdminScenario, ScenarioInput } from '../../contract/scenario-admin';
import type { ScenariosOutput } from '../../contract/scenarios';
import type { SearchOutput } from '../../contract/search';
import { ok, useTestApi } from '../testing/api-kit';
import { randomPerson } from '../testing/random-person';
import { until } from '../testing/until';

// Every change to index keys is built in the background, however few the records.
const api = useTestApi({ env: { INDEX_INLINE_RECORDS: '0' }, as: 'admin' });
const { call } = api;

async function leadBuild(): Promise<IndexBuildReport | undefined> {
  const { indexBuilds } = await ok<IndexBuildList>(call('GET', apiPaths.adminIndexBuilds));
  return indexBuilds.find((build) => build.objectName === 'Lead');
}

/** Sets who holds the running Lead build: a holder that is not this process keeps its builder away. */
async function holdLeadBuild(worker: string | null, leaseUntil: number | null): Promise<number> {
  const { numUpdatedRows } = await api.service.store.db
    .updateTable('index_builds')
    .set({ worker, lease_until: leaseUntil })
    .where('record_type', '=', 'Lead')
    .where('status', '=', 'BUILDING')
    .executeTakeFirst();
  return Number(numUpdatedRows);
}

async function listedLeadScenarios(): Promise<string[]> {
  const { scenarios } = await ok<ScenariosOutput>(
    call('GET', `${apiPaths.scenarios}?objectName=Lead`, undefined, 'integration'),
  );
  return scenarios.map((scenario) => scenario.scenarioName);
}

describe('index builds API', () => {
  it('answers only administrators', async () => {
    expect((await call('GET', apiPaths.adminIndexBuilds, undefined, null)).status).toBe(401);
    expect((await call('GET', apiPaths.adminIndexBuilds, undefined, 'steward')).status).toBe(403);
  });

  it('builds a new scenario’s keys in the background; searches and the scenario list take it up once built', async () => {
    const phone = `+31 20 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const leadId = (await api.upsert({ objectType: 'Lead', objectData: { ...randomPerson(), Phone: phone } }))
      .objectId!;
    const name = `Phone only ${Date.now()}`;
    const input: ScenarioInput = {
      objectName: 'Lead',
      scenarioName: name,
      threshold: 90,
      onApi: true,
      // Phone as typed, compared equal: a stored form and keys no demo Lead scenario has.
      scenarioFields: [{ field: 'Phone', matchMethod: 'EQUAL', weight: 100 }],
    };
    const scenario = await ok<AdminScenario>(call('POST', apiPaths.adminScenarios, input), 201);

    // Held as if another process were building it, the build stays running for as long as the test looks; until
    // it completes, the integration's list is the one its searches can use.
    const held = await holdLeadBuild('held-by-test', Date.now() + 600_000);
    expect(held, 'the build completed before it could be held').toBe(1);
    expect(await leadBuild()).toMatchObject({ status: 'BUILDING' });
    expect(await listedLeadScenarios()).not.toContain(name);
    await holdLeadBuild(null, null);
    const build = await until(leadBuild, (current) => current?.status === 'COMPLETED');
    expect(build).toMatchObject({ status: 'COMPLETED', error: null });
    expect(build!.done).toBe(build!.total);
    expect(build!.total).toBeGreaterThan(1000);
    expect(Date.parse(build!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(build!.startedAt));

    expect(await listedLeadScenarios()).toContain(name);
    const search = await ok<SearchOutput>(
      call(
        'POST',
        apiPaths.search,
        { objectPrefix: '00Q', objectData: { Phone: phone }, scenarioIds: [scenario.scenarioId] },
        'integration',
      ),
    );
    expect((search['00Q'] ?? []).map((result) => result.objectData.Id)).toContain(leadId);
  });
});
