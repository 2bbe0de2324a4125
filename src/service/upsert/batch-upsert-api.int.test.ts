import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { BatchUpsertOutput, BatchUpsertRequest } from '../../contract/batch-upsert';
import type { SalesforceError } from '../../contract/errors';
import type { SObjectRecord } from '../../contract/records';
import type { UpsertDataInput } from '../../contract/upsert';
import { ok, useTestApi, type As } from '../testing/api-kit';
import { demoRecordIds, recordCount as countRecords } from '../testing/demo-records';
import { randomPerson } from '../testing/random-person';

/**
 * POST dc3DataApi/batch: many upserts in one request. Each input must come out exactly as the single upsert
 * (upsert-api.int.test.ts) would answer it, in order, so these tests compare with it rather than restate it.
 */
const api = useTestApi({ as: 'integration' });
const { call } = api;
let campaignId: string;

beforeAll(async () => {
  [campaignId] = (await demoRecordIds(api.service.store.db, 'Campaign')) as [string];
});

const batch = (body: BatchUpsertRequest, { as, query = '' }: { as?: As; query?: string } = {}) =>
  ok<BatchUpsertOutput>(call('POST', `${apiPaths.batchUpsert}${query}`, body, as));

const refused = async (body: unknown, as?: As) =>
  (await ok<SalesforceError[]>(call('POST', apiPaths.batchUpsert, body, as), 400))[0]!;

const recordCount = () => countRecords(api.service.store.db);

const getRecord = (type: string, id: string) => ok<SObjectRecord>(call('GET', apiPaths.record(type, id)));

