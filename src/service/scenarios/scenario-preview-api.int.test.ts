import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { SalesforceErrorBody } from '../../contract/errors';
import { qualityAt } from '../../contract/labelled-metrics';
import type { AdminScenario, ScenarioInput } from '../../contract/scenario-admin';
import type { ScenarioPreview, ScenarioPreviewInput } from '../../contract/scenario-preview';
import type { UpsertDataOutput } from '../../contract/upsert';
import { callApi } from '../testing/api-call';
import { randomPerson, randomWord } from '../testing/random-person';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;
let admin: string;
let steward: string;
let integration: string;
/** A pair a steward merged, and a pair a steward decided are two people; both share a phone number. */
let merged: [string, string];
let apart: [string, string];

const call = (method: 'GET' | 'POST', path: string, bearer: string, body?: unknown) =>
  callApi(service.baseUrl, method, path, bearer, body);

async function createLead(values: Record<string, string>): Promise<string> {
  const { body } = await call('POST', apiPaths.upsert, integration, {
    input: { objectType: 'Lead', objectData: values },
  });
  return (body as UpsertDataOutput).objectId!;
}

const uniquePhone = () => `+31 20 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

beforeAll(async () => {
  service = await startTestService();
  const { issuer } = service.config.oidc;
  [admin, steward, integration] = await Promise.all([
    userToken(issuer, 'admin'),
    userToken(issuer, 'steward'),
    clientCredentialsToken(issuer),
  ]);
  const person = randomPerson();
  const phone = uniquePhone();
  merged = [
    await createLead({ ...person, Phone: phone }),
    await createLead({ ...person, Email: `other.${person.Email}`, Phone: phone }),
  ];
  const mergeResult = await call('POST', apiPaths.merge, steward, { objectIds: merged });
  expect(mergeResult.status).toBe(201);
  const household = uniquePhone();
  apart = [
    await createLead({ ...randomPerson(), Phone: household }),
    await createLead({ ...randomPerson(), Phone: household }),
  ];
  expect(
    (await call('POST', apiPaths.notDuplicates, steward, { objectType: 'Lead', recordIds: apart })).status,
  ).toBe(201);
});
afterAll(() => service.close());

const phoneOnly = (name: string): ScenarioInput => ({
  objectName: 'Lead',
  scenarioName: name,
  threshold: 90,
  onApi: true,
  scenarioFields: [{ field: 'Phone', matchMethod: 'PHONE', weight: 100 }],
});

async function preview(input: ScenarioPreviewInput): Promise<ScenarioPreview> {
  const { status, body } = await call('POST', apiPaths.adminScenarioPreview, admin, input);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as ScenarioPreview;
}

/** This file's pairs of a preview, leaving out any the demo data brings. */
const ours = (result: ScenarioPreview) =>
  result.pairs.filter(
    (pair) => [...merged, ...apart].includes(pair.firstId) && [...merged, ...apart].includes(pair.secondId),
  );

describe('scenario preview', () => {
  it('scores a draft on the pairs stewards decided: a merge is a duplicate, a decision apart is not', async () => {
    const result = await preview({ scenario: phoneOnly('Draft phone') });
    const pairs = ours(result);
    expect(pairs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: 'MERGE',
          duplicate: true,
          draft: { score: 100, decisive: true },
          current: null,
        }),
        expect.objectContaining({
          source: 'NOT_DUPLICATE',
          duplicate: false,
          draft: { score: 100, decisive: true },
        }),
      ]),
    );
    expect(pairs.find((pair) => pair.source === 'MERGE')!.firstName).toEqual(expect.any(String));
    const quality = qualityAt(
      pairs.map((pair) => ({ duplicate: pair.duplicate, score: pair.draft })),
      result.threshold,
    );
    expect(quality).toMatchObject({ truePositives: 1, falsePositives: 1, precision: 0.5, recall: 1 });
  });

  it('shows what a change to a stored scenario flips, and changes nothing', async () => {
    const created = await call(
      'POST',
      apiPaths.adminScenarios,
      admin,
      phoneOnly(`Stored phone ${randomWord(5)}`),
    );
    const stored = created.body as AdminScenario;
    const draft: ScenarioInput = {
      ...phoneOnly(stored.scenarioName),
      scenarioFields: [
        { field: 'Phone', matchMethod: 'PHONE', weight: 70 },
        { field: 'FirstName', matchMethod: 'FUZZY_PERSON', weight: 30, guard: true },
      ],
    };
    const result = await preview({ scenario: draft, compareWith: stored.scenarioId });
    expect(result.currentThreshold).toBe(90);
    const apartPair = ours(result).find((pair) => pair.source === 'NOT_DUPLICATE')!;
    expect(apartPair.current).toEqual({ score: 100, decisive: true });
    expect(apartPair.draft.decisive).toBe(false);
    const mergedPair = ours(result).find((pair) => pair.source === 'MERGE')!;
    expect(mergedPair.draft).toEqual({ score: 100, decisive: true });

    const { body } = await call('GET', apiPaths.adminScenario(stored.scenarioId), admin);
    expect(body).toEqual(stored);
  });

  it('scores pairs the admin labelled, and names the ids that find no record', async () => {
    const result = await preview({
      scenario: phoneOnly('Draft with uploads'),
      labelledPairs: [
        { firstId: apart[0], secondId: apart[1], duplicate: true },
        { firstId: apart[0], secondId: '00Q000000000000', duplicate: false },
      ],
    });
    expect(result.pairs[0]).toMatchObject({
      source: 'UPLOAD',
      duplicate: true,
      draft: { score: 100, decisive: true },
    });
    expect(result.pairs.filter((pair) => pair.source === 'UPLOAD')).toHaveLength(1);
    expect(result.unknownIds).toEqual(['00Q000000000000']);
  });

  it('checks the draft as a save would, naming each problem under scenario', async () => {
    const { status, body } = await call('POST', apiPaths.adminScenarioPreview, admin, {
      scenario: {
        ...phoneOnly('Broken'),
        scenarioFields: [{ field: 'Fax', matchMethod: 'PHONE', weight: 100 }],
      },
    });
    expect(status).toBe(400);
    expect((body as SalesforceErrorBody)[0]).toMatchObject({ fields: ['scenario.scenarioFields.0.field'] });
    expect(
      (await call('POST', apiPaths.adminScenarioPreview, steward, { scenario: phoneOnly('X') })).status,
    ).toBe(403);
  });
});
