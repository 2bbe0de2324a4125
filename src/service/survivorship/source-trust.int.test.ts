import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { SalesforceErrorBody } from '../../contract/errors';
import type { MergePreview } from '../../contract/merge';
import type { AdminRecordType, NewRecordType } from '../../contract/record-type-admin';
import type { Import, ImportSettings } from '../../contract/imports';
import type { SObjectRecord } from '../../contract/records';
import type { FieldUpdateRule, RecordFieldSources } from '../../contract/update-rules';
import type { UpsertDataOutput } from '../../contract/upsert';
import { seedAddresses } from '../testing/address-fixtures';
import { ok, useTestApi, type As } from '../testing/api-kit';
import { until } from '../testing/until';

const api = useTestApi({ as: 'admin' });
const { call } = api;

beforeAll(() => seedAddresses(api.service.store));

/** Key prefixes no demo type and no other test uses. */
let prefixes = 0;
const freshPrefix = () => `y${String.fromCharCode(65 + prefixes++)}1`;

/** A depot: found again by its code, with an e-mail and a postal address. */
async function createDepotType(name: string, rules: FieldUpdateRule[], sources: string[]) {
  const input: NewRecordType = {
    name,
    keyPrefix: freshPrefix(),
    label: name,
    labelPlural: `${name}s`,
    nameField: 'Name',
    fields: [
      { name: 'Name', label: 'Name', type: 'text', required: true },
      { name: 'Code', label: 'Code', type: 'text' },
      { name: 'Manager', label: 'Manager', type: 'text' },
      { name: 'Email', label: 'Email', type: 'email' },
      { name: 'Street', label: 'Street', type: 'text' },
      { name: 'City', label: 'City', type: 'text' },
      { name: 'PostalCode', label: 'Postal code', type: 'text' },
      { name: 'Country', label: 'Country', type: 'text' },
    ],
  };
  await ok<AdminRecordType>(call('POST', apiPaths.adminRecordTypes, input), 201);
  await ok(
    call('POST', apiPaths.adminScenarios, {
      objectName: name,
      scenarioName: `${name} by code`,
      threshold: 90,
      onApi: true,
      onDataApi: true,
      scenarioFields: [{ field: 'Code', matchMethod: 'EQUAL', weight: 100 }],
    }),
    201,
  );
  await ok(call('PUT', apiPaths.adminUpdateRules(name), { rules }));
  return ok<AdminRecordType>(call('PUT', apiPaths.adminSourceTrust(name), { sources }));
}

const write = (objectType: string, objectData: Record<string, unknown>, as: As, modifiedAt?: string) =>
  ok<UpsertDataOutput>(
    call(
      'POST',
      `${apiPaths.upsert}?detail=true`,
      { input: { objectType, objectData, duplicateCheck: true, ...(modifiedAt ? { modifiedAt } : {}) } },
      as,
    ),
  );

const settled = (importId: string) =>
  until(
    () => ok<Import>(call('GET', apiPaths.import(importId), undefined, 'steward')),
    (current) => current.status !== 'CHECKING' && current.status !== 'RUNNING',
  );

const read = (type: string, id: string) =>
  ok<SObjectRecord>(call('GET', apiPaths.record(type, id), undefined, 'steward'));

const sourcesOf = async (id: string) =>
  Object.fromEntries(
    (
      await ok<RecordFieldSources>(call('GET', apiPaths.recordFieldSources(id), undefined, 'steward'))
    ).fields.map(({ field, source }) => [field, source]),
  );