const auditOf = async (recordId: string) =>
  (
    await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?recordId=${recordId}`, undefined, 'steward'),
    )
  ).events;

const lead = (objectData: UpsertDataInput['objectData'] = randomPerson()): UpsertDataInput => ({
  duplicateCheck: true,
  objectType: 'Lead',
  objectData,
});

/** A Lead no rule allows: the picklist has no such status. */
const brokenLead = (): UpsertDataInput => lead({ ...randomPerson(), Status: 'Hot' });

/** A Lead with a campaign membership whose status the picklist lacks: it fails after the Lead is written. */
const leadWithBrokenMember = (): UpsertDataInput => ({
  ...lead(),
  relatedList: [
    { objectType: 'CampaignMember', referenceField: 'LeadId', objectData: { CampaignId: campaignId } },
    {
      objectType: 'CampaignMember',
      referenceField: 'LeadId',
      objectData: { CampaignId: campaignId, Status: 'Maybe' },
    },
  ],
});

const lastNameOf = (input: UpsertDataInput) => input.objectData['LastName'];

describe('POST dc3DataApi/batch: each input as the single upsert does it, in order', () => {
  it('answers one output per input, in order, each as the single upsert answers it', async () => {
    const inputs = [lead(), lead(), lead()];
    const outputs = await batch({ records: inputs });
    expect(outputs.map((output) => output.objectData?.['LastName'])).toEqual(inputs.map(lastNameOf));
    for (const output of outputs) {
      expect(output).toEqual({
        isSuccess: true,
        isCreated: true,
        errorMessage: null,
        objectId: expect.stringMatching(/^00Q[0-9A-Za-z]{15}$/),
        objectData: expect.objectContaining({ Id: output.objectId }),
        relatedList: [],
      });
      expect(await getRecord('Lead', output.objectId!)).toMatchObject({ Id: output.objectId });
    }
  });

  it('lets an input find the record an earlier one created, as a second single upsert finds the first', async () => {
    const person = randomPerson();
    const twice = [lead(person), lead({ ...person, Title: 'CFO' })];
    const singly = [await api.upsert(twice[0]!), await api.upsert(twice[1]!)];
    expect(singly.map((output) => output.isCreated)).toEqual([true, false]);
    expect(singly[1]!.objectId).toBe(singly[0]!.objectId);

    const other = randomPerson();
    const [created, updated] = await batch({
      records: [lead(other), lead({ ...other, Title: 'CFO' })],
    });
    expect([created!.isCreated, updated!.isCreated]).toEqual([true, false]);
    expect(updated!.objectId).toBe(created!.objectId);
    expect(await getRecord('Lead', created!.objectId!)).toMatchObject({ Title: 'CFO' });
    // Both are written in one transaction, often in the same millisecond, which leaves their order in the trail open.
    const events = await auditOf(created!.objectId!);
    expect(events.map((event) => [event.action, event.endpoint]).sort()).toEqual([
      ['CREATE', `POST ${apiPaths.batchUpsert}`],
      ['UPDATE', `POST ${apiPaths.batchUpsert}`],
    ]);
    expect(events.find((event) => event.action === 'UPDATE')!.changes).toEqual([
      { field: 'Title', before: null, after: 'CFO' },
    ]);
  });

  it('adds the Steward detail fields with ?detail=true', async () => {
    const person = randomPerson();
    const [, updated] = await batch(
      { records: [lead(person), lead({ ...person, Title: 'CFO' })] },
      { query: '?detail=true' },
    );
    expect(updated).toMatchObject({
      isCreated: false,
      match: { score: 100 },
      changes: [{ field: 'Title', before: null, after: 'CFO' }],
      potentialDuplicates: [],
      errorField: null,
    });
  });

  it('answers an empty batch with no outputs', async () => {
    expect(await batch({ records: [] })).toEqual([]);
  });
});

describe('POST dc3DataApi/batch: allOrNone', () => {
  it('false (the default): a failing input in the middle answers its own error, the others are saved', async () => {
    const before = await recordCount();
    const broken = brokenLead();
    const inputs = [lead(), broken, lead()];
    const outputs = await batch({ records: inputs });
    expect(outputs.map((output) => output.isSuccess)).toEqual([true, false, true]);
    expect(outputs[1]).toEqual(await api.upsert(broken));
    expect(outputs[1]!.errorMessage).toMatch(/^Status: 'Hot' is not one of/);
    expect(await recordCount()).toBe(before + 2);
  });

  it('false: an input rolled back on its own leaves those before and after it saved, in order', async () => {
    const before = await recordCount();
    const person = randomPerson();
    const broken = leadWithBrokenMember();
    const outputs = await batch({
      allOrNone: false,
      records: [lead(person), broken, lead({ ...person, Title: 'CFO' })],
    });
    expect(outputs[1]).toEqual(await api.upsert(broken));
    expect(outputs[1]!.errorMessage).toMatch(/^Nothing was saved: related record 2 failed/);
    // The third still finds the first: it was saved before the third ran.
    expect(outputs[2]).toMatchObject({ isSuccess: true, isCreated: false, objectId: outputs[0]!.objectId });
    expect(await recordCount()).toBe(before + 1);
    expect(await getRecord('Lead', outputs[0]!.objectId!)).toMatchObject({ Title: 'CFO' });
  });

  it('false: an input of its own allOrNone false keeps its entries that succeeded', async () => {
    const before = await recordCount();
    const partly = { ...leadWithBrokenMember(), allOrNone: false };
    const [output] = await batch({ records: [partly] });
    expect(output!.relatedList.map((entry) => entry.isSuccess)).toEqual([true, false]);
    expect(await recordCount()).toBe(before + 2);
  });

  it('true: a failing input in the middle saves nothing, and every output says why', async () => {
    const before = await recordCount();
    const first = { ...lead(), relatedList: leadWithBrokenMember().relatedList!.slice(0, 1) };
    const broken = brokenLead();
    const last = lead();
    const outputs = await batch(
      { allOrNone: true, records: [first, broken, last] },
      { query: '?detail=true' },
    );
    const rolledBack = 'Rolled back: input 2 of the batch failed, so nothing was saved';
    expect(outputs[0]).toMatchObject({
      isSuccess: false,
      objectId: null,
      errorMessage: rolledBack,
      relatedList: [{ isSuccess: false, objectId: null, errorMessage: rolledBack }],
    });
    expect(outputs[1]).toEqual(await api.upsert(broken, { query: '?detail=true' }));
    expect(outputs[1]!.errorField).toBe('Status');
    expect(outputs[2]).toMatchObject({ isSuccess: false, objectId: null, errorMessage: rolledBack });
    expect(await recordCount()).toBe(before);
    const audit = await ok(
      call('GET', `${apiPaths.auditEvents}?objectType=Lead&limit=20`, undefined, 'steward'),
    );
    for (const input of [first, last]) expect(JSON.stringify(audit)).not.toContain(lastNameOf(input));
  });

  it('true: every failing input answers its own error, the first failure named in the others', async () => {
    const before = await recordCount();
    const outputs = await batch({
      allOrNone: true,
      records: [lead(), brokenLead(), lead(), leadWithBrokenMember()],
    });
    expect(outputs.map((output) => output.errorMessage)).toEqual([
      'Rolled back: input 2 of the batch failed, so nothing was saved',
      expect.stringMatching(/^Status: 'Hot'/),
      'Rolled back: input 2 of the batch failed, so nothing was saved',
      expect.stringMatching(/^Nothing was saved: related record 2 failed/),
    ]);
    expect(await recordCount()).toBe(before);
  });

  it('true: a batch that fails nowhere is saved whole', async () => {
    const before = await recordCount();
    const outputs = await batch({ allOrNone: true, records: [lead(), lead()] });
    expect(outputs.map((output) => output.isSuccess)).toEqual([true, true]);
    expect(await recordCount()).toBe(before + 2);
  });
});

describe('POST dc3DataApi/batch: limits and malformed requests', () => {
  it('takes 200 inputs, and refuses 201 with 400 before anything is written', async () => {
    const outputs = await batch({ records: Array.from({ length: 200 }, () => lead()) });
    expect(outputs.filter((output) => output.isSuccess)).toHaveLength(200);

    const before = await recordCount();
    const error = await refused({ records: Array.from({ length: 201 }, () => lead()) });
    expect(error).toMatchObject({
      errorCode: 'INVALID_INPUT',
      message: 'records: must hold at most 200 entries',
      fields: ['records'],
    });
    expect(await recordCount()).toBe(before);
  });

  it.each([
    ['records that is no array', { records: lead() }, /^records: must be array$/],
    ['no records', { allOrNone: true }, /^records: is required$/],
    ['an unknown field beside records', { records: [], allOrNone: true, batchSize: 5 }, /^batchSize: /],
    ['an allOrNone that is text', { records: [], allOrNone: 'yes' }, /^allOrNone: must be boolean$/],
  ])('answers %s with 400 naming the field', async (_what, body, message) => {
    expect(await refused(body)).toMatchObject({
      errorCode: 'INVALID_INPUT',
      message: expect.stringMatching(message),
    });
  });

  it('names the slot of an input its schema refuses, and writes none of the valid ones', async () => {
    const before = await recordCount();
    const { objectType: _objectType, ...untyped } = lead();
    const error = await refused({
      allOrNone: false,
      records: [lead(), lead(), lead(), untyped, { ...lead(), duplicateScore: 120 }],
    });
    expect(error.message).toMatch(/records\.3\.objectType: is required/);
    expect(error.message).toMatch(/records\.4\.duplicateScore: /);
    expect(error.fields).toEqual(['records.3.objectType', 'records.4.duplicateScore']);
    expect(await recordCount()).toBe(before);
  });
});

describe('POST dc3DataApi/batch: who may call it', () => {
  it('refuses as the single upsert does: no token, a viewer, a user without a licence seat', async () => {
    const body = { records: [lead()] };
    const before = await recordCount();
    expect((await call('POST', apiPaths.batchUpsert, body, null)).status).toBe(401);
    for (const who of ['viewer', 'guest'] as const) {
      const single = await call('POST', apiPaths.upsert, { input: body.records[0] }, who);
      const many = await call('POST', apiPaths.batchUpsert, body, who);
      expect(many, who).toEqual(single);
      expect(many.status, who).toBe(403);
    }
    expect(await recordCount()).toBe(before);
  });

  it('lets a steward and the integration client upsert, each audited as itself', async () => {
    for (const who of ['steward', 'integration'] as const) {
      const [output] = await batch({ records: [lead()] }, { as: who });
      expect(output!.isSuccess).toBe(true);
      expect((await auditOf(output!.objectId!))[0]).toMatchObject({ action: 'CREATE', principal: who });
    }
  });
});
