import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import { parseRecordId } from '../../contract/record-id';
import type { ScenariosErrorOutput, ScenariosOutput } from '../../contract/scenarios';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;
let integration: string;

beforeAll(async () => {
  service = await startTestService();
  integration = await clientCredentialsToken(service.config.oidc.issuer);
});
afterAll(() => service.close());

async function getScenarios(query: string, token: string | null = integration) {
  const response = await fetch(`${service.baseUrl}${apiPaths.scenarios}${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const names = (body: unknown) => (body as ScenariosOutput).scenarios.map((scenario) => scenario.scenarioName);

describe('GET dc3Api/scenarios', () => {
  it('lists the visible Lead scenarios by objectName, each with its fields', async () => {
    const { status, body } = await getScenarios('?objectName=Lead');
    expect(status).toBe(200);
    expect((body as ScenariosOutput).ok).toBe(true);
    expect(names(body)).toEqual([
      'Lead Default',
      'Lead Email and Phone',
      'Lead Name and Address',
      'Lead Person (probabilistic)',
    ]);
    const leadDefault = (body as ScenariosOutput).scenarios[0]!;
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
    const { body } = await getScenarios('?prefix=00Q');
    expect(names(body)).not.toContain('Lead Legacy Import');
    expect((body as ScenariosOutput).scenarios.every((scenario) => scenario.isHidden === false)).toBe(true);
  });

  it('answers ids as 18-character Salesforce id strings', async () => {
    const { body } = await getScenarios('?objectName=Contact');
    for (const scenario of (body as ScenariosOutput).scenarios) {
      expect(scenario.scenarioId).toMatch(/^[0-9A-Za-z]{18}$/);
      expect(parseRecordId(scenario.scenarioId)).toBe(scenario.scenarioId.slice(0, 15));
      for (const field of scenario.scenarioFields) expect(typeof field.scenarioFieldId).toBe('string');
    }
  });

  it('finds the same scenarios by prefix, by objectName, and by both when they agree', async () => {
    const byPrefix = await getScenarios('?prefix=001');
    const byName = await getScenarios('?objectName=Account');
    const byBoth = await getScenarios('?prefix=001&objectName=Account');
    expect(names(byPrefix.body)).toEqual(['Account Default', 'Account Website']);
    expect(byName.body).toEqual(byPrefix.body);
    expect(byBoth.body).toEqual(byPrefix.body);
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
    const { status, body } = await getScenarios(query);
    expect(status).toBe(400);
    expect((body as ScenariosErrorOutput).ok).toBe(false);
    expect((body as ScenariosErrorOutput).errorMessage).toMatch(message);
  });

  it('refuses a request without a token with 401 INVALID_SESSION_ID', async () => {
    const { status, body } = await getScenarios('?objectName=Lead', null);
    expect(status).toBe(401);
    expect(body).toEqual([{ errorCode: 'INVALID_SESSION_ID', message: expect.stringMatching(/Bearer/) }]);
  });

  it('refuses a forged or garbled token with 401', async () => {
    const [header, payload] = integration.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), roles: ['admin'] }),
    ).toString('base64url');
    for (const token of [`${header}.${forgedPayload}.${integration.split('.')[2]}`, 'not-a-jwt']) {
      const { status, body } = await getScenarios('?objectName=Lead', token);
      expect(status).toBe(401);
      expect((body as { errorCode: string }[])[0]!.errorCode).toBe('INVALID_SESSION_ID');
    }
  });

  it('lets a signed-in steward and viewer list scenarios', async () => {
    for (const user of ['steward', 'viewer']) {
      const { status, body } = await getScenarios(
        '?objectName=Lead',
        await userToken(service.config.oidc.issuer, user),
      );
      expect(status).toBe(200);
      expect(names(body)).toContain('Lead Default');
    }
  });

  it('refuses a user without a licence seat with 403 NO_API_LICENSE', async () => {
    const guest = await userToken(service.config.oidc.issuer, 'guest');
    const { status, body } = await getScenarios('?objectName=Lead', guest);
    expect(status).toBe(403);
    expect(body).toEqual([
      { errorCode: 'NO_API_LICENSE', message: expect.stringMatching(/guest.*licence seat/) },
    ]);
  });

  it('checks the licence before the parameters, so an unlicensed caller learns nothing more', async () => {
    const guest = await userToken(service.config.oidc.issuer, 'guest');
    expect((await getScenarios('', guest)).status).toBe(403);
  });
});
