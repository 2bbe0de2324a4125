import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { IndexBuildList, IndexBuildReport } from '../../contract/index-builds';
import type { AdminScenario, ScenarioInput } from '../../contract/scenario-admin';
import type { ScenariosOutput } from '../../contract/scenarios';
import type { SearchOutput } from '../../contract/search';
import type { UpsertDataOutput } from '../../contract/upsert';
import { callApi } from '../testing/api-call';
import { randomPerson } from '../testing/random-person';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;
let admin: string;
let steward: string;
let integration: string;

beforeAll(async () => {
  // Every change to index keys is built in the background, however few the records.
  service = await startTestService({ INDEX_INLINE_RECORDS: '0' });
  const { issuer } = service.config.oidc;
  [admin, steward, integration] = await Promise.all([
    userToken(issuer, 'admin'),
    userToken(issuer, 'steward'),
    clientCredentialsToken(issuer),
  ]);
});
afterAll(() => service.close());

const call = (method: 'GET' | 'POST', path: string, body?: unknown, bearer = admin) =>
  callApi(service.baseUrl, method, path, bearer, body);

async function leadBuild(): Promise<IndexBuildReport | undefined> {
  const { status, body } = await call('GET', apiPaths.adminIndexBuilds);
  expect(status).toBe(200);
  return (body as IndexBuildList).indexBuilds.find((build) => build.objectName === 'Lead');
}

async function listedLeadScenarios(): Promise<string[]> {
  const { body } = await call('GET', `${apiPaths.scenarios}?objectName=Lead`, undefined, integration);
  return (body as ScenariosOutput).scenarios!.map((scenario) => scenario.scenarioName);
}

describe('index builds API', () => {
  it('answers only administrators', async () => {
    expect((await callApi(service.baseUrl, 'GET', apiPaths.adminIndexBuilds, null)).status).toBe(401);
    expect((await call('GET', apiPaths.adminIndexBuilds, undefined, steward)).status).toBe(403);
  });

  it('builds a new scenario’s keys in the background; searches and the scenario list take it up once built', async () => {
    const phone = `+31 20 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const upsert = await call(
      'POST',
      apiPaths.upsert,
      { input: { objectType: 'Lead', objectData: { ...randomPerson(), Phone: phone } } },
      integration,
    );
    expect(upsert.status).toBe(200);
    const leadId = (upsert.body as UpsertDataOutput).objectId!;
    const name = `Phone only ${Date.now()}`;
    const input: ScenarioInput = {
      objectName: 'Lead',
      scenarioName: name,
      threshold: 90,
      onApi: true,
      // Phone as typed, compared equal: a stored form and keys no demo Lead scenario has.
      scenarioFields: [{ field: 'Phone', matchMethod: 'EQUAL', weight: 100 }],
    };
    const created = await call('POST', apiPaths.adminScenarios, input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const scenario = created.body as AdminScenario;

    // Until the build completes, the integration's list is the one its searches can use.
    let build = await leadBuild();
    expect(build).toBeDefined();
    if (build!.status === 'BUILDING') expect(await listedLeadScenarios()).not.toContain(name);
    for (const deadline = Date.now() + 60_000; build!.status !== 'COMPLETED' && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      build = await leadBuild();
    }
    expect(build).toMatchObject({ status: 'COMPLETED', error: null });
    expect(build!.done).toBe(build!.total);
    expect(build!.total).toBeGreaterThan(1000);
    expect(Date.parse(build!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(build!.startedAt));

    expect(await listedLeadScenarios()).toContain(name);
    const search = await call(
      'POST',
      apiPaths.search,
      { objectPrefix: '00Q', objectData: { Phone: phone }, scenarioIds: [scenario.scenarioId] },
      integration,
    );
    expect(search.status).toBe(200);
    expect(((search.body as SearchOutput)['00Q'] ?? []).map((result) => result.objectData.Id)).toContain(
      leadId,
    );
  });
});
