import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { RecordList } from '../../contract/record-list';
import { ok, useTestApi } from '../testing/api-kit';
import { randomWord } from '../testing/random-person';

const api = useTestApi({ as: 'viewer' });
const { call } = api;

const list = (query: string) => ok<RecordList>(call('GET', `${apiPaths.recordList}?${query}`));

const createLead = async (objectData: Record<string, string>) =>
  (await api.upsert({ objectType: 'Lead', objectData })).objectId!;

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
    const id = await createLead({ LastName: randomWord(9), Company: company });
    const found = await list(`objectType=Lead&q=${encodeURIComponent(company.toUpperCase())}`);
    expect(found.records.map((row) => row.ref.id)).toEqual([id]);
    expect(found.total).toBe(1);
    expect((await list(`objectType=Lead&q=${encodeURIComponent('100%_sure')}`)).total).toBe(1);
    expect((await list(`objectType=Lead&q=${encodeURIComponent('100__sure')}`)).total).toBe(0);
  });

  it('filters by one field and sorts the few records left by another', async () => {
    const company = `${randomWord(8)} Partners`;
    const lastNames = ['Young', 'adams', 'Miller'];
    const ids: string[] = [];
    for (const lastName of lastNames) ids.push(await createLead({ LastName: lastName, Company: company }));
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
    const unknownField = await ok(
      call('GET', `${apiPaths.recordList}?objectType=Lead&field=Shoe&contains=x`),
      400,
    );
    expect(JSON.stringify(unknownField)).toContain('Shoe');
    const alone = await ok(call('GET', `${apiPaths.recordList}?objectType=Lead&field=Company`), 400);
    expect(JSON.stringify(alone)).toContain('contains');
  });

  it('names the problem with a list that cannot be read', async () => {
    const unknown = await ok(call('GET', `${apiPaths.recordList}?objectType=Gadget`), 400);
    expect(JSON.stringify(unknown)).toContain('objectType');
    expect((await call('GET', `${apiPaths.recordList}?objectType=Lead`, undefined, null)).status).toBe(401);
  });
});
