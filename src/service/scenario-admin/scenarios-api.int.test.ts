import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import { parseRecordId } from '../../contract/record-id';
import type { ScenariosErrorOutput, ScenariosOutput } from '../../contract/scenarios';
import { ok, useTestApi, type As } from '../testing/api-kit';

const api = useTestApi({ as: 'integration' });

const getScenarios = (query: string, as?: As) =>
  api.call('GET', `${apiPaths.scenarios}${query}`, undefined, as);

const names = (listed: ScenariosOutput) => listed.scenarios.map((scenario) => scenario.scenarioName);

describe('GET dc3Api/scenarios', () => {
  it('lists the visible Lead scenarios by objectName, each with its fields', async () => {
    const listed = await ok<ScenariosOutput>(getScenarios('?objectName=Lead'));
    expect(listed.ok).toBe(true);
    expect(names(listed)).toEqual([
      'Lead Default',
      'Lead Email and Phone',
      'Lead Name and Address',
      'Lead Person (probabilistic)',
    ]);
    const leadDefault = listed.scenarios[0]!;
    expect(leadDefault).toMatchObject({ threshold: 75, scoreMethod: 'SEARCH', onApi: true, isHidden: false });
    expect(leadDefault.scenarioFields.map((field) => [field.field, field.matchMethod, field.weight])).toEqual(
      [
        ['FirstName', 'FUZZY_PERSON', 20],
        ['LastName', 'FUZZY_PERSON', 20],
        ['Company', 'FUZZY_COMPANY_EXTRA_STRICT', 30],
        ['Email', 'EMAIL', 50],
      ],
    );
    expect(leadDefault.scenarioFields[0]).toMatchObject({
      frequentList: 'NAME',
      indexGroup: [1],
      doNotIndex: false,
    });
  });

  it('never lists a hidden scenario', async () => {
    const listed = await ok<ScenariosOutput>(getScenarios('?prefix=00Q'));
    expect(names(listed)).not.toContain('Lead Legacy Import');
    expect(listed.scenarios.length).toBeGreaterThan(0);
    expect(listed.scenarios.every((scenario) => scenario.isHidden === false)).toBe(true);
  });

  it('answers ids as 18-character Salesforce id strings', async () => {
    const { scenarios } = await ok<ScenariosOutput>(getScenarios('?objectName=Contact'));
    expect(scenarios.length).toBeGreaterThan(0);
    for (const scenario of scenarios) {
      expect(scenario.scenarioId).toMatch(/^[0-9A-Za-z]{18}$/);
      expect(parseRecordId(scenario.scenarioId)).toBe(scenario.scenarioId.slice(0, 15));
      for (const field of scenario.scenarioFields) expect(typeof field.scenarioFieldId).toBe('string');
    }
  });

  it('finds the same scenarios by prefix, by objectName, and by both when they agree', async () => {
    const byPrefix = await ok<ScenariosOutput>(getScenarios('?prefix=001'));
    const byName = await ok(getScenarios('?objectName=Account'));
    const byBoth = await ok(getScenarios('?prefix=001&objectName=Account'));
    expect(names(byPrefix)).toEqual(['Account Default', 'Account Website']);
    expect(byName).toEqual(byPrefix);
    expect(byBoth).toEqual(byPrefix);
  });

  it.each([
    ['', /give the record type as 'prefix'.*'objectName'/],
    ['?Prefix=00Q', /parameter names are case-sensitive/],
    ['?objectname=Lead', /parameter names are case-sensitive/],
    ['?prefix=XYZ', /Unknown prefix 'XYZ'/],
    ['?prefix=00q', /Unknown prefix '00q'/],
    ['?objectName=Opportunity', /Unknown objectName 'Opportunity'/],
    ['?prefix=', /'prefix' is empty/],
    [
      '?prefix=001&objectName=Lead',
      /prefix '001' \(Account\) and objectName 'Lead' name different record types/,
    ],
    ['?prefix=001&prefix=003', /'prefix' must be given once/],
  ])('answers %s with 400 and {ok: false, errorMessage}', async (query, message) => {
    const refused = await ok<ScenariosErrorOutput>(getScenarios(query), 400);
    expect(refused.ok).toBe(false);
    expect(refused.errorMessage).toMatch(message);
  });

  it('refuses a request without a token with 401 INVALID_SESSION_ID', async () => {
    expect(await ok(getScenarios('?objectName=Lead', null), 401)).toEqual([
      { errorCode: 'INVALID_SESSION_ID', message: expect.stringMatching(/Bearer/) },
    ]);
  });

  it('refuses a forged or garbled token with 401', async () => {
    const { integration } = api.tokens;
    const [header, payload] = integration.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), roles: ['admin'] }),
    ).toString('base64url');
    for (const token of [`${header}.${forgedPayload}.${integration.split('.')[2]}`, 'not-a-jwt']) {
      const refused = await ok<{ errorCode: string }[]>(
        getScenarios('?objectName=Lead', { bearer: token }),
        401,
      );
      expect(refused[0]!.errorCode).toBe('INVALID_SESSION_ID');
    }
  });

  it('lets a signed-in steward and viewer list scenarios', async () => {
    for (const user of ['steward', 'viewer'] as const) {
      expect(names(await ok<ScenariosOutput>(getScenarios('?objectName=Lead', user)))).toContain(
        'Lead Default',
      );
    }
  });

  it('refuses a user without a licence seat with 403 NO_API_LICENSE', async () => {
    expect(await ok(getScenarios('?objectName=Lead', 'guest'), 403)).toEqual([
      { errorCode: 'NO_API_LICENSE', message: expect.stringMatching(/guest.*licence seat/) },
    ]);
  });

  it('checks the licence before the parameters, so an unlicensed caller learns nothing more', async () => {
    expect((await getScenarios('', 'guest')).status).toBe(403);
  });
});
