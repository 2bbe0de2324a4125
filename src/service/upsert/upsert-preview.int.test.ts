import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { PotentialDuplicateList } from '../../contract/potential-duplicates';
import type { SObjectRecord } from '../../contract/records';
import type { UpsertDataInput } from '../../contract/upsert';
import { randomPerson } from '../testing/random-person';
import { ok, useTestApi } from '../testing/api-kit';
import { demoRecordIds, recordCount as countRecords } from '../testing/demo-records';

const api = useTestApi({ as: 'integration' });
let campaignId: string;

beforeAll(async () => {
  [campaignId] = (await demoRecordIds(api.service.store.db, 'Campaign')) as [string];
});

/** Posts as the integration does; reads as a steward, who may read the audit trail and the review log. */
const read = <T>(path: string) => ok<T>(api.call('GET', path, undefined, 'steward'));

const upsert = (input: UpsertDataInput, query = '') => api.upsert(input, { query });
const preview = (input: UpsertDataInput) => upsert(input, '?preview=true');

const recordCount = () => countRecords(api.service.store.db);

const storedLead = (id: string) => read<SObjectRecord>(apiPaths.record('Lead', id));

const auditCount = async (recordId: string) =>
  (await read<AuditEventList>(`${apiPaths.auditEvents}?recordId=${recordId}`)).events.length;

const loggedPairs = async (recordId: string) =>
  (await read<PotentialDuplicateList>(`${apiPaths.potentialDuplicates}?recordId=${recordId}`))
    .potentialDuplicates;

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
    const refused = await ok(
      api.call('POST', `${apiPaths.upsert}?preview=yes`, {
        input: { objectType: 'Lead', objectData: randomPerson() },
      }),
      400,
    );
    expect(JSON.stringify(refused)).toContain('preview');
  });
});