describe('source trust', () => {
  it('keeps what the more trusted source wrote against a less trusted one over upsert, batch and import, and remembers who wrote each field', async () => {
    const type = await createDepotType(
      'Depot',
      [
        { field: 'Manager', rule: 'IF_BETTER' },
        { field: 'Email', rule: 'IF_NEWER' },
      ],
      ['steward-console', 'integration'],
    );
    expect(type.sourceTrust).toEqual(['steward-console', 'integration']);

    // The integration creates the depot; a steward corrects the manager and the e-mail.
    const created = await write(
      'Depot',
      { Name: 'North', Code: 'N-1', Manager: 'Ann Lee', Email: 'ann@north.example' },
      'integration',
    );
    const id = created.objectId!;
    expect(await sourcesOf(id)).toEqual({
      Name: 'integration',
      Code: 'integration',
      Manager: 'integration',
      Email: 'integration',
    });
    const corrected = await write(
      'Depot',
      { Code: 'N-1', Manager: 'Anne Leigh', Email: 'anne@north.example' },
      'steward',
    );
    expect(corrected).toMatchObject({ isCreated: false, objectId: id });
    expect(corrected.kept ?? []).toEqual([]);
    expect(await sourcesOf(id)).toMatchObject({
      Manager: 'steward-console',
      Email: 'steward-console',
      Code: 'integration',
    });

    // The integration's next sync brings its old values back: the steward's stay, and the answer says why.
    const synced = await write(
      'Depot',
      { Code: 'N-1', Name: 'North depot', Manager: 'Ann Lee', Email: 'ann@north.example' },
      'integration',
    );
    expect(synced.kept).toEqual([
      {
        field: 'Manager',
        rule: 'IF_BETTER',
        reason: 'STORED_MORE_TRUSTED',
        stored: 'Anne Leigh',
        incoming: 'Ann Lee',
      },
      {
        field: 'Email',
        rule: 'IF_NEWER',
        reason: 'STORED_MORE_TRUSTED',
        stored: 'anne@north.example',
        incoming: 'ann@north.example',
      },
    ]);
    // A field under OVERWRITE trusts every write.
    expect(await read('Depot', id)).toMatchObject({
      Name: 'North depot',
      Manager: 'Anne Leigh',
      Email: 'anne@north.example',
    });

    // A batch is the same write, one record at a time.
    const [batched] = await ok<UpsertDataOutput[]>(
      call(
        'POST',
        `${apiPaths.batchUpsert}?detail=true`,
        {
          records: [
            { objectType: 'Depot', objectData: { Code: 'N-1', Manager: 'A. Lee' }, duplicateCheck: true },
          ],
        },
        'integration',
      ),
    );
    expect(batched!.kept?.map((kept) => [kept.field, kept.reason])).toEqual([
      ['Manager', 'STORED_MORE_TRUSTED'],
    ]);

    // A file import is a source too, ranked below both: even a column that replaces unless worse keeps them.
    const file = await fetch(
      `${api.service.baseUrl}${apiPaths.imports}?objectType=Depot&fileName=depots.csv`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${api.tokens.steward}`, 'content-type': 'text/csv' },
        body: 'Name,Code,Manager\nNorth depot,N-1,Ann Import',
      },
    );
    expect(file.status).toBe(201);
    const imported = (await file.json()) as Import;
    const settings: ImportSettings = {
      mode: 'UPDATE',
      mapping: [
        { column: 'Name', field: 'Name', updateRule: 'IF_BETTER' },
        { column: 'Code', field: 'Code', updateRule: 'IF_BETTER' },
        { column: 'Manager', field: 'Manager', updateRule: 'IF_BETTER' },
      ],
    };
    await ok(call('POST', apiPaths.importCheck(imported.id), settings, 'steward'), 202);
    await settled(imported.id);
    await ok(call('POST', apiPaths.importApply(imported.id), {}, 'steward'), 202);
    expect(await settled(imported.id)).toMatchObject({ status: 'DONE', applied: { UPDATE: 1 } });
    expect(await read('Depot', id)).toMatchObject({ Manager: 'Anne Leigh', Name: 'North depot' });
    expect(await sourcesOf(id)).toMatchObject({ Manager: 'steward-console' });

    // Once the integration ranks first, its writes replace the steward's.
    await ok(call('PUT', apiPaths.adminSourceTrust('Depot'), { sources: ['integration'] }));
    const trusted = await write('Depot', { Code: 'N-1', Manager: 'Ann Lee' }, 'integration');
    expect(trusted.kept ?? []).toEqual([]);
    expect(await read('Depot', id)).toMatchObject({ Manager: 'Ann Lee' });
  });

  it('names a source ranked twice, refuses a steward, and changes nothing', async () => {
    await createDepotType('Kiosk', [], ['import']);
    const answer = await call('PUT', apiPaths.adminSourceTrust('Kiosk'), {
      sources: ['integration', 'import', 'integration'],
    });
    expect(answer.status).toBe(400);
    expect((answer.body as SalesforceErrorBody)[0]!.message).toMatch(
      /sources\.2.*integration is ranked already/,
    );
    expect((await call('PUT', apiPaths.adminSourceTrust('Kiosk'), { sources: [] }, 'steward')).status).toBe(
      403,
    );
    expect((await call('PUT', apiPaths.adminSourceTrust('Nope'), { sources: [] })).status).toBe(404);
    const type = await ok<AdminRecordType>(call('GET', apiPaths.adminRecordType('Kiosk')));
    expect(type.sourceTrust).toEqual(['import']);
  });
});

describe('merges and sources', () => {
  it('keeps each merged value’s writer, and makes a value the steward typed the console’s', async () => {
    await createDepotType(
      'Bay',
      [{ field: 'Manager', rule: 'IF_BETTER' }],
      ['steward-console', 'integration'],
    );
    const master = (await write('Bay', { Name: 'Bay one', Code: 'B-1' }, 'integration')).objectId!;
    const other = (await write('Bay', { Name: 'Bay 1', Code: 'B-2', Manager: 'Cy Ng' }, 'steward')).objectId!;
    await ok(
      call(
        'POST',
        apiPaths.merge,
        {
          objectIds: [master, other],
          masterId: master,
          fieldSelect: { Manager: other, Email: 'custom' },
          customValues: { Email: 'cy@bay.example' },
        },
        'steward',
      ),
      201,
    );
    expect(await sourcesOf(master)).toEqual({
      Name: 'integration',
      Code: 'integration',
      Manager: 'steward-console',
      Email: 'steward-console',
    });
    // The manager the steward wrote stays against the integration, as it did on the record merged away.
    const synced = await write('Bay', { Code: 'B-1', Manager: 'C. Ng' }, 'integration');
    expect(synced.kept?.map(({ field, reason }) => [field, reason])).toEqual([
      ['Manager', 'STORED_MORE_TRUSTED'],
    ]);
  });
});

describe('merges under update rules', () => {
  it('keeps the master’s value where a field’s rule would, says so in the preview and the trail, and takes a pick as picked', async () => {
    await createDepotType(
      'Dock',
      [
        { field: 'Manager', rule: 'IF_EMPTY' },
        ...['Street', 'City', 'PostalCode', 'Country'].map((field) => ({
          field,
          rule: 'IF_BETTER' as const,
        })),
      ],
      [],
    );
    const address = { City: 'Arnhem', Country: 'NL' };
    const master = (
      await write(
        'Dock',
        {
          Name: 'Dock A',
          Code: 'D-1',
          Manager: 'Ann Lee',
          Street: 'Jansbuitensingel 7',
          PostalCode: '6811AA',
          ...address,
        },
        'integration',
      )
    ).objectId!;
    // Written later: a most-recent field rule would take all of its values.
    const other = (
      await write(
        'Dock',
        {
          Name: 'Dock A',
          Code: 'D-2',
          Manager: 'Bo Chan',
          Street: 'Nergensstraat 99',
          PostalCode: '6811ZZ',
          ...address,
        },
        'integration',
      )
    ).objectId!;
    const input = { objectIds: [master, other], masterId: master, fieldRule: 'MOST_RECENT' };
    const preview = await ok<MergePreview>(call('POST', apiPaths.mergePreview, input, 'steward'));
    expect(preview.kept.map(({ field, reason }) => [field, reason])).toEqual([
      ['Manager', 'STORED_NOT_EMPTY'],
      ['Street', 'INCOMING_INVALID'],
      ['PostalCode', 'INCOMING_INVALID'],
    ]);
    expect(preview.master).toMatchObject({
      Manager: 'Ann Lee',
      Street: 'Jansbuitensingel 7',
      PostalCode: '6811AA',
    });
    expect(preview.fieldSources['Manager']).toBe(master);

    // The steward picks the other's manager: taken as picked; the address the rules keep.
    await ok(call('POST', apiPaths.merge, { ...input, fieldSelect: { Manager: other } }, 'steward'), 201);
    expect(await read('Dock', master)).toMatchObject({
      Manager: 'Bo Chan',
      Street: 'Jansbuitensingel 7',
      PostalCode: '6811AA',
    });
    const trail = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?recordId=${master}`, undefined, 'steward'),
    );
    const merged = trail.events.find((event) => event.action === 'MERGE')!;
    expect(merged.kept?.map(({ field }) => field)).toEqual(['Street', 'PostalCode']);
  });
});

