import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { RecordList } from '../../contract/record-list';
import type { UpsertDataOutput } from '../../contract/upsert';
import { callApi } from '../testing/api-call';
import { randomWord } from '../testing/random-person';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;
let integration: string;
let viewer: string;

beforeAll(async () => {
  service = await startTestService();
  const { issuer } = service.config.oidc;
  [integration, viewer] = await Promise.all([clientCredentialsToken(issuer), userToken(issuer, 'viewer')]);
});
afterAll(() => service.close());

async function list(query: string): Promise<RecordList> {
  const { status, body } = await callApi(service.baseUrl, 'GET', `${apiPaths.recordList}?${query}`, viewer);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as RecordList;
}

describe('browsing records', () => {
  it('pages a type’s records newest first, each named, with the count of them all', async () => {
    const first = await list('objectType=Lead&limit=5');
    expect(first.records).toHaveLength(5);
    expect(first.total).toBeGreaterThan(2000);
    expect(first.totalIsLowerBound).toBe(false);
    const ids = first.records.map((row) => row.ref.id);
    expect(ids).toEqual([...ids].sort().reverse());
    for (const { ref, record } of first.records) {
      expect(record.Id).toBe(ref.id);
      expect(ref.displayName).toBe(`${String(record['FirstName'])} ${String(record['LastName'])}`);
    }
    const next = await list('objectType=Lead&limit=5&offset=4');
    expect(next.records[0]!.ref.id).toBe(ids[4]);
    const oldest = await list('objectType=Lead&limit=1&order=asc');
    expect(oldest.records[0]!.ref.id < ids[4]!).toBe(true);
  });

  it('finds the records holding a text in any field, case ignored and wildcards taken literally', async () => {
    const company = `${randomWord(8)} 100%_Sure Holdings`;
    const { status, body } = await callApi(service.baseUrl, 'POST', apiPaths.upsert, integration, {
      input: { objectType: 'Lead', objectData: { LastName: randomWord(9), Company: company } },
    });
    expect(status).toBe(200);
    const found = await list(`objectType=Lead&q=${encodeURIComponent(company.toUpperCase())}`);
    expect(found.records.map((row) => row.ref.id)).toEqual([(body as UpsertDataOutput).objectId]);
    expect(found.total).toBe(1);
    expect((await list(`objectType=Lead&q=${encodeURIComponent('100%_sure')}`)).total).toBe(1);
    expect((await list(`objectType=Lead&q=${encodeURIComponent('100__sure')}`)).total).toBe(0);
  });

  it('filters by one field and sorts the few records left by another', async () => {
    const company = `${randomWord(8)} Partners`;
    const lastNames = ['Young', 'adams', 'Miller'];
    const ids: string[] = [];
    for (const lastName of lastNames) {
      const { body } = await callApi(service.baseUrl, 'POST', apiPaths.upsert, integration, {
        input: { objectType: 'Lead', objectData: { LastName: lastName, Company: company } },
      });
      ids.push((body as UpsertDataOutput).objectId!);
    }
    const byCompany = `objectType=Lead&field=Company&contains=${encodeURIComponent(company.toLowerCase())}`;
    const sorted = await list(`${byCompany}&sort=LastName&order=asc`);
    expect(sorted.total).toBe(3);
    expect(sorted.records.map(({ record }) => record['LastName'])).toEqual(['adams', 'Miller', 'Young']);
    // The text is in the record, but not in the field asked.
    expect((await list(`objectType=Lead&field=LastName&contains=${encodeURIComponent(company)}`)).total).toBe(
      0,
    );
    const byId = await list(`objectType=Lead&field=Id&contains=${ids[1]}`);
    expect(byId.records.map((row) => row.ref.id)).toEqual([ids[1]]);

    // A type of fewer than 10,000 records sorts whole.
    const all = await list('objectType=Lead&sort=lastname&order=desc&limit=50');
    const names = all.records.map(({ record }) => String(record['LastName'] ?? '').toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const unknownField = await callApi(
      service.baseUrl,
      'GET',
      `${apiPaths.recordList}?objectType=Lead&field=Shoe&contains=x`,
      viewer,
    );
    expect(unknownField.status).toBe(400);
    expect(JSON.stringify(unknownField.body)).toContain('Shoe');
    const alone = await callApi(
      service.baseUrl,
      'GET',
      `${apiPaths.recordList}?objectType=Lead&field=Company`,
      viewer,
    );
    expect(alone.status).toBe(400);
    expect(JSON.stringify(alone.body)).toContain('contains');
  });

  it('names the problem with a list that cannot be read', async () => {
    const unknown = await callApi(service.baseUrl, 'GET', `${apiPaths.recordList}?objectType=Gadget`, viewer);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('objectType');
    expect(
      (await callApi(service.baseUrl, 'GET', `${apiPaths.recordList}?objectType=Lead`, null)).status,
    ).toBe(401);
  });
});
