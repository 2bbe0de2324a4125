import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { SalesforceError } from '../../contract/errors';
import type { Import, ImportRowList, ImportSettings } from '../../contract/imports';
import type { SObjectRecord } from '../../contract/records';
import { ok, startTestApi, useTestApi, type TestApi } from '../testing/api-kit';
import { demoRecordIds } from '../testing/demo-records';
import { randomPerson } from '../testing/random-person';
import { until } from '../testing/until';

const api = useTestApi({ as: 'steward' });
const { call } = api;

/** Sends a file as the console does: its bytes as the body. */
async function upload(
  on: TestApi,
  file: string | Uint8Array,
  { objectType = 'Lead', fileName = 'leads.csv' } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(
    `${on.service.baseUrl}${apiPaths.imports}?objectType=${objectType}&fileName=${encodeURIComponent(fileName)}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${on.tokens.steward}`, 'content-type': 'text/csv' },
      body: file,
    },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

const uploaded = async (file: string) => {
  const answer = await upload(api, file);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Import;
};

const refusal = async (on: TestApi, file: string | Uint8Array) => {
  const answer = await upload(on, file);
  expect(answer.status).toBe(400);
  return (answer.body as SalesforceError[])[0]!.message;
};

const settled = (importId: string) =>
  until(
    () => ok<Import>(call('GET', apiPaths.import(importId))),
    (current) => current.status !== 'CHECKING' && current.status !== 'RUNNING',
    60_000,
  );

const rows = (importId: string, query: string) =>
  ok<ImportRowList>(call('GET', `${apiPaths.importRows(importId)}?${query}`));

const getLead = (id: string) => call('GET', apiPaths.record('Lead', id));

