import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { SalesforceError } from '../../contract/errors';
import type { Import, ImportRowList, ImportSettings } from '../../contract/imports';
import type { SObjectRecord } from '../../contract/records';
import { ok, startTestApi, useTestApi, type TestApi } from '../testing/api-kit';
import { demoRecordIds, recordCount } from '../testing/demo-records';
import { startPeerProcess } from '../testing/service-process';
import { randomPerson } from '../testing/random-person';
import { PATIENCE_MS, until } from '../testing/until';

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

const refusal = async (on: TestApi, file: string | Uint8Array, status = 400) => {
  const answer = await upload(on, file);
  expect(answer.status).toBe(status);
  return (answer.body as SalesforceError[])[0]!.message;
};

const settled = (importId: string) =>
  until(
    () => ok<Import>(call('GET', apiPaths.import(importId))),
    (current) => current.status !== 'CHECKING' && current.status !== 'RUNNING',
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
      '\uFEFFPrénom usuel;Last Name;Company;E-mail;Title',
      `${newcomer.FirstName};${newcomer.LastName};${newcomer.Company};${newcomer.Email};Buyer`,
      `${String(stored.FirstName ?? '')};${String(stored.LastName)};${String(stored.Company)};${String(stored.Email ?? '')};Chief Importer`,
      `${newcomer.FirstName};${newcomer.LastName};${newcomer.Company};${newcomer.Email};Head Buyer`,
      `Ann;Error;Acme;not-an-email;=HYPERLINK("x")`,
    ].join('\r\n');
    const created = await uploaded(file);
    expect(created).toMatchObject({ status: 'UPLOADED', rowCount: 4, format: 'csv' });
    // Every mapped column proposed to fill only what a record lacks.
    expect(created.settings.mapping).toEqual([
      { column: 'Prénom usuel', field: null },
      { column: 'Last Name', field: 'LastName', updateRule: 'IF_EMPTY' },
      { column: 'Company', field: 'Company', updateRule: 'IF_EMPTY' },
      { column: 'E-mail', field: 'Email', updateRule: 'IF_EMPTY' },
      { column: 'Title', field: 'Title', updateRule: 'IF_EMPTY' },
    ]);
    // Each column's first distinct values, for the mapping step to show beside it.
    expect(created.columnSamples[4]).toEqual(['Buyer', 'Chief Importer', 'Head Buyer']);
    expect(created.columnSamples[0]).toEqual(
      [newcomer.FirstName, String(stored.FirstName ?? ''), 'Ann'].filter(Boolean),
    );

    // A required field left unmapped is named before anything runs.
    const withoutCompany = created.settings.mapping.map((entry) =>
      entry.field === 'Company' ? { ...entry, field: null } : entry,
    );
    const [unmapped] = await ok<SalesforceError[]>(
      call('POST', apiPaths.importCheck(created.id), { mapping: withoutCompany, mode: 'UPDATE' }),
      400,
    );
    expect(unmapped!.message).toMatch(/no column fills Company \(Company\)/);

    // The steward lets the file's titles replace the stored ones.
    const settings: ImportSettings = {
      mapping: created.settings.mapping.map((entry) =>
        entry.column === 'Prénom usuel'
          ? { ...entry, field: 'FirstName' }
          : entry.column === 'Title'
            ? { ...entry, updateRule: 'OVERWRITE' }
            : entry,
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
    const next = await uploaded('prenom usuel,LAST NAME,company\nAl,Bo,Co');
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
    // Who imported what: the trail names the import and whoever applied it.
    expect(done.appliedBy).toBe(created.createdBy);
    const trail = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?recordId=${first!.record!.id}`),
    );
    expect(trail.events.map((event) => [event.action, event.principal, event.endpoint])).toContainEqual([
      'CREATE',
      created.createdBy,
      `IMPORT leads.csv (${created.id})`,
    ]);
    // Applying twice is refused.
    await ok(call('POST', apiPaths.importApply(created.id), {}), 409);

    const undone = await ok<Import>(call('POST', apiPaths.importUndo(created.id)));
    expect(undone).toMatchObject({ status: 'UNDONE', notUndone: 0 });
    expect((await getLead(first!.record!.id)).status).toBe(404);
    expect(await ok<SObjectRecord>(getLead(storedId))).toMatchObject({ Title: stored.Title ?? null });
    // The record the undo deleted is still named, by the values the row gave it, and marked deleted.
    const [deleted] = (await rows(created.id, 'limit=10')).rows;
    expect(deleted!.record).toMatchObject({ state: 'GONE', displayName: first!.record!.displayName });
  });

  it('finds rows of one person far apart in the file, in the dry run as in the import', async () => {
    const people = Array.from({ length: 260 }, randomPerson);
    const repeated = people[0]!;
    const lines = people.map((person) =>
      [person.FirstName, person.LastName, person.Company, person.Email].join(','),
    );
    // Row 2 and row 252: more rows apart than the dry run rehearses at once.
    lines.splice(250, 0, [repeated.FirstName, repeated.LastName, repeated.Company, repeated.Email].join(','));
    const created = await uploaded(['First Name,Last Name,Company,Email', ...lines].join('\n'));
    await ok(call('POST', apiPaths.importCheck(created.id), created.settings), 202);
    expect((await settled(created.id)).checked).toMatchObject({ CREATE: 260, UPDATE: 1 });
    const [checkedRepeat] = (await rows(created.id, 'phase=check&outcome=UPDATE')).rows;
    expect(checkedRepeat).toMatchObject({ rowNumber: 252, sameAsRow: 2 });

    await ok(call('POST', apiPaths.importApply(created.id), {}), 202);
    expect((await settled(created.id)).applied).toMatchObject({ CREATE: 260, UPDATE: 1 });
    const [appliedRepeat] = (await rows(created.id, 'outcome=UPDATE')).rows;
    const [first] = (await rows(created.id, 'limit=1')).rows;
    expect(appliedRepeat).toMatchObject({ rowNumber: 252, sameAsRow: 2, record: { id: first!.record!.id } });
  });

  it('leaves in place, saying why, what changed or gained related records since the import', async () => {
    const [kept, pointedAt, taken] = [randomPerson(), randomPerson(), randomPerson()];
    const created = await uploaded(
      [
        'Last Name,Company,Email',
        ...[kept, pointedAt, taken].map((person) =>
          [person.LastName, person.Company, person.Email].join(','),
        ),
      ].join('\n'),
    );
    await ok(call('POST', apiPaths.importCheck(created.id), created.settings), 202);
    await settled(created.id);
    await ok(call('POST', apiPaths.importApply(created.id), {}), 202);
    await settled(created.id);
    const [keptRow, pointedRow, takenRow] = (await rows(created.id, 'limit=3')).rows;
    const [campaignId] = await demoRecordIds(api.service.store.db, 'Campaign');
    const changed = await api.upsert({
      objectType: 'Lead',
      objectData: {
        LastName: kept.LastName,
        Company: kept.Company,
        Email: kept.Email,
        Title: 'Changed since',
      },
      duplicateCheck: true,
    });
    expect(changed).toMatchObject({ isCreated: false, objectId: keptRow!.record!.id });
    await api.upsert({
      objectType: 'CampaignMember',
      objectData: { CampaignId: campaignId!, LeadId: pointedRow!.record!.id },
      duplicateCheck: false,
    });

    const undone = await ok<Import>(call('POST', apiPaths.importUndo(created.id)));
    expect(undone).toMatchObject({ status: 'UNDONE', notUndone: 2 });
    const left = (await rows(created.id, 'notUndone=true')).rows;
    expect(left.map((row) => [row.rowNumber, row.undoProblem])).toEqual([
      [keptRow!.rowNumber, expect.stringMatching(/^integration changed record .* \(Title\)$/)],
      [pointedRow!.rowNumber, `1 CampaignMember record now point to record ${pointedRow!.record!.id}`],
    ]);
    expect((await getLead(takenRow!.record!.id)).status).toBe(404);
    expect((await getLead(keptRow!.record!.id)).status).toBe(200);
    // Undone once: a second undo is refused.
    await ok(call('POST', apiPaths.importUndo(created.id)), 409);
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
    expect(text.split('\r\n')[0]).toBe(
      'row,outcome,record,recordId,sameAsRow,duplicates,duplicateIds,errors,undoProblem',
    );
    expect(text).toMatch(/^2,CREATE,/m);
  });

  it('makes rows of one person one record in every mode, and leaves a stored duplicate to the mode', async () => {
    const newcomer = randomPerson();
    const line = (person: Record<string, unknown>, title: string) =>
      [person['LastName'], person['Company'], person['Email'] ?? '', person['FirstName'] ?? '', title]
        .map(String)
        .join(',');
    // Row 4 repeats row 2, which no stored record is: the import creates row 2's record and row 4 updates it, filling
    // only what row 2 left empty: the first row of a person stands.
    const file = [
      'Last Name,Company,Email,First Name,Title',
      line(newcomer, 'Buyer'),
      line(stored, 'Reviewer'),
      line(newcomer, 'Head Buyer'),
    ].join('\n');
    for (const [mode, storedOutcome] of [
      ['CREATE', 'SKIP'],
      ['UPDATE', 'UPDATE'],
      ['REVIEW', 'REVIEW'],
    ] as const) {
      const created = await uploaded(file);
      await ok(call('POST', apiPaths.importCheck(created.id), { ...created.settings, mode }), 202);
      const checked = await settled(created.id);
      const checkedRows = (await rows(created.id, 'phase=check')).rows;
      expect(
        checkedRows.map((row) => [row.rowNumber, row.outcome, row.sameAsRow]),
        mode,
      ).toEqual([
        [2, 'CREATE', null],
        [3, storedOutcome, null],
        [4, 'UPDATE', 2],
      ]);
      expect(checkedRows[2]!.changes.map((change) => change.field)).not.toContain('Title');
      if (mode !== 'UPDATE') {
        expect(checkedRows[1]!.duplicates.map((duplicate) => duplicate.id)).toContain(storedId);
      }

      await ok(call('POST', apiPaths.importApply(created.id), {}), 202);
      expect((await settled(created.id)).applied, mode).toEqual(checked.checked);
      const [first, copy, repeat] = (await rows(created.id, '')).rows;
      expect(repeat, mode).toMatchObject({
        outcome: 'UPDATE',
        sameAsRow: 2,
        record: { id: first!.record!.id },
      });
      expect((await ok<SObjectRecord>(getLead(first!.record!.id))).Title).toBe('Buyer');
      if (mode === 'REVIEW') {
        // A new record beside the stored one, the pair logged for a steward.
        expect(copy!.record!.id).not.toBe(storedId);
        expect(copy!.duplicates.map((duplicate) => duplicate.id)).toContain(storedId);
      } else {
        expect(copy!.record!.id).toBe(storedId);
      }
      expect(await ok<Import>(call('POST', apiPaths.importUndo(created.id)))).toMatchObject({ notUndone: 0 });
    }
  });

  it('pages through every row once by row number, of one outcome too', async () => {
    const people = Array.from({ length: 21 }, randomPerson);
    const created = await uploaded(
      [
        'Last Name,Company,Email',
        // Every fifth row an error: rows 2, 7, 12, 17 and 22.
        ...people.map((person, index) =>
          [person.LastName, person.Company, index % 5 === 0 ? 'not-an-email' : person.Email].join(','),
        ),
      ].join('\n'),
    );
    await ok(call('POST', apiPaths.importCheck(created.id), created.settings), 202);
    await settled(created.id);
    const pageThrough = async (query: string) => {
      const seen: number[] = [];
      let pages = 0;
      for (let after: number | null = 0; after !== null; pages++) {
        const page: ImportRowList = await rows(created.id, `${query}&after=${after}`);
        seen.push(...page.rows.map((row) => row.rowNumber));
        after = page.nextAfter;
      }
      return { seen, pages };
    };
    expect(await pageThrough('phase=check&limit=7')).toEqual({
      seen: Array.from({ length: 21 }, (_, index) => index + 2),
      pages: 3,
    });
    expect(await pageThrough('phase=check&outcome=ERROR&limit=2')).toEqual({
      seen: [2, 7, 12, 17, 22],
      pages: 3,
    });
    // Nothing applied yet: no row of the import's phase.
    expect(await rows(created.id, 'limit=5')).toEqual({ rows: [], nextAfter: null });
  });
});

describe('an import shared by two instances', () => {
  it.runIf(process.env['STEWARD_TEST_DATABASE'] === 'postgres')(
    'goes on where a stopped instance left it, writing no row twice',
    async () => {
      const people = Array.from({ length: 3000 }, randomPerson);
      const file = [
        'First Name,Last Name,Company,Email',
        ...people.map((person) =>
          [person.FirstName, person.LastName, person.Company, person.Email].join(','),
        ),
      ].join('\n');
      const created = await uploaded(file);
      await ok(call('POST', apiPaths.importCheck(created.id), created.settings), 202);
      expect((await settled(created.id)).checked).toMatchObject({ CREATE: 3000, ERROR: 0 });
      const recordsBefore = await recordCount(api.service.store.db);

      const peer = await startPeerProcess(api.service.config);
      let doneWhenStopped: number;
      try {
        // Applied through the peer, whose runner is woken at once and takes the import.
        await ok(api.callAt(peer.baseUrl, 'POST', apiPaths.importApply(created.id), {}), 202);
        const started = await until(
          () => ok<Import>(call('GET', apiPaths.import(created.id))),
          (current) => current.progress.rowsDone > 0,
        );
        doneWhenStopped = started.progress.rowsDone;
      } finally {
        await peer.close();
      }
      expect(doneWhenStopped).toBeLessThan(3000);
      const done = await settled(created.id);
      expect(done).toMatchObject({ status: 'DONE', progress: { rowsDone: 3000 } });
      expect(done.applied!.CREATE + done.applied!.UPDATE).toBe(3000);
      const createdIds = await api.service.store.db
        .selectFrom('import_rows')
        .select('record_id')
        .where('import_id', '=', created.id)
        .where('apply_outcome', '=', 'CREATE')
        .execute();
      expect(new Set(createdIds.map((row) => row.record_id)).size).toBe(done.applied!.CREATE);
      expect(await recordCount(api.service.store.db)).toBe(recordsBefore + done.applied!.CREATE);
    },
    // A dry run and an import of 3,000 rows, and a second service started and stopped.
    4 * PATIENCE_MS,
  );
});

describe('a workbook', () => {
  it('is read from its first sheet as a CSV file is', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leads');
    const person = randomPerson();
    sheet.addRow(['Last Name', 'Company', 'Email', 'Employees']);
    sheet.addRow([person.LastName, person.Company, person.Email, 42]);
    workbook.addWorksheet('Notes').addRow(['ignored']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const answer = await upload(api, bytes, { fileName: 'leads.xlsx' });
    expect(answer.status).toBe(201);
    const created = answer.body as Import;
    expect(created).toMatchObject({
      format: 'xlsx',
      rowCount: 1,
      headers: ['Last Name', 'Company', 'Email', 'Employees'],
    });
    expect(created.settings.mapping.map((entry) => entry.field)).toEqual([
      'LastName',
      'Company',
      'Email',
      'NumberOfEmployees',
    ]);
    await ok(call('POST', apiPaths.importCheck(created.id), created.settings), 202);
    expect((await settled(created.id)).checked).toMatchObject({ CREATE: 1, ERROR: 0 });
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
      expect(await refusal(small, `Last Name,Company\n${'A,B\n'.repeat(600)}`, 413)).toMatch(
        /IMPORT_MAX_BYTES/,
      );
    } finally {
      await small.close();
    }
    // A second service starts: slow on a busy machine.
  }, 120_000);
});