describe('IF_NEWER', () => {
  it('keeps a stored value changed after the incoming one was, and takes one changed later', async () => {
    await createDepotType('Locker', [{ field: 'Manager', rule: 'IF_NEWER' }], []);
    const id = (await write('Locker', { Name: 'West', Code: 'W-1', Manager: 'Bo Ek' }, 'integration'))
      .objectId!;

    // A sync of values changed in 2020 is older than what was stored today.
    const stale = await write(
      'Locker',
      { Code: 'W-1', Manager: 'Bo Eklund' },
      'integration',
      '2020-01-02T03:04:05Z',
    );
    expect(stale.kept).toEqual([
      { field: 'Manager', rule: 'IF_NEWER', reason: 'STORED_NEWER', stored: 'Bo Ek', incoming: 'Bo Eklund' },
    ]);
    // Without a time of its own a write counts as changed now, so it is newer.
    const fresh = await write('Locker', { Code: 'W-1', Manager: 'Bo Eklund' }, 'integration');
    expect(fresh.kept ?? []).toEqual([]);
    expect(await read('Locker', id)).toMatchObject({ Manager: 'Bo Eklund' });
    const sources = await ok<RecordFieldSources>(
      call('GET', apiPaths.recordFieldSources(id), undefined, 'steward'),
    );
    expect(sources.fields.find((field) => field.field === 'Manager')).toMatchObject({
      source: 'integration',
    });

    // A time in the future is the write's own time: nobody can pin a value by claiming a later one.
    await write('Locker', { Code: 'W-1', Manager: 'Future' }, 'integration', '2999-01-01T00:00:00Z');
    const now = await write('Locker', { Code: 'W-1', Manager: 'Present' }, 'integration');
    expect(now.kept ?? []).toEqual([]);
    expect(await read('Locker', id)).toMatchObject({ Manager: 'Present' });
  });

  it('refuses a modified time that is no date and time, naming the field', async () => {
    await createDepotType('Shed', [], []);
    const answer = await call(
      'POST',
      apiPaths.upsert,
      { input: { objectType: 'Shed', objectData: { Name: 'East' }, modifiedAt: 'yesterday' } },
      'integration',
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/modifiedAt/);
  });
});

