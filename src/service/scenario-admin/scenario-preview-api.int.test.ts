import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { SalesforceErrorBody } from '../../contract/errors';
import { qualityAt } from '../../contract/labelled-metrics';
import type { AdminScenario, ScenarioInput } from '../../contract/scenario-admin';
import type { ScenarioPreview, ScenarioPreviewInput } from '../../contract/scenario-preview';
import { ok, useTestApi } from '../testing/api-kit';
import { randomPerson, randomWord } from '../testing/random-person';

const api = useTestApi({ as: 'admin' });
const { call } = api;
/** A pair a steward merged, and a pair a steward decided are two people; both share a phone number. */
let merged: [string, string];
let apart: [string, string];

const createLead = async (values: Record<string, string>) =>
  (await api.upsert({ objectType: 'Lead', objectData: values })).objectId!;

const uniquePhone = () => `+31 20 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

beforeAll(async () => {
  const person = randomPerson();
  const phone = uniquePhone();
  merged = [
    await createLead({ ...person, Phone: phone }),
    await createLead({ ...person, Email: `other.${person.Email}`, Phone: phone }),
  ];
  await ok(call('POST', apiPaths.merge, { objectIds: merged }, 'steward'), 201);
  const household = uniquePhone();
  apart = [
    await createLead({ ...randomPerson(), Phone: household }),
    await createLead({ ...randomPerson(), Phone: household }),
  ];
  await ok(call('POST', apiPaths.notDuplicates, { objectType: 'Lead', recordIds: apart }, 'steward'), 201);
});

const phoneOnly = (name: string): ScenarioInput => ({
  objectName: 'Lead',
  scenarioName: name,
  threshold: 90,
  onApi: true,
  scenarioFields: [{ field: 'Phone', matchMethod: 'PHONE', weight: 100 }],
});

const preview = (input: ScenarioPreviewInput) =>
  ok<ScenarioPreview>(call('POST', apiPaths.adminScenarioPreview, input));

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
    const stored = await ok<AdminScenario>(
      call('POST', apiPaths.adminScenarios, phoneOnly(`Stored phone ${randomWord(5)}`)),
      201,
    );
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

    expect(await ok(call('GET', apiPaths.adminScenario(stored.scenarioId)))).toEqual(stored);
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
    const refused = await ok<SalesforceErrorBody>(
      call('POST', apiPaths.adminScenarioPreview, {
        scenario: {
          ...phoneOnly('Broken'),
          scenarioFields: [{ field: 'Fax', matchMethod: 'PHONE', weight: 100 }],
        },
      }),
      400,
    );
    expect(refused[0]).toMatchObject({ fields: ['scenario.scenarioFields.0.field'] });
    expect(
      (await call('POST', apiPaths.adminScenarioPreview, { scenario: phoneOnly('X') }, 'steward')).status,
    ).toBe(403);
  });
});
