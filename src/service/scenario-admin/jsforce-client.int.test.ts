import { describe, expect, it } from 'vitest';
import type { ScenariosOutput } from '../../contract/scenarios';
import { useTestApi } from '../testing/api-kit';
import { jsforceConnection } from '../testing/jsforce-connection';

/** Integrations written for the Salesforce-hosted original use jsforce; they must work against us unchanged. */
const api = useTestApi();

const connect = (accessToken: string) => jsforceConnection(api.service.baseUrl, accessToken);

describe('jsforce as a client', () => {
  it('lists the Lead scenarios through conn.apex.get with an integration token', async () => {
    const conn = connect(api.tokens.integration);
    const result = await conn.apex.get<ScenariosOutput>('/dupcheck/dc3Api/scenarios?objectName=Lead');
    expect(result.ok).toBe(true);
    expect(result.scenarios.map((scenario) => scenario.scenarioName)).toContain('Lead Default');
  });

  it('surfaces a missing licence as a NO_API_LICENSE error', async () => {
    const conn = connect(api.tokens.guest);
    await expect(conn.apex.get('/dupcheck/dc3Api/scenarios?objectName=Lead')).rejects.toMatchObject({
      name: 'NO_API_LICENSE',
    });
  });

  it('reads record types through describeGlobal', async () => {
    const conn = connect(api.tokens.integration);
    const global = await conn.describeGlobal();
    expect(global.sobjects.map((sobject) => [sobject.name, sobject.keyPrefix])).toEqual(
      expect.arrayContaining([
        ['Account', '001'],
        ['Contact', '003'],
        ['Lead', '00Q'],
        ['Campaign', '701'],
        ['CampaignMember', '00v'],
      ]),
    );
  });
});