describe('importing a file of leads', () => {
  let stored: SObjectRecord;
  let storedId: string;

  beforeAll(async () => {
    [storedId] = (await demoRecordIds(api.service.store.db, 'Lead')) as [string];
    stored = await ok<SObjectRecord>(getLead(storedId));
  });

  it('proposes a mapping, checks every row without writing, imports, reports and undoes', async () => {
    const newcomer = randomPerson();
    const file = [
      '\uFEFFPrénom;Last Name;Company;E-mail;Title',
      `${newcomer.FirstName};${newcomer.LastName};${newcomer.Company};${newcomer.Email};Buyer`,
      `${String(stored.FirstName ?? '')};${String(stored.LastName)};${String(stored.Company)};${String(stored.Email ?? '')};Chief Importer`,
      `${newcomer.FirstName};${newcomer.LastName};${newcomer.Company};${newcomer.Email};Head Buyer`,
      `Ann;Error;Acme;not-an-email;=HYPERLINK("x")`,
    ].join('\r\n');
    const created = await uploaded(file);
    expect(created).toMatchObject({ status: 'UPLOADED', rowCount: 4, format: 'csv' });
    expect(created.settings.mapping).toEqual([
      { column: 'Prénom', field: null },
      { column: 'Last Name', field: 'LastName' },
      { column: 'Company', field: 'Company' },
      { column: 'E-mail', field: 'Email' },
      { column: 'Title', field: 'Title' },
    ]);

    // A required field left unmapped is named before anything runs.
    const withoutCompany = created.settings.mapping.map((entry) =>
      entry.field === 'Company' ? { ...entry, field: null } : entry,
    );
    const [unmapped] = await ok<SalesforceError[]>(
      call('POST', apiPaths.importCheck(created.id), { mapping: withoutCompany, mode: 'UPDATE' }),
      400,
    );
    expect(unmapped!.message).toMatch(/no column fills Company \(Company\)/);

    const settings: ImportSettings = {
      mapping: created.settings.mapping.map((entry) =>
        entry.column === 'Prénom' ? { ...entry, field: 'FirstName' } : entry,
      ),
      mode: 'UPDATE',
    };
    const leadsBefore = await ok<SObjectRecord>(getLead(storedId));
    await ok(call('POST', apiPaths.importCheck(created.id), settings), 202);
    const checked = await settled(created.id);
    expect(checked.status).toBe('CHECKED');
    expect(checked.checked).toEqual({ CREATE: 1, UPDATE: 2, SKIP: 0, REVIEW: 0, ERROR: 1 });
    // The dry run wrote nothing.
    expect(await ok<SObjectRecord>(getLead(storedId))).toEqual(leadsBefore);
    const checkedRows = await rows(created.id, 'phase=check&limit=10');
    expect(checkedRows.rows.map((row) => [row.rowNumber, row.outcome, row.sameAsRow])).toEqual([
      [2, 'CREATE', null],
      [3, 'UPDATE', null],
      [4, 'UPDATE', 2],
      [5, 'ERROR', null],
    ]);
    expect(checkedRows.rows[1]!.record!.id).toBe(storedId);
    expect(checkedRows.rows[1]!.changes).toContainEqual({
      field: 'Title',
      before: stored.Title ?? null,
      after: 'Chief Importer',
    });
    expect(checkedRows.rows[3]!.errors).toEqual([
      { column: 'E-mail', field: 'Email', message: "'not-an-email' is not a valid e-mail address" },
    ]);

    // The mapping is remembered for the next file of leads.
    const next = await uploaded('prenom,LAST NAME,company\nAl,Bo,Co');
    expect(next.settings.mapping.map((entry) => entry.field)).toEqual(['FirstName', 'LastName', 'Company']);

    await ok(call('POST', apiPaths.importApply(created.id), {}), 202);
    const done = await settled(created.id);
    expect(done).toMatchObject({ status: 'DONE', applied: checked.checked, progress: { rowsDone: 4 } });
    const applied = await rows(created.id, 'limit=10');
    const [first, update, same] = applied.rows;
    expect(first!.record!.displayName).toBe(`${newcomer.FirstName} ${newcomer.LastName}`);
    expect(same).toMatchObject({ outcome: 'UPDATE', sameAsRow: 2, record: { id: first!.record!.id } });
    expect((await ok<SObjectRecord>(getLead(first!.record!.id))).Title).toBe('Head Buyer');
    expect((await ok<SObjectRecord>(getLead(storedId))).Title).toBe('Chief Importer');
    expect(update!.record!.id).toBe(storedId);
    // Applying twice is refused.
    await ok(call('POST', apiPaths.importApply(created.id), {}), 409);

    const undone = await ok<Import>(call('POST', apiPaths.importUndo(created.id)));
    expect(undone).toMatchObject({ status: 'UNDONE', notUndone: 0 });
    expect((await getLead(first!.record!.id)).status).toBe(404);
    expect(await ok<SObjectRecord>(getLead(storedId))).toMatchObject({ Title: stored.Title ?? null });
  });

  it('writes a report whose cells cannot run as formulas', async () => {
    const created = await uploaded('Last Name,Company,Title\n=cmd|x,Acme,@risk\n');
    await ok(call('POST', apiPaths.importCheck(created.id), { ...created.settings, mode: 'CREATE' }), 202);
    await settled(created.id);
    const response = await fetch(`${api.service.baseUrl}${apiPaths.importReport(created.id)}`, {
      headers: { authorization: `Bearer ${api.tokens.steward}` },
    });
    const text = await response.text();
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(text.split('\r\n')[0]).toBe('row,outcome,recordId,sameAsRow,duplicateIds,errors,undoProblem');
    expect(text).toMatch(/^2,CREATE,/m);
  });

  it('leaves review to a steward in REVIEW mode, and skips duplicates in CREATE mode', async () => {
    const copy = `Last Name,Company,Email,First Name\n${String(stored.LastName)},${String(stored.Company)},${String(stored.Email ?? '')},${String(stored.FirstName ?? '')}\n`;
    for (const [mode, outcome] of [
      ['CREATE', 'SKIP'],
      ['REVIEW', 'REVIEW'],
    ] as const) {
      const created = await uploaded(copy);
      await ok(call('POST', apiPaths.importCheck(created.id), { ...created.settings, mode }), 202);
      await settled(created.id);
      const [row] = (await rows(created.id, 'phase=check')).rows;
      expect(row).toMatchObject({ outcome });
      expect(row!.duplicates.map((duplicate) => duplicate.id)).toContain(storedId);
    }
  });
});

describe('a file that cannot be imported', () => {
  it('is refused with what is wrong and where, and nothing is kept', async () => {
    const before = (await ok<{ imports: Import[] }>(call('GET', apiPaths.imports))).imports.length;
    expect(await refusal(api, 'Last Name,Company\n"Smith,Acme\nJones,Acme\n')).toMatch(/line 2/);
    expect(
      await refusal(
        api,
        new Uint8Array([...Buffer.from('Last Name,Company\nM'), 0xe9, ...Buffer.from('ller,Acme\n')]),
      ),
    ).toMatch(/offset 19/);
    expect(await refusal(api, '')).toMatch(/empty/i);
    expect(await refusal(api, 'Last Name,Company,last name\nA,B,C\n')).toMatch(/Columns 1 and 3/);
    expect(await refusal(api, 'Last Name,Company\nA\u0000,B\n')).toMatch(
      /row 2, column 'Last Name'.*U\+0000/,
    );
    expect((await ok<{ imports: Import[] }>(call('GET', apiPaths.imports))).imports).toHaveLength(before);
  });

  it('is refused past the configured rows and bytes', async () => {
    const small = await startTestApi({
      as: 'steward',
      env: { IMPORT_MAX_ROWS: '2', IMPORT_MAX_BYTES: '2000' },
    });
    try {
      expect(await refusal(small, 'Last Name,Company\nA,B\nC,D\nE,F\n')).toMatch(/IMPORT_MAX_ROWS/);
      expect(await refusal(small, `Last Name,Company\n${'A,B\n'.repeat(600)}`)).toMatch(/IMPORT_MAX_BYTES/);
    } finally {
      await small.close();
    }
  });
});
