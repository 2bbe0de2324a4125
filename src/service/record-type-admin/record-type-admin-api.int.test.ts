import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { SalesforceErrorBody } from '../../contract/errors';
import type {
  AdminRecordType,
  AdminRecordTypeList,
  CrossObjectMapping,
  NewRecordType,
  RecordFieldInput,
} from '../../contract/record-type-admin';
import type { SObjectRecord } from '../../contract/records';
import type { AdminScenario } from '../../contract/scenario-admin';
import type { SearchOutput } from '../../contract/search';
import type { UpsertDataOutput } from '../../contract/upsert';
import { ok, useTestApi, type As } from '../testing/api-kit';
import { startPeerProcess, type ServiceProcess } from '../testing/service-process';

const api = useTestApi({ as: 'admin' });
const { call } = api;
let demoMappings: CrossObjectMapping[];
/** A Lead search that finds a demo account by its name and a demo contact by theirs. */
let leadValues: Record<string, string>;

beforeAll(async () => {
  demoMappings = (await ok<AdminRecordType>(call('GET', apiPaths.adminRecordType('Lead')))).crossObjects;
  const valuesOf = async (recordType: string) => {
    const row = await api.service.store.db
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

const putMappings = (mappings: unknown, recordType = 'Lead', as?: As) =>
  call('PUT', apiPaths.adminCrossObjects(recordType), { mappings }, as);

/** The record types a Lead search answered with, by key prefix: of the service, or of a peer process. */
async function searchedTypes(peer?: ServiceProcess): Promise<string[]> {
  const input = { objectPrefix: '00Q', objectData: leadValues };
  const baseUrl = peer?.baseUrl ?? api.service.baseUrl;
  const found = await ok<SearchOutput>(api.callAt(baseUrl, 'POST', apiPaths.search, input, 'integration'));
  return Object.keys(found).sort();
}

describe('admin record types API', () => {
  it('lists record types with their fields and cross-object mappings', async () => {
    const { recordTypes } = await ok<AdminRecordTypeList>(call('GET', apiPaths.adminRecordTypes));
    const lead = recordTypes.find((type) => type.name === 'Lead')!;
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
    expect((await ok<AdminRecordType>(putMappings(accountOnly))).crossObjects).toEqual(accountOnly);
    try {
      expect(await searchedTypes()).toEqual(['001', '00Q']);
      const described = await ok<{ crossObjects: string[] }>(
        call('GET', apiPaths.describe('Lead'), undefined, 'integration'),
      );
      expect(described.crossObjects).toEqual(['Account']);
    } finally {
      expect((await putMappings(demoMappings)).status).toBe(200);
    }
    expect(await searchedTypes()).toEqual(['001', '003', '00Q']);
  });

  it.runIf(process.env['STEWARD_TEST_DATABASE'] === 'postgres')(
    'reaches every instance: another process searches with the new mappings',
    async () => {
      const peer = await startPeerProcess(api.service.config);
      try {
        expect(await searchedTypes(peer)).toEqual(['001', '003', '00Q']);
        expect((await putMappings([])).status).toBe(200);
        expect(await searchedTypes(peer)).toEqual(['00Q']);
      } finally {
        await putMappings(demoMappings);
        await peer.close();
      }
    },
    120_000,
  );

  it('names the path of every problem and changes nothing', async () => {
    const refused = await ok<SalesforceErrorBody>(
      putMappings([
        { objectTo: 'Lemon', fields: [{ fieldFrom: 'Company', fieldTo: 'Name' }] },
        {
          objectTo: 'Account',
          fields: [
            { fieldFrom: 'ShoeSize', fieldTo: 'Name' },
            { fieldFrom: 'Company', fieldTo: 'Nom' },
          ],
        },
        { objectTo: 'Lead', fields: [{ fieldFrom: 'Company', fieldTo: 'Company' }] },
      ]),
      400,
    );
    expect(refused[0]!.fields).toEqual([
      'mappings.0.objectTo',
      'mappings.1.fields.0.fieldFrom',
      'mappings.1.fields.1.fieldTo',
      'mappings.2.objectTo',
    ]);
    expect(await searchedTypes()).toEqual(['001', '003', '00Q']);
    expect((await putMappings([], 'Lemon')).status).toBe(404);
    expect((await putMappings([], 'Lead', 'steward')).status).toBe(403);
  });
});

const errorOf = (body: unknown) => (body as SalesforceErrorBody)[0]!;

/** Key prefixes no demo type and no other test uses: one per created type. */
let prefixes = 0;
const freshPrefix = () => `x${String.fromCharCode(65 + prefixes++)}1`;

const gadgetFields: RecordFieldInput[] = [
  { name: 'Model', label: 'Model', type: 'text', required: true },
  { name: 'Serial__c', label: 'Serial number', type: 'text' },
  { name: 'Colour', label: 'Colour', type: 'picklist', picklistValues: ['Red', 'Blue'] },
  { name: 'AccountId', label: 'Owner account', type: 'reference', referenceTo: 'Account' },
];

const newType = (name: string, overrides: Partial<NewRecordType> = {}): NewRecordType => ({
  name,
  keyPrefix: freshPrefix(),
  label: name,
  labelPlural: `${name}s`,
  nameField: 'Model',
  fields: gadgetFields,
  ...overrides,
});

const createTypeAnswer = (input: NewRecordType) => call('POST', apiPaths.adminRecordTypes, input);

const createType = (input: NewRecordType) => ok<AdminRecordType>(createTypeAnswer(input), 201);

/** Upserts a record as the integration, to the service or to a peer process; answers its id. */
async function upsert(objectType: string, objectData: Record<string, unknown>, peer?: ServiceProcess) {
  const input = { input: { objectType, objectData } };
  const baseUrl = peer?.baseUrl ?? api.service.baseUrl;
  const output = await ok<UpsertDataOutput>(
    api.callAt(baseUrl, 'POST', apiPaths.upsert, input, 'integration'),
  );
  return output.objectId!;
}

const addScenario = (objectName: string, field: string) =>
  ok<AdminScenario>(
    call('POST', apiPaths.adminScenarios, {
      objectName,
      scenarioName: `${objectName} by ${field}`,
      threshold: 80,
      onApi: true,
      scenarioFields: [{ field, matchMethod: 'FUZZY', weight: 100 }],
    }),
    201,
  );

const readRecord = (objectType: string, id: string) =>
  ok<SObjectRecord>(call('GET', apiPaths.record(objectType, id), undefined, 'integration'));

const typeNames = async () =>
  (await ok<AdminRecordTypeList>(call('GET', apiPaths.adminRecordTypes))).recordTypes.map(
    (type) => type.name,
  );

/** The fields of a type as they were given, to send back changed. */
const fieldsOf = (type: AdminRecordType): RecordFieldInput[] =>
  type.fields.map(({ name, label, type: fieldType, required, referenceTo, picklistValues }) => ({
    name,
    label,
    type: fieldType,
    required,
    referenceTo,
    picklistValues,
  }));

const change = (type: AdminRecordType, fields: RecordFieldInput[], query = '') =>
  call('PUT', `${apiPaths.adminRecordType(type.name)}${query}`, {
    label: type.label,
    labelPlural: type.labelPlural,
    nameField: type.nameField,
    fields,
  });

describe('field update rules', () => {
  it('keep what an upsert must not overwrite, say why, and stay through a change of the type', async () => {
    const type = await createType(newType('Spinner'));
    await ok(
      call('POST', apiPaths.adminScenarios, {
        objectName: type.name,
        scenarioName: 'Spinner by model',
        threshold: 80,
        onApi: true,
        onDataApi: true,
        scenarioFields: [{ field: 'Model', matchMethod: 'FUZZY', weight: 100 }],
      }),
      201,
    );
    const rules = (body: unknown) => call('PUT', apiPaths.adminUpdateRules(type.name), body);
    const [refused] = await ok<SalesforceErrorBody>(
      rules({
        rules: [
          { field: 'Nope', rule: 'NEVER' },
          { field: 'Id', rule: 'NEVER' },
        ],
      }),
      400,
    );
    expect(refused!.message).toMatch(/rules\.0\.field.*has no field Nope/);
    const ruled = await ok<AdminRecordType>(
      rules({
        rules: [
          { field: 'Serial__c', rule: 'IF_EMPTY' },
          { field: 'Colour', rule: 'NEVER' },
        ],
      }),
    );
    expect(ruled.fields.map((field) => [field.name, field.updateRule])).toEqual([
      ['Model', 'OVERWRITE'],
      ['Serial__c', 'IF_EMPTY'],
      ['Colour', 'NEVER'],
      ['AccountId', 'OVERWRITE'],
    ]);
    // A change of the type's labels keeps the rules of the fields it keeps.
    const changed = await ok<AdminRecordType>(change({ ...ruled, label: 'Spinner (v2)' }, fieldsOf(ruled)));
    expect(changed.fields.find((field) => field.name === 'Serial__c')!.updateRule).toBe('IF_EMPTY');

    const write = (objectData: Record<string, unknown>) =>
      ok<UpsertDataOutput>(
        call(
          'POST',
          `${apiPaths.upsert}?detail=true`,
          { input: { objectType: type.name, objectData, duplicateCheck: true } },
          'integration',
        ),
      );
    const first = await write({ Model: 'Spinner 3000', Serial__c: 'SN-1' });
    const second = await write({ Model: 'Spinner 3000', Serial__c: 'SN-2', Colour: 'Blue' });
    expect(second).toMatchObject({ isCreated: false, objectId: first.objectId });
    expect(second.kept).toEqual([
      { field: 'Serial__c', rule: 'IF_EMPTY', reason: 'STORED_NOT_EMPTY', stored: 'SN-1', incoming: 'SN-2' },
      { field: 'Colour', rule: 'NEVER', reason: 'NEVER_UPDATED', stored: null, incoming: 'Blue' },
    ]);
    expect(await readRecord(type.name, first.objectId!)).toMatchObject({ Serial__c: 'SN-1', Colour: null });
    // The trail says which rule kept what.
    const trail = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?recordId=${first.objectId}`, undefined),
    );
    expect(trail.events[0]!.kept?.map((kept) => kept.field)).toEqual(['Serial__c', 'Colour']);
  });
});

describe('creating, changing and deleting record types', () => {
  it('creates a type whose records are upserted, read and searched at once', async () => {
    const input = newType('Gadget');
    const created = await createType(input);
    expect(created).toMatchObject({ name: 'Gadget', keyPrefix: input.keyPrefix, nameField: 'Model' });
    expect(created.fields.map((field) => [field.name, field.type, field.required])).toEqual([
      ['Model', 'text', true],
      ['Serial__c', 'text', false],
      ['Colour', 'picklist', false],
      ['AccountId', 'reference', false],
    ]);
    expect(await typeNames()).toContain('Gadget');

    const account = await upsert('Account', { Name: `Gadget owner ${Date.now()}` });
    const first = await upsert('Gadget', { Model: 'Whirlwind 3000', Colour: 'Red', AccountId: account });
    expect(first.startsWith(input.keyPrefix)).toBe(true);
    expect(await readRecord('Gadget', first)).toMatchObject({ Model: 'Whirlwind 3000', Colour: 'Red' });
    expect((await readRecord('Gadget', first))['Account']).toMatchObject({ Name: expect.any(String) });

    const scenario = await addScenario('Gadget', 'Model');
    const found = await ok<SearchOutput>(
      call(
        'POST',
        apiPaths.search,
        {
          objectPrefix: input.keyPrefix,
          objectData: { Model: 'Whirlwind 3000' },
          scenarioIds: [scenario.scenarioId],
        },
        'integration',
      ),
    );
    expect((found[input.keyPrefix] ?? []).map((found) => found.objectData.Id)).toEqual([
      expect.stringMatching(new RegExp(`^${first}`)),
    ]);
  });

  it.runIf(process.env['STEWARD_TEST_DATABASE'] === 'postgres')(
    'reaches every instance: another process upserts records of a type created here',
    async () => {
      const peer = await startPeerProcess(api.service.config);
      try {
        await upsert('Lead', { LastName: 'Warm-up', Company: 'Peer' }, peer);
        const input = newType('Widget');
        await createType(input);
        // Described and read by the other process before anything there writes or searches.
        await ok(api.callAt(peer.baseUrl, 'GET', apiPaths.describe('Widget')));
        const id = await upsert('Widget', { Model: 'Sprocket' }, peer);
        expect(id.startsWith(input.keyPrefix)).toBe(true);
      } finally {
        await peer.close();
      }
    },
    120_000,
  );

  it('names the path of every problem of a new type and creates nothing', async () => {
    const refused = await ok(
      call('POST', apiPaths.adminRecordTypes, {
        name: 'Lead',
        keyPrefix: '001',
        label: ' ',
        labelPlural: 'Things',
        nameField: 'Nope',
        fields: [
          { name: '2fast', label: 'Fast', type: 'text' },
          { name: 'Id', label: 'Id', type: 'text' },
          { name: 'Size', label: 'Size', type: 'shoe' },
          { name: 'size', label: '', type: 'number' },
          { name: 'Boss', label: 'Boss', type: 'reference' },
          { name: 'Maker', label: 'Maker', type: 'reference', referenceTo: 'Lemon' },
          { name: 'Kind', label: 'Kind', type: 'picklist', picklistValues: ['A', '', 'A'] },
          { name: 'Note', label: 'Note', type: 'text', referenceTo: 'Account', picklistValues: ['x'] },
          { name: 'Tags', label: 'Tags', type: 'picklist' },
        ],
      }),
      400,
    );
    expect(errorOf(refused).fields).toEqual([
      'name',
      'keyPrefix',
      'label',
      'fields.0.name',
      'fields.1.name',
      'fields.2.type',
      'fields.3.name',
      'fields.3.label',
      'fields.4.referenceTo',
      'fields.5.referenceTo',
      'fields.6.picklistValues.1',
      'fields.6.picklistValues.2',
      'fields.7.referenceTo',
      'fields.7.picklistValues',
      'fields.8.picklistValues',
      'nameField',
    ]);
    expect(errorOf(refused).message).toContain('keyPrefix: is the key prefix of Account');
    const taken = await ok(createTypeAnswer(newType('Thing', { keyPrefix: 'a0S' })), 400);
    expect(errorOf(taken).fields).toEqual(['keyPrefix']);
    const malformed = await ok(createTypeAnswer(newType('Thing', { keyPrefix: 'ab' })), 400);
    expect(errorOf(malformed).fields).toEqual(['keyPrefix']);
    expect(await typeNames()).not.toContain('Thing');
    expect((await call('POST', apiPaths.adminRecordTypes, newType('Thing'), 'steward')).status).toBe(403);
  });

  it('asks for confirmation before dropping the values of a removed or retyped field, then drops them', async () => {
    const type = await createType(newType('Gizmo'));
    const id = await upsert('Gizmo', { Model: 'Cog', Serial__c: 'S-1', Colour: 'Blue' });
    await upsert('Gizmo', { Model: 'Gear', Colour: 'Red' });
    const kept = fieldsOf(type).filter((field) => field.name !== 'Colour');
    const fields = [
      ...kept.map((field) => (field.name === 'Serial__c' ? { ...field, type: 'number' } : field)),
      { name: 'Weight', label: 'Weight', type: 'number' },
    ];

    const refused = await ok(change(type, fields), 409);
    expect(errorOf(refused).fields).toEqual(['Serial__c', 'Colour']);
    expect(errorOf(refused).message).toContain('Serial__c in 1 record, Colour in 2 records');
    expect(await readRecord('Gizmo', id)).toMatchObject({ Serial__c: 'S-1', Colour: 'Blue' });

    const changed = await ok<AdminRecordType>(change(type, fields, '?confirm=true'));
    expect(changed.fields.map((field) => field.name)).toEqual(['Model', 'Serial__c', 'AccountId', 'Weight']);
    const record = await readRecord('Gizmo', id);
    expect(record).toMatchObject({ Model: 'Cog', Serial__c: null, Weight: null });
    expect(record).not.toHaveProperty('Colour');
    expect(await upsert('Gizmo', { Model: 'Cog', Weight: 12 })).toBeTruthy();

    // A field no record holds a value in goes without asking; one written since is protected as the others were.
    const withoutLookup = fields.filter((field) => field.name !== 'AccountId');
    expect((await change(changed, withoutLookup)).status).toBe(200);
    const refusedAgain = await ok(
      change(
        changed,
        withoutLookup.filter((field) => field.name !== 'Weight'),
      ),
      409,
    );
    expect(errorOf(refusedAgain).fields).toEqual(['Weight']);
  });

  it('refuses to remove a field something uses, naming what, and to change what the path does not name', async () => {
    const type = await createType(newType('Doohickey'));
    await addScenario('Doohickey', 'Serial__c');
    await ok(
      call('PUT', apiPaths.filter('Doohickey', 'RedOnes'), {
        label: 'Red ones',
        conditions: [{ field: 'Colour', operator: 'EQUALS', value: 'Red' }],
      }),
      201,
    );
    const fields = fieldsOf(type)
      .filter((field) => field.name !== 'Serial__c' && field.name !== 'Model')
      .map((field) => (field.name === 'Colour' ? { ...field, type: 'text', picklistValues: null } : field));
    const refused = await ok(change(type, fields), 400);
    expect(errorOf(refused).fields).toEqual(['nameField', 'fields', 'fields.0.type']);
    expect(errorOf(refused).message).toContain(
      "Serial__c cannot be removed: scenario 'Doohickey by Serial__c' uses it",
    );
    expect(errorOf(refused).message).toContain("filter 'Red ones' compares it as one");

    expect((await change({ ...type, name: 'Lemon' }, fieldsOf(type))).status).toBe(404);
    const renamed = await ok(call('PUT', apiPaths.adminRecordType(type.name), { ...newType('Other') }), 400);
    expect(errorOf(renamed).fields).toEqual(['name', 'keyPrefix']);
  });

  it('deletes a type nothing refers to, and names why it will not delete one something does', async () => {
    const lonely = await createType(newType('Trinket', { fields: [gadgetFields[0]!] }));
    const pointing = await createType(
      newType('Bauble', {
        fields: [
          gadgetFields[0]!,
          { name: 'TrinketId', label: 'Trinket', type: 'reference', referenceTo: 'Trinket' },
        ],
      }),
    );
    const refused = await ok(call('DELETE', apiPaths.adminRecordType(lonely.name)), 409);
    expect(errorOf(refused).message).toBe(
      'Trinket cannot be deleted: the lookup Bauble.TrinketId points to it.',
    );

    expect((await call('DELETE', apiPaths.adminRecordType(pointing.name))).status).toBe(204);
    expect((await call('DELETE', apiPaths.adminRecordType(lonely.name))).status).toBe(204);
    expect((await call('GET', apiPaths.adminRecordType(lonely.name))).status).toBe(404);
    expect((await call('DELETE', apiPaths.adminRecordType(lonely.name))).status).toBe(404);

    const lead = await ok(call('DELETE', apiPaths.adminRecordType('Lead')), 409);
    expect(errorOf(lead).message).toMatch(
      /^Lead cannot be deleted: it has \d+ records; scenarios .* score it; filters .* select it; the lookup CampaignMember\.LeadId points to it\.$/,
    );
  });

  it('names records by the template and secondary fields an admin sets, and by the default again when cleared', async () => {
    const type = await createType(
      newType('Contraption', { displayTemplate: '{Model} ({Serial__c})', secondaryFields: ['Colour'] }),
    );
    expect(type).toMatchObject({
      displayTemplate: '{Model} ({Serial__c})',
      defaultDisplayTemplate: '{Model}',
      secondaryFields: ['Colour'],
    });
    const id = await upsert(type.name, { Model: 'Zephyr', Serial__c: 'Z-1', Colour: 'Blue' });
    const nameOf = async () =>
      (await ok<AuditEventList>(call('GET', `${apiPaths.auditEvents}?recordId=${id}`))).events[0]!.record;
    expect(await nameOf()).toMatchObject({
      displayName: 'Zephyr (Z-1)',
      details: [{ field: 'Colour', value: 'Blue' }],
    });

    // A change that leaves the display out keeps it; null sets the default again.
    const kept = await ok(change(type, fieldsOf(type)));
    expect(kept).toMatchObject({
      displayTemplate: '{Model} ({Serial__c})',
      secondaryFields: ['Colour'],
    });
    await ok(
      call('PUT', apiPaths.adminRecordType(type.name), {
        label: type.label,
        labelPlural: type.labelPlural,
        nameField: type.nameField,
        displayTemplate: null,
        secondaryFields: [],
        fields: fieldsOf(type),
      }),
    );
    expect(await nameOf()).toMatchObject({ displayName: 'Zephyr', details: [] });
  });

  it('names the problem with a template or secondary field that names no field, and changes nothing', async () => {
    const type = await createType(newType('Sprocket'));
    const refused = await ok(
      call('PUT', apiPaths.adminRecordType(type.name), {
        label: type.label,
        labelPlural: type.labelPlural,
        nameField: type.nameField,
        displayTemplate: '{Model} {Size}',
        secondaryFields: ['Colour', 'Weight', 'Colour'],
        fields: fieldsOf(type),
      }),
      400,
    );
    const message = errorOf(refused).message;
    expect(message).toContain('displayTemplate: names no field of the definition: Size');
    expect(message).toContain('secondaryFields.1: names no field of the definition: Weight');
    expect(message).toContain('secondaryFields.2: Colour is listed already');
    const braces = await ok(
      createTypeAnswer(newType('Cog', { displayTemplate: '{Model} {Serial number}' })),
      400,
    );
    expect(errorOf(braces).message).toContain('displayTemplate: has a brace around no field name');
    const tooMany = await ok(
      createTypeAnswer(newType('Cog', { secondaryFields: ['Model', 'Serial__c', 'Colour', 'AccountId'] })),
      400,
    );
    expect(errorOf(tooMany).message).toContain('secondaryFields');
    expect(await ok(call('GET', apiPaths.adminRecordType(type.name)))).toMatchObject({
      displayTemplate: null,
      secondaryFields: [],
    });
  });

  it('keeps the secondary fields a change leaves, and refuses a change that takes a template’s field', async () => {
    const type = await createType(
      newType('Flange', { displayTemplate: '{Model} {Serial__c}', secondaryFields: ['Colour', 'Serial__c'] }),
    );
    const withoutColour = fieldsOf(type).filter((field) => field.name !== 'Colour');
    const kept = await ok<AdminRecordType>(change(type, withoutColour));
    expect(kept.secondaryFields).toEqual(['Serial__c']);
    const refused = await ok(
      change(
        type,
        withoutColour.filter((field) => field.name !== 'Serial__c'),
      ),
      400,
    );
    expect(errorOf(refused).message).toContain(
      'displayTemplate: names no field of the definition: Serial__c',
    );
  });
});
