import type { Connection } from 'jsforce';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BatchUpsertOutput, BatchUpsertRequest } from '../../contract/batch-upsert';
import type { UpsertDataInput, UpsertDataOutput } from '../../contract/upsert';
import { randomPerson } from '../testing/random-person';
import { useTestApi } from '../testing/api-kit';
import { jsforceConnection } from '../testing/jsforce-connection';
import { demoRecordIds } from '../testing/demo-records';

/**
 * The upsert as a Salesforce integration calls it: through jsforce, unchanged. The semantics themselves are
 * covered over plain HTTP in upsert-api.int.test.ts; here the point is that a real client reads our answers,
 * our errors and our records the way it reads the original's.
 */
const api = useTestApi();
let conn: Connection;
let campaignId: string;

beforeAll(async () => {
  conn = jsforceConnection(api.service.baseUrl, api.tokens.integration);
  [campaignId] = (await demoRecordIds(api.service.store.db, 'Campaign')) as [string];
});

const upsert = (input: UpsertDataInput) =>
  conn.apex.post<UpsertDataOutput>('/dupcheck/dc3DataApi', { input });

/** The example request from the original's documentation: a Lead and its campaign membership. */
const exampleInput = (person: ReturnType<typeof randomPerson>): UpsertDataInput => ({
  allOrNone: true,
  duplicateCheck: true,
  duplicateScore: 75,
  objectType: 'Lead',
  objectData: {
    LastName: person.LastName,
    FirstName: person.FirstName,
    Company: person.Company,
    Email: person.Email,
  },
  relatedList: [
    {
      duplicateCheck: false,
      duplicateScore: 0,
      objectType: 'CampaignMember',
      referenceField: 'LeadId',
      objectData: { CampaignId: campaignId },
    },
  ],
});

describe('jsforce: conn.apex.post to dc3DataApi', () => {
  it("creates the original's example Lead with its CampaignMember, then finds it on a repeat", async () => {
    const person = randomPerson();
    const created = await upsert(exampleInput(person));
    expect(created).toMatchObject({
      isSuccess: true,
      isCreated: true,
      errorMessage: null,
      objectId: expect.stringMatching(/^00Q[0-9A-Za-z]{15}$/),
    });
    expect(created.relatedList).toHaveLength(1);
    const member = created.relatedList[0]!;
    expect(member).toMatchObject({
      isSuccess: true,
      isCreated: true,
      objectId: expect.stringMatching(/^00v[0-9A-Za-z]{15}$/),
      objectData: { CampaignId: campaignId, LeadId: created.objectId },
      relatedList: [],
    });

    const again = await upsert(exampleInput(person));
    expect(again).toMatchObject({ isSuccess: true, isCreated: false, objectId: created.objectId });
  });

  it('resolves a record the service refuses, with isSuccess false and the field in errorMessage', async () => {
    const output = await upsert({
      objectType: 'Lead',
      objectData: { ...randomPerson(), Email: 'not-an-address' },
    });
    expect(output).toMatchObject({ isSuccess: false, isCreated: false, objectId: null });
    expect(output.errorMessage).toMatch(/^Email: /);
  });

  it('rejects a body without input as INVALID_INPUT, read from the Salesforce error body', async () => {
    const error = await conn.apex.post('/dupcheck/dc3DataApi', {}).then(
      () => expect.unreachable('a body without input must be refused'),
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'INVALID_INPUT', errorCode: 'INVALID_INPUT' });
    expect((error as Error).message).toMatch(/input/);
  });
});

describe('jsforce: conn.apex.post to dc3DataApi/batch', () => {
  const upsertBatch = (body: BatchUpsertRequest) =>
    conn.apex.post<BatchUpsertOutput>('/dupcheck/dc3DataApi/batch', body);

  it("upserts the original's example for several people in one call, one output each, in order", async () => {
    const people = [randomPerson(), randomPerson()];
    const outputs = await upsertBatch({ allOrNone: true, records: people.map(exampleInput) });
    expect(
      outputs.map((output) => [output.isSuccess, output.isCreated, output.objectData?.['LastName']]),
    ).toEqual(people.map((person) => [true, true, person.LastName]));
    expect(outputs[1]!.relatedList[0]).toMatchObject({
      isSuccess: true,
      objectData: { LeadId: outputs[1]!.objectId },
    });

    const again = await upsertBatch({ records: people.map(exampleInput) });
    expect(again.map((output) => output.objectId)).toEqual(outputs.map((output) => output.objectId));
  });

  it('rejects more than 200 inputs as INVALID_INPUT naming records', async () => {
    const records = Array.from({ length: 201 }, () => exampleInput(randomPerson()));
    await expect(upsertBatch({ records })).rejects.toMatchObject({
      name: 'INVALID_INPUT',
      errorCode: 'INVALID_INPUT',
      message: expect.stringMatching(/^records: /),
    });
  });
});

describe('jsforce: conn.sobject().retrieve', () => {
  it('reads back the record an upsert created', async () => {
    const person = randomPerson();
    const { objectId } = await upsert({ objectType: 'Lead', objectData: person });
    const record = await conn.sobject('Lead').retrieve(objectId!);
    expect(record).toMatchObject({
      attributes: { type: 'Lead' },
      Id: objectId,
      ...person,
    });
  });

  it('rejects an unknown id as NOT_FOUND', async () => {
    await expect(conn.sobject('Lead').retrieve('00QSt0zzzzzzzzz')).rejects.toMatchObject({
      name: 'NOT_FOUND',
      errorCode: 'NOT_FOUND',
    });
  });
});