describe('IF_BETTER addresses', () => {
  it('keeps an address that validates against the reference data, and takes one that validates as well', async () => {
    await createDepotType(
      'Yard',
      ['Street', 'City', 'PostalCode', 'Country'].map((field) => ({ field, rule: 'IF_BETTER' as const })),
      [],
    );
    const id = (
      await write(
        'Yard',
        {
          Name: 'Arnhem yard',
          Code: 'A-1',
          Street: 'Jansbuitensingel 7',
          City: 'Arnhem',
          PostalCode: '6811AA',
          Country: 'NL',
        },
        'integration',
      )
    ).objectId!;

    // A street that is nowhere in Arnhem: the whole address stays, not half of each.
    const worse = await write(
      'Yard',
      { Code: 'A-1', Street: 'Nergensstraat 99', PostalCode: '6811ZZ' },
      'integration',
    );
    expect(worse.kept?.map((kept) => [kept.field, kept.reason])).toEqual([
      ['Street', 'INCOMING_INVALID'],
      ['PostalCode', 'INCOMING_INVALID'],
    ]);
    expect(await read('Yard', id)).toMatchObject({ Street: 'Jansbuitensingel 7', PostalCode: '6811AA' });

    // A move to another address the reference data knows is as good, and is written.
    const moved = await write(
      'Yard',
      { Code: 'A-1', Street: 'Jansbuitensingel 12', PostalCode: '6811AB' },
      'integration',
    );
    expect(moved.kept ?? [], JSON.stringify(moved)).toEqual([]);
    expect(await read('Yard', id)).toMatchObject({ Street: 'Jansbuitensingel 12', PostalCode: '6811AB' });
  });
});
