import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { SalesforceErrorBody } from '../../contract/errors';
import type {
  AdminRecordType,
  AdminRecordTypeList,
  CrossObjectMapping,
} from '../../contract/record-type-admin';
import type { SearchOutput } from '../../contract/search';
import { callApi } from '../testing/api-call';
import { startPeerProcess } from '../testing/service-process';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;
let admin: string;
let integration: string;
let demoMappings: CrossObjectMapping[];
/** A Lead search that finds a demo account by its name and a demo contact by theirs. */
let leadValues: Record<string, string>;

beforeAll(async () => {
  service = await startTestService();
  const { issuer } = service.config.oidc;
  [admin, integration] = await Promise.all([userToken(issuer, 'admin'), clientCredentialsToken(issuer)]);
  const { body } = await callApi(service.baseUrl, 'GET', apiPaths.adminRecordType('Lead'), admin);
  demoMappings = (body as AdminRecordType).crossObjects;
  const valuesOf = async (recordType: string) => {
    const row = await service.store.db
      .selectFrom('records')
      .select('data')
      .where('record_type', '=', recordType)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return JSON.parse(row.data) as Record<string, string>;
  };
  const [account, contact] = [await valuesOf('Account'), await valuesOf('Contact')];
  leadValues = {
    Company: account['Name']!,
    FirstName: contact['FirstName']!,
    LastName: contact['LastName']!,
    Email: contact['Email']!,
  };
});
afterAll(() => service.close());

const putMappings = (mappings: unknown, recordType = 'Lead', bearer = admin) =>
  callApi(service.baseUrl, 'PUT', apiPaths.adminCrossObjects(recordType), bearer, { mappings });

/** The record types a Lead search answered with, by key prefix. */
async function searchedTypes(baseUrl = service.baseUrl): Promise<string[]> {
  const { status, body } = await callApi(baseUrl, 'POST', apiPaths.search, integration, {
    objectPrefix: '00Q',
    objectData: leadValues,
  });
  expect(status).toBe(200);
  return Object.keys(body as SearchOutput).sort();
}

describe('admin record types API', () => {
  it('lists record types with their fields and cross-object mappings', async () => {
    const { status, body } = await callApi(service.baseUrl, 'GET', apiPaths.adminRecordTypes, admin);
    expect(status).toBe(200);
    const lead = (body as AdminRecordTypeList).recordTypes.find((type) => type.name === 'Lead')!;
    expect(lead).toMatchObject({ keyPrefix: '00Q', label: 'Lead' });
    expect(lead.fields.find((field) => field.name === 'Company')).toMatchObject({
      type: 'text',
      required: true,
    });
    expect(lead.crossObjects.map((mapping) => mapping.objectTo)).toEqual(['Account', 'Contact']);
  });

  it('replaces the mappings: a search of the type follows them from the next request', async () => {
    expect(await searchedTypes()).toEqual(['001', '003', '00Q']);
    const accountOnly = demoMappings.filter((mapping) => mapping.objectTo === 'Account');
    const { status, body } = await putMappings(accountOnly);
    expect(status, JSON.stringify(body)).toBe(200);
    expect((body as AdminRecordType).crossObjects).toEqual(accountOnly);
    try {
      expect(await searchedTypes()).toEqual(['001', '00Q']);
      const { body: describe } = await callApi(
        service.baseUrl,
        'GET',
        apiPaths.describe('Lead'),
        integration,
      );
      expect((describe as { crossObjects: string[] }).crossObjects).toEqual(['Account']);
    } finally {
      expect((await putMappings(demoMappings)).status).toBe(200);
    }
    expect(await searchedTypes()).toEqual(['001', '003', '00Q']);
  });

  it.runIf(process.env['STEWARD_TEST_DATABASE'] === 'postgres')(
    'reaches every instance: another process searches with the new mappings',
    async () => {
      const peer = await startPeerProcess(service.config);
      try {
        expect(await searchedTypes(peer.baseUrl)).toEqual(['001', '003', '00Q']);
        expect((await putMappings([])).status).toBe(200);
        expect(await searchedTypes(peer.baseUrl)).toEqual(['00Q']);
      } finally {
        await putMappings(demoMappings);
        await peer.close();
      }
    },
    120_000,
  );

  it('names the path of every problem and changes nothing', async () => {
    const { status, body } = await putMappings([
      { objectTo: 'Lemon', fields: [{ fieldFrom: 'Company', fieldTo: 'Name' }] },
      {
        objectTo: 'Account',
        fields: [
          { fieldFrom: 'ShoeSize', fieldTo: 'Name' },
          { fieldFrom: 'Company', fieldTo: 'Nom' },
        ],
      },
      { objectTo: 'Lead', fields: [{ fieldFrom: 'Company', fieldTo: 'Company' }] },
    ]);
    expect(status).toBe(400);
    expect((body as SalesforceErrorBody)[0]!.fields).toEqual([
      'mappings.0.objectTo',
      'mappings.1.fields.0.fieldFrom',
      'mappings.1.fields.1.fieldTo',
      'mappings.2.objectTo',
    ]);
    expect(await searchedTypes()).toEqual(['001', '003', '00Q']);
    expect((await putMappings([], 'Lemon')).status).toBe(404);
    const steward = await userToken(service.config.oidc.issuer, 'steward');
    expect((await putMappings([], 'Lead', steward)).status).toBe(403);
  });
});
