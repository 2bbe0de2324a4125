import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { PotentialDuplicateList } from '../../contract/potential-duplicates';
import type { SObjectRecord } from '../../contract/records';
import type { UpsertDataInput, UpsertDataOutput } from '../../contract/upsert';
import { randomPerson } from '../testing/random-person';
import { callApi } from '../testing/api-call';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';
import { demoRecordIds, recordCount as countRecords } from '../testing/demo-records';

let service: TestService;
let integration: string;
let steward: string;
let campaignId: string;

beforeAll(async () => {
  service = await startTestService();
  const { issuer } = service.config.oidc;
  [integration, steward] = await Promise.all([clientCredentialsToken(issuer), userToken(issuer, 'steward')]);
  [campaignId] = (await demoRecordIds(service.store.db, 'Campaign')) as [string];
});
afterAll(() => service.close());

const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  callApi(service.baseUrl, method, path, method === 'GET' ? steward : integration, body);

async function upsert(input: UpsertDataInput, query = '') {
  const { status, body } = await call('POST', `${apiPaths.upsert}${query}`, { input });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as UpsertDataOutput;
}
const preview = (input: UpsertDataInput) => upsert(input, '?preview=true');

const recordCount = () => countRecords(service.store.db);

async function storedLead(id: string) {
  const { status, body } = await call('GET', apiPaths.record('Lead', id));
  expect(status).toBe(200);
  return body as SObjectRecord;
}

async function auditCount(recordId: string) {
  const { body } = await call('GET', `${apiPaths.auditEvents}?recordId=${recordId}`);
  return (body as AuditEventList).events.length;
}

async function loggedPairs(recordId: string) {
  const { body } = await call('GET', `${apiPaths.potentialDuplicates}?recordId=${recordId}`);
  return (body as PotentialDuplicateList).potentialDuplicates;
}

describe('POST dc3DataApi?preview=true', () => {
  it('says which record would be updated and each field that would change, and changes nothing', async () => {
    const person = randomPerson();
    const stored = await upsert({ duplicateCheck: true, objectType: 'Lead', objectData: person });
    const [countBefore, auditBefore] = [await recordCount(), await auditCount(stored.objectId!)];

    const typed = { ...person, FirstName: `${person.FirstName}n`, Title: 'CFO' };
    const previewed = await preview({ duplicateCheck: true, objectType: 'Lead', objectData: typed });

    expect(previewed).toMatchObject({
      isSuccess: true,
      isCreated: false,
      objectId: stored.objectId,
      match: { score: expect.any(Number) },
      potentialDuplicates: [],
    });
    expect(previewed.changes).toEqual([
      { field: 'FirstName', before: person.FirstName, after: typed.FirstName },
      { field: 'Title', before: null, after: 'CFO' },
    ]);
    expect(await storedLead(stored.objectId!)).toMatchObject({ FirstName: person.FirstName, Title: null });
    expect(await recordCount()).toBe(countBefore);
    expect(await auditCount(stored.objectId!)).toBe(auditBefore);
  });

  it('makes the decision the save then makes', async () => {
    const person = randomPerson();
    const stored = await upsert({ duplicateCheck: true, objectType: 'Lead', objectData: person });
    const input: UpsertDataInput = {
      duplicateCheck: true,
      objectType: 'Lead',
      objectData: { ...person, City: 'Leiden' },
    };
    const previewed = await preview(input);
    const saved = await upsert(input, '?detail=true');
    expect(saved).toEqual(previewed);
    expect(saved.objectId).toBe(stored.objectId);
  });

  it('says a record would be created without giving it an id, and creates nothing', async () => {
    const before = await recordCount();
    const person = randomPerson();
    const previewed = await preview({
      duplicateCheck: true,
      objectType: 'Lead',
      objectData: person,
      relatedList: [
        { objectType: 'CampaignMember', referenceField: 'LeadId', objectData: { CampaignId: campaignId } },
      ],
    });
    expect(previewed).toMatchObject({ isSuccess: true, isCreated: true, objectId: null, match: null });
    expect(previewed.objectData).toEqual(person);
    expect(previewed.changes).toEqual(
      expect.arrayContaining([{ field: 'LastName', before: null, after: person.LastName }]),
    );
    expect(previewed.relatedList).toEqual([
      expect.objectContaining({
        isSuccess: true,
        isCreated: true,
        objectId: null,
        objectData: { CampaignId: campaignId, LeadId: null },
      }),
    ]);
    expect(await recordCount()).toBe(before);
  });

  it('logs no pair for review', async () => {
    const person = randomPerson();
    const first = await upsert({ duplicateCheck: true, objectType: 'Lead', objectData: person });
    const previewed = await preview({
      duplicateCheck: true,
      duplicateScore: 100,
      objectType: 'Lead',
      objectData: { ...person, Company: 'Entirely Different Trading' },
    });
    expect(previewed).toMatchObject({ isCreated: true, objectId: null });
    expect(previewed.potentialDuplicates).toEqual([
      { duplicateId: first.objectId, score: expect.any(Number) },
    ]);
    expect(await loggedPairs(first.objectId!)).toEqual([]);
  });

  it('answers the failures the save would, entry by entry, with allOrNone false too', async () => {
    const before = await recordCount();
    const entries = (status: string) => ({
      objectType: 'CampaignMember',
      referenceField: 'LeadId',
      objectData: { CampaignId: campaignId, Status: status },
    });
    const input: UpsertDataInput = {
      duplicateCheck: true,
      allOrNone: false,
      objectType: 'Lead',
      objectData: randomPerson(),
      relatedList: [entries('Sent'), entries('Maybe')],
    };
    const previewed = await preview(input);
    expect([previewed.isSuccess, ...previewed.relatedList.map((entry) => entry.isSuccess)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(previewed.relatedList[1]).toMatchObject({
      errorMessage: expect.stringMatching(/^Status: 'Maybe' is not one of/),
      errorField: 'Status',
    });

    const allOrNone = await preview({ ...input, allOrNone: true });
    expect(allOrNone.errorMessage).toMatch(/^Nothing was saved: related record 2 failed/);
    expect(await recordCount()).toBe(before);
  });

  it('refuses a preview value it does not know, naming the parameter', async () => {
    const { status, body } = await call('POST', `${apiPaths.upsert}?preview=yes`, {
      input: { objectType: 'Lead', objectData: randomPerson() },
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('preview');
  });
});
