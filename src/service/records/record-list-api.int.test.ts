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

  it('names the problem with a list that cannot be read', async () => {
    const unknown = await callApi(service.baseUrl, 'GET', `${apiPaths.recordList}?objectType=Gadget`, viewer);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('objectType');
    expect(
      (await callApi(service.baseUrl, 'GET', `${apiPaths.recordList}?objectType=Lead`, null)).status,
    ).toBe(401);
  });
});
