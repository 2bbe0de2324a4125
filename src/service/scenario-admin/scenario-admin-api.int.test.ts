import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { SalesforceErrorBody } from '../../contract/errors';
import type { AdminScenario, AdminScenarioList, ScenarioInput } from '../../contract/scenario-admin';
import type { ScenariosOutput } from '../../contract/scenarios';
import type { SearchOutput } from '../../contract/search';
import { ok, useTestApi } from '../testing/api-kit';
import { randomPerson } from '../testing/random-person';

const api = useTestApi({ as: 'admin' });
const { call } = api;

/** A phone number no demo record and no other test has. */
const uniquePhone = () => `+31 20 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

const createLead = async (values: Record<string, string>) =>
  (await api.upsert({ objectType: 'Lead', objectData: values })).objectId!;

async function foundIds(scenarioId: string, objectData: Record<string, string>): Promise<string[]> {
  const found = await ok<SearchOutput>(
    call(
      'POST',
      apiPaths.search,
      { objectPrefix: '00Q', objectData, scenarioIds: [scenarioId] },
      'integration',
    ),
  );
  return (found['00Q'] ?? []).map((result) => result.objectData.Id!);
}

const scenarioInput = (name: string, overrides: Partial<ScenarioInput> = {}): ScenarioInput => ({
  objectName: 'Lead',
  scenarioName: name,
  threshold: 90,
  onApi: true,
  scenarioFields: [{ field: 'Phone', matchMethod: 'PHONE', weight: 100 }],
  ...overrides,
});

const create = (input: ScenarioInput) => ok<AdminScenario>(call('POST', apiPaths.adminScenarios, input), 201);

const seedScenarioIds = async () =>
  (
    await ok<ScenariosOutput>(call('GET', `${apiPaths.scenarios}?objectName=Lead`, undefined, 'steward'))
  ).scenarios.map((one) => one.scenarioId);

const errorOf = (body: unknown) => (body as SalesforceErrorBody)[0]!;

describe('admin scenarios API', () => {
  it('creates a scenario that searches use at once, listed with every setting after the type’s others', async () => {
    const phone = uniquePhone();
    const leadId = await createLead({ ...randomPerson(), Phone: phone });
    const scenario = await create(scenarioInput(`Phone only ${Date.now()}`));
    expect(scenario).toMatchObject({
      objectName: 'Lead',
      threshold: 90,
      onApi: true,
      onDataApi: false,
      isHidden: false,
      scoreMethod: 'SEARCH',
      minimumEvidence: 40,
      scenarioFields: [
        {
          field: 'Phone',
          matchMethod: 'PHONE',
          weight: 100,
          indexGroup: [1],
          doNotIndex: false,
          guard: false,
        },
      ],
    });

    expect(await foundIds(scenario.scenarioId, { Phone: phone })).toEqual([leadId]);

    const listed = await ok<AdminScenarioList>(call('GET', `${apiPaths.adminScenarios}?objectName=Lead`));
    expect(listed.scenarios.at(-1)).toEqual(scenario);
    expect(await seedScenarioIds()).toContain(scenario.scenarioId);
    expect(await ok(call('GET', apiPaths.adminScenario(scenario.scenarioId)))).toEqual(scenario);
  });

  it('replaces fields and settings: the index is rebuilt, so the next search follows the new fields', async () => {
    const person = randomPerson();
    const phone = uniquePhone();
    const leadId = await createLead({ ...person, Phone: phone });
    const scenario = await create(scenarioInput(`Changing ${Date.now()}`));

    const replaced = await ok(
      call(
        'PUT',
        apiPaths.adminScenario(scenario.scenarioId),
        scenarioInput(scenario.scenarioName, {
          threshold: 95,
          isHidden: true,
          scenarioFields: [{ field: 'Email', matchMethod: 'EMAIL', weight: 100 }],
        }),
      ),
    );
    expect(replaced).toMatchObject({
      scenarioId: scenario.scenarioId,
      threshold: 95,
      isHidden: true,
      scenarioFields: [{ field: 'Email', matchMethod: 'EMAIL' }],
    });
    expect(await foundIds(scenario.scenarioId, { Email: person.Email })).toEqual([leadId]);
    expect(await foundIds(scenario.scenarioId, { Phone: phone })).toEqual([]);
    // Hidden: the seed's list leaves it out; searches naming it still use it.
    expect(await seedScenarioIds()).not.toContain(scenario.scenarioId);
  });

  it('names the path of every problem and stores nothing', async () => {
    const before = await ok<AdminScenarioList>(call('GET', apiPaths.adminScenarios));
    const refused = await ok(
      call(
        'POST',
        apiPaths.adminScenarios,
        scenarioInput('Lead Default', {
          scenarioFields: [
            { field: 'ShoeSize', matchMethod: 'NUMBER', weight: 10 },
            { field: 'FirstName', matchMethod: 'FUZZY_PERSON', weight: 20, synonymList: 'NO_SUCH_LIST' },
            {
              field: 'NumberOfEmployees',
              matchMethod: 'NUMBER',
              weight: 20,
              matchConfig: { tolerance: 'a lot' },
            },
          ],
        }),
      ),
      400,
    );
    const error = errorOf(refused);
    expect(error.errorCode).toBe('INVALID_INPUT');
    expect(error.fields).toEqual([
      'scenarioName',
      'scenarioFields.0.field',
      'scenarioFields.1.synonymList',
      'scenarioFields.2.matchConfig.tolerance',
    ]);
    expect(error.message).toContain("another Lead scenario is named 'Lead Default'");
    expect(error.message).toContain('Lead has no field ShoeSize');
    expect(await ok(call('GET', apiPaths.adminScenarios))).toEqual(before);
  });

  it('refuses a body the schema does not allow, naming the field', async () => {
    const weightless = await ok(
      call('POST', apiPaths.adminScenarios, {
        ...scenarioInput('Weightless'),
        scenarioFields: [{ field: 'Phone', matchMethod: 'PHONE', weight: 0 }],
      }),
      400,
    );
    expect(errorOf(weightless)).toMatchObject({
      fields: ['scenarioFields'],
      message: expect.stringContaining('the weights add up to 0'),
    });
    const heavy = await ok(
      call('POST', apiPaths.adminScenarios, {
        ...scenarioInput('Overweight'),
        scenarioFields: [{ field: 'Phone', matchMethod: 'PHONE', weight: 101 }],
      }),
      400,
    );
    expect(errorOf(heavy).message).toContain('scenarioFields.0.weight');
    const unknownType = await ok(
      call('POST', apiPaths.adminScenarios, scenarioInput('X', { objectName: 'Lemon' })),
      400,
    );
    expect(errorOf(unknownType)).toMatchObject({ fields: ['objectName'] });
  });

  it('does not move a scenario to another record type', async () => {
    const scenario = await create(scenarioInput(`Staying ${Date.now()}`));
    const refused = await ok(
      call(
        'PUT',
        apiPaths.adminScenario(scenario.scenarioId),
        scenarioInput(scenario.scenarioName, {
          objectName: 'Contact',
          scenarioFields: [{ field: 'Email', matchMethod: 'EMAIL', weight: 100 }],
        }),
      ),
      400,
    );
    expect(errorOf(refused).message).toContain('the scenario belongs to Lead');
  });

  it('deletes a scenario: it is gone from the lists and searches naming it are refused', async () => {
    const scenario = await create(scenarioInput(`Short-lived ${Date.now()}`));
    expect((await call('DELETE', apiPaths.adminScenario(scenario.scenarioId))).status).toBe(204);
    expect((await call('GET', apiPaths.adminScenario(scenario.scenarioId))).status).toBe(404);
    expect((await call('DELETE', apiPaths.adminScenario(scenario.scenarioId))).status).toBe(404);
    const search = await call(
      'POST',
      apiPaths.search,
      { objectPrefix: '00Q', objectData: { Phone: uniquePhone() }, scenarioIds: [scenario.scenarioId] },
      'integration',
    );
    expect(search.status).toBe(400);
  });

  it('needs the admin role', async () => {
    expect((await call('GET', apiPaths.adminScenarios, undefined, 'steward')).status).toBe(403);
    expect((await call('POST', apiPaths.adminScenarios, scenarioInput('Nope'), 'steward')).status).toBe(403);
    expect((await call('GET', apiPaths.adminScenarios, undefined, null)).status).toBe(401);
  });
});
