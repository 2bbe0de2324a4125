import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, bearer = admin) =>
  callApi(service.baseUrl, method, path, bearer, body);

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

async function createType(input: NewRecordType): Promise<AdminRecordType> {
  const { status, body } = await call('POST', apiPaths.adminRecordTypes, input);
  expect(status, JSON.stringify(body)).toBe(201);
  return body as AdminRecordType;
}

async function upsert(objectType: string, objectData: Record<string, unknown>, baseUrl = service.baseUrl) {
  const { status, body } = await callApi(baseUrl, 'POST', apiPaths.upsert, integration, {
    input: { objectType, objectData },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as UpsertDataOutput).objectId!;
}

async function addScenario(objectName: string, field: string): Promise<AdminScenario> {
  const { status, body } = await call('POST', apiPaths.adminScenarios, {
    objectName,
    scenarioName: `${objectName} by ${field}`,
    threshold: 80,
    onApi: true,
    scenarioFields: [{ field, matchMethod: 'FUZZY', weight: 100 }],
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as AdminScenario;
}

const readRecord = async (objectType: string, id: string) =>
  (await call('GET', apiPaths.record(objectType, id), undefined, integration)).body as SObjectRecord;

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
    const { body: listed } = await call('GET', apiPaths.adminRecordTypes);
    expect((listed as AdminRecordTypeList).recordTypes.map((type) => type.name)).toContain('Gadget');

    const account = await upsert('Account', { Name: `Gadget owner ${Date.now()}` });
    const first = await upsert('Gadget', { Model: 'Whirlwind 3000', Colour: 'Red', AccountId: account });
    expect(first.startsWith(input.keyPrefix)).toBe(true);
    expect(await readRecord('Gadget', first)).toMatchObject({ Model: 'Whirlwind 3000', Colour: 'Red' });
    expect((await readRecord('Gadget', first))['Account']).toMatchObject({ Name: expect.any(String) });

    const scenario = await addScenario('Gadget', 'Model');
    const { status, body } = await call(
      'POST',
      apiPaths.search,
      {
        objectPrefix: input.keyPrefix,
        objectData: { Model: 'Whirlwind 3000' },
        scenarioIds: [scenario.scenarioId],
      },
      integration,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(((body as SearchOutput)[input.keyPrefix] ?? []).map((found) => found.objectData.Id)).toEqual([
      expect.stringMatching(new RegExp(`^${first}`)),
    ]);
  });

  it.runIf(process.env['STEWARD_TEST_DATABASE'] === 'postgres')(
    'reaches every instance: another process upserts records of a type created here',
    async () => {
      const peer = await startPeerProcess(service.config);
      try {
        await upsert('Lead', { LastName: 'Warm-up', Company: 'Peer' }, peer.baseUrl);
        const input = newType('Widget');
        await createType(input);
        // Described and read by the other process before anything there writes or searches.
        const described = await callApi(peer.baseUrl, 'GET', apiPaths.describe('Widget'), admin);
        expect(described.status).toBe(200);
        const id = await upsert('Widget', { Model: 'Sprocket' }, peer.baseUrl);
        expect(id.startsWith(input.keyPrefix)).toBe(true);
      } finally {
        await peer.close();
      }
    },
    120_000,
  );

  it('names the path of every problem of a new type and creates nothing', async () => {
    const { status, body } = await call('POST', apiPaths.adminRecordTypes, {
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
    });
    expect(status).toBe(400);
    expect(errorOf(body).fields).toEqual([
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
    expect(errorOf(body).message).toContain('keyPrefix: is the key prefix of Account');
    const taken = await call('POST', apiPaths.adminRecordTypes, newType('Thing', { keyPrefix: 'a0S' }));
    expect(errorOf(taken.body).fields).toEqual(['keyPrefix']);
    const malformed = await call('POST', apiPaths.adminRecordTypes, newType('Thing', { keyPrefix: 'ab' }));
    expect(errorOf(malformed.body).fields).toEqual(['keyPrefix']);
    const { body: listed } = await call('GET', apiPaths.adminRecordTypes);
    expect((listed as AdminRecordTypeList).recordTypes.map((type) => type.name)).not.toContain('Thing');
    const steward = await userToken(service.config.oidc.issuer, 'steward');
    expect((await call('POST', apiPaths.adminRecordTypes, newType('Thing'), steward)).status).toBe(403);
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

    const refused = await change(type, fields);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).fields).toEqual(['Serial__c', 'Colour']);
    expect(errorOf(refused.body).message).toContain('Serial__c in 1 record, Colour in 2 records');
    expect(await readRecord('Gizmo', id)).toMatchObject({ Serial__c: 'S-1', Colour: 'Blue' });

    const confirmed = await change(type, fields, '?confirm=true');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((confirmed.body as AdminRecordType).fields.map((field) => field.name)).toEqual([
      'Model',
      'Serial__c',
      'AccountId',
      'Weight',
    ]);
    const record = await readRecord('Gizmo', id);
    expect(record).toMatchObject({ Model: 'Cog', Serial__c: null, Weight: null });
    expect(record).not.toHaveProperty('Colour');
    expect(await upsert('Gizmo', { Model: 'Cog', Weight: 12 })).toBeTruthy();

    const changed = confirmed.body as AdminRecordType;
    // A field no record holds a value in goes without asking; one written since is protected as the others were.
    const withoutLookup = fields.filter((field) => field.name !== 'AccountId');
    expect((await change(changed, withoutLookup)).status).toBe(200);
    const refusedAgain = await change(
      changed,
      withoutLookup.filter((field) => field.name !== 'Weight'),
    );
    expect(refusedAgain.status).toBe(409);
    expect(errorOf(refusedAgain.body).fields).toEqual(['Weight']);
  });

  it('refuses to remove a field something uses, naming what, and to change what the path does not name', async () => {
    const type = await createType(newType('Doohickey'));
    await addScenario('Doohickey', 'Serial__c');
    const filter = await call('PUT', apiPaths.filter('Doohickey', 'RedOnes'), {
      label: 'Red ones',
      conditions: [{ field: 'Colour', operator: 'EQUALS', value: 'Red' }],
    });
    expect(filter.status, JSON.stringify(filter.body)).toBe(201);
    const fields = fieldsOf(type)
      .filter((field) => field.name !== 'Serial__c' && field.name !== 'Model')
      .map((field) => (field.name === 'Colour' ? { ...field, type: 'text', picklistValues: null } : field));
    const { status, body } = await change(type, fields);
    expect(status).toBe(400);
    expect(errorOf(body).fields).toEqual(['nameField', 'fields', 'fields.0.type']);
    expect(errorOf(body).message).toContain(
      "Serial__c cannot be removed: scenario 'Doohickey by Serial__c' uses it",
    );
    expect(errorOf(body).message).toContain("filter 'Red ones' compares it as one");

    expect((await change({ ...type, name: 'Lemon' }, fieldsOf(type))).status).toBe(404);
    const renamed = await call('PUT', apiPaths.adminRecordType(type.name), { ...newType('Other') });
    expect(errorOf(renamed.body).fields).toEqual(['name', 'keyPrefix']);
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
    const refused = await call('DELETE', apiPaths.adminRecordType(lonely.name));
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).message).toBe(
      'Trinket cannot be deleted: the lookup Bauble.TrinketId points to it.',
    );

    expect((await call('DELETE', apiPaths.adminRecordType(pointing.name))).status).toBe(204);
    expect((await call('DELETE', apiPaths.adminRecordType(lonely.name))).status).toBe(204);
    expect((await call('GET', apiPaths.adminRecordType(lonely.name))).status).toBe(404);
    expect((await call('DELETE', apiPaths.adminRecordType(lonely.name))).status).toBe(404);

    const lead = await call('DELETE', apiPaths.adminRecordType('Lead'));
    expect(lead.status).toBe(409);
    expect(errorOf(lead.body).message).toMatch(
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
    const nameOf = async () => {
      const { body } = await call('GET', `${apiPaths.auditEvents}?recordId=${id}`);
      return (body as AuditEventList).events[0]!.record;
    };
    expect(await nameOf()).toMatchObject({
      displayName: 'Zephyr (Z-1)',
      details: [{ field: 'Colour', value: 'Blue' }],
    });

    // A change that leaves the display out keeps it; null sets the default again.
    const kept = await change(type, fieldsOf(type));
    expect(kept.body).toMatchObject({
      displayTemplate: '{Model} ({Serial__c})',
      secondaryFields: ['Colour'],
    });
    const cleared = await call('PUT', apiPaths.adminRecordType(type.name), {
      label: type.label,
      labelPlural: type.labelPlural,
      nameField: type.nameField,
      displayTemplate: null,
      secondaryFields: [],
      fields: fieldsOf(type),
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await nameOf()).toMatchObject({ displayName: 'Zephyr', details: [] });
  });

  it('names the problem with a template or secondary field that names no field, and changes nothing', async () => {
    const type = await createType(newType('Sprocket'));
    const refused = await call('PUT', apiPaths.adminRecordType(type.name), {
      label: type.label,
      labelPlural: type.labelPlural,
      nameField: type.nameField,
      displayTemplate: '{Model} {Size}',
      secondaryFields: ['Colour', 'Weight', 'Colour'],
      fields: fieldsOf(type),
    });
    expect(refused.status).toBe(400);
    const message = errorOf(refused.body).message;
    expect(message).toContain('displayTemplate: names no field of the definition: Size');
    expect(message).toContain('secondaryFields.1: names no field of the definition: Weight');
    expect(message).toContain('secondaryFields.2: Colour is listed already');
    const braces = await createTypeAnswer(newType('Cog', { displayTemplate: '{Model} {Serial number}' }));
    expect(braces.status).toBe(400);
    expect(errorOf(braces.body).message).toContain('displayTemplate: has a brace around no field name');
    const tooMany = await createTypeAnswer(
      newType('Cog', { secondaryFields: ['Model', 'Serial__c', 'Colour', 'AccountId'] }),
    );
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany.body).message).toContain('secondaryFields');
    const { body } = await call('GET', apiPaths.adminRecordType(type.name));
    expect(body).toMatchObject({ displayTemplate: null, secondaryFields: [] });
  });

  it('keeps the secondary fields a change leaves, and refuses a change that takes a template’s field', async () => {
    const type = await createType(
      newType('Flange', { displayTemplate: '{Model} {Serial__c}', secondaryFields: ['Colour', 'Serial__c'] }),
    );
    const withoutColour = fieldsOf(type).filter((field) => field.name !== 'Colour');
    const kept = await change(type, withoutColour);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((kept.body as AdminRecordType).secondaryFields).toEqual(['Serial__c']);
    const refused = await change(
      type,
      withoutColour.filter((field) => field.name !== 'Serial__c'),
    );
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).message).toContain(
      'displayTemplate: names no field of the definition: Serial__c',
    );
  });
});
