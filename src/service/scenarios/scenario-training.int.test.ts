import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { ExplainOutput } from '../../contract/explain';
import type { Scenario, ScenariosOutput } from '../../contract/scenarios';
import { findRecords } from '../records/record-store';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;
let integration: string;
let admin: string;
let steward: string;
let scenarios: Record<string, Scenario>;

beforeAll(async () => {
  service = await startTestService();
  const { issuer } = service.config.oidc;
  [integration, admin, steward] = await Promise.all([
    clientCredentialsToken(issuer),
    userToken(issuer, 'admin'),
    userToken(issuer, 'steward'),
  ]);
  const response = await fetch(`${service.baseUrl}${apiPaths.scenarios}?objectName=Lead`, {
    headers: { authorization: `Bearer ${integration}` },
  });
  const { scenarios: list } = (await response.json()) as ScenariosOutput;
  scenarios = Object.fromEntries(list.map((scenario) => [scenario.scenarioName, scenario]));
});
afterAll(() => service.close());

const PROBABILISTIC = 'Lead Person (probabilistic)';

async function train(id: string, token = admin) {
  const response = await fetch(`${service.baseUrl}${apiPaths.scenarios}/${id}/train`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('POST dc3Api/scenarios/{id}/train', () => {
  it('learns a PROBABILISTIC scenario’s model from the leads and stores it with the scenario', async () => {
    const scenario = scenarios[PROBABILISTIC]!;
    expect(scenario).toMatchObject({ scoreMethod: 'PROBABILISTIC', model: null });
    const { status, body } = await train(scenario.scenarioId);
    expect(status).toBe(200);
    const model = (body as Scenario).model!;
    expect(model.fields.map((field) => field.field)).toEqual(
      scenario.scenarioFields.map((field) => field.field),
    );
    expect(model.prior).toBeGreaterThan(0);
    expect(model.prior).toBeLessThan(0.5);
    expect(model.randomPairs).toBeGreaterThan(1000);
    expect(model.blockedPairs).toBeGreaterThan(100);
    // Two records of one person share an e-mail far more often than two people do (tens of times in the demo,
    // whose duplicates also differ in an e-mail's case or lack one).
    const email = model.fields.find((field) => field.field === 'Email')!;
    expect(email.m[3]! / email.u[3]!).toBeGreaterThan(50);
    for (const field of model.fields) {
      expect(field.m.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
      expect(field.u.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
    }
    const listed = await fetch(`${service.baseUrl}${apiPaths.scenarios}?objectName=Lead`, {
      headers: { authorization: `Bearer ${integration}` },
    });
    const stored = ((await listed.json()) as ScenariosOutput).scenarios.find(
      (one) => one.scenarioName === PROBABILISTIC,
    );
    expect(stored?.model).toEqual(model);
  });

  it('then scores a search with the match probability, each field with its weight of evidence', async () => {
    const row = await service.store.db
      .selectFrom('records')
      .select('id')
      .where('record_type', '=', 'Lead')
      .orderBy('id')
      .offset(11)
      .limit(1)
      .executeTakeFirstOrThrow();
    const [lead] = await findRecords(service.store.db, [row.id]);
    const values = lead!.values;
    const response = await fetch(`${service.baseUrl}${apiPaths.searchExplain}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${integration}` },
      body: JSON.stringify({
        objectPrefix: '00Q',
        objectData: { FirstName: values['FirstName'], LastName: values['LastName'], Email: values['Email'] },
        scenarioIds: [scenarios[PROBABILISTIC]!.scenarioId],
      }),
    });
    expect(response.status).toBe(200);
    const found = ((await response.json()) as ExplainOutput)['00Q']!.find((result) =>
      result.objectData.Id?.startsWith(lead!.id),
    )!;
    expect(found.score).toBeGreaterThanOrEqual(80);
    const [explanation] = found.explanation;
    expect(explanation).toMatchObject({ scoreMethod: 'PROBABILISTIC', verdict: 'DUPLICATE' });
    const email = explanation!.fields.find((field) => field.field === 'Email')!;
    expect(email.bits).toBeGreaterThan(5);
    expect(explanation!.fields.find((field) => field.field === 'Phone')!.bits).toBe(0);
  });

  it('refuses a SEARCH scenario, an unknown id, and anyone but an admin', async () => {
    expect((await train(scenarios['Lead Default']!.scenarioId)).status).toBe(409);
    expect((await train('a0S000000000000')).status).toBe(404);
    expect((await train('not-an-id')).status).toBe(400);
    expect((await train(scenarios[PROBABILISTIC]!.scenarioId, steward)).status).toBe(403);
  });
});
