import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { NotDuplicateCreated, NotDuplicateList } from '../../contract/decisions';
import type { GroupPage, Job } from '../../contract/jobs';
import type { MergeList, MergeResult } from '../../contract/merge';
import type { PotentialDuplicateList } from '../../contract/potential-duplicates';
import type { ReviewQueuePage } from '../../contract/review-queue';
import type { UpsertDataOutput } from '../../contract/upsert';
import { callApi } from '../testing/api-call';
import { randomPerson } from '../testing/random-person';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;
let integration: string;
let steward: string;

beforeAll(async () => {
  service = await startTestService();
  const { issuer } = service.config.oidc;
  [integration, steward] = await Promise.all([clientCredentialsToken(issuer), userToken(issuer, 'steward')]);
});
afterAll(() => service.close());

async function get<T>(path: string): Promise<T> {
  const { status, body } = await callApi(service.baseUrl, 'GET', path, steward);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as T;
}

async function post<T>(path: string, body: unknown, expected = 201): Promise<T> {
  const answer = await callApi(service.baseUrl, 'POST', path, steward, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
  return answer.body as T;
}

async function upsert(objectData: Record<string, string>, extra: Record<string, unknown> = {}) {
  const { status, body } = await callApi(service.baseUrl, 'POST', apiPaths.upsert, integration, {
    input: { objectType: 'Lead', objectData, ...extra },
  });
  expect(status).toBe(200);
  return (body as UpsertDataOutput).objectId!;
}

/** Two leads an upsert logs as potential duplicates: the same person, the second's first name misspelt. */
async function loggedPair() {
  const person = { ...randomPerson(), City: 'Springfield' };
  const first = await upsert(person);
  const misspelt = { ...person, FirstName: `${person.FirstName}e` };
  const second = await upsert(misspelt, { duplicateCheck: true, duplicateScore: 100 });
  return {
    first: { id: first, name: `${person.FirstName} ${person.LastName}` },
    second: { id: second, name: `${misspelt.FirstName} ${person.LastName}` },
    person,
  };
}

const named = (id: string, displayName: string, state = 'STORED') => ({
  id,
  objectType: 'Lead',
  displayName,
  state,
});

describe('records by name', () => {
  it('names the records of a logged pair, with company, e-mail and city beside them and what differs', async () => {
    const { first, second, person } = await loggedPair();
    const page = await get<ReviewQueuePage>(
      `${apiPaths.reviewQueue}?objectType=Lead&source=UPSERT&limit=200`,
    );
    const item = page.items.find((candidate) => candidate.recordIds.includes(second.id))!;
    expect(item.records).toEqual([
      {
        ...named(second.id, second.name),
        details: [
          { field: 'Company', value: person.Company },
          { field: 'Email', value: person.Email },
          { field: 'City', value: 'Springfield' },
        ],
      },
      expect.objectContaining(named(first.id, first.name)),
    ]);
    expect(item.differingFields).toEqual(['FirstName']);

    const pairs = await get<PotentialDuplicateList>(`${apiPaths.potentialDuplicates}?recordId=${second.id}`);
    expect(pairs.potentialDuplicates[0]).toMatchObject({
      record: named(second.id, second.name),
      duplicate: named(first.id, first.name),
    });
  });

  it('names both records of a not-a-duplicate decision', async () => {
    const { first, second } = await loggedPair();
    const created = await post<NotDuplicateCreated>(apiPaths.notDuplicates, {
      objectType: 'Lead',
      recordIds: [first.id, second.id],
    });
    const [smaller, larger] = first.id < second.id ? [first, second] : [second, first];
    const expected = { record: named(smaller.id, smaller.name), other: named(larger.id, larger.name) };
    expect(created.decisions).toMatchObject([expected]);
    const listed = await get<NotDuplicateList>(`${apiPaths.notDuplicates}?recordId=${first.id}`);
    expect(listed.decisions).toMatchObject([expected]);
  });

  it('names a merged-away record as it was, in the merge, its list and the audit trail, until the undo', async () => {
    const { first, second } = await loggedPair();
    const merged = await post<MergeResult>(apiPaths.merge, {
      objectIds: [first.id, second.id],
      masterId: first.id,
    });
    expect(merged.masterRecord).toMatchObject(named(first.id, first.name));
    expect(merged.mergedRecords).toEqual([expect.objectContaining(named(second.id, second.name, 'MERGED'))]);

    const { merges } = await get<MergeList>(`${apiPaths.merges}?recordId=${second.id}`);
    expect(merges[0]).toMatchObject({
      masterRecord: named(first.id, first.name),
      mergedRecords: [named(second.id, second.name, 'MERGED')],
    });
    const trail = await get<AuditEventList>(`${apiPaths.auditEvents}?recordId=${first.id}&action=MERGE`);
    expect(trail.events[0]).toMatchObject({
      record: named(first.id, first.name),
      otherRecords: [named(second.id, second.name, 'MERGED')],
    });

    await post(apiPaths.mergeUndo(merged.mergeId), undefined, 200);
    const created = await get<AuditEventList>(`${apiPaths.auditEvents}?recordId=${second.id}&action=CREATE`);
    expect(created.events[0]!.record).toMatchObject(named(second.id, second.name));
  });

  it("names every record of a job's groups and the fields they differ in", async () => {
    const started = await post<Job>(apiPaths.jobs, { objectType: 'Lead' });
    let job = started;
    for (const since = Date.now(); job.status !== 'DONE' && Date.now() - since < 120_000;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = await get<Job>(apiPaths.job(started.id));
      expect(['QUEUED', 'RUNNING', 'DONE']).toContain(job.status);
    }
    const { groups } = await get<GroupPage>(`${apiPaths.jobGroups(job.id)}?limit=50`);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.records.map((record) => record.id)).toEqual(group.recordIds);
      for (const record of group.records) {
        expect(record.state).toBe('STORED');
        expect(record.displayName).not.toBe(record.id);
      }
    }
    expect(groups.some((group) => group.differingFields.length > 0)).toBe(true);
  });

  it('names a record merged away into a master that was merged away in turn', async () => {
    const { first, second } = await loggedPair();
    const merged = await post<MergeResult>(apiPaths.merge, {
      objectIds: [first.id, second.id],
      masterId: first.id,
    });
    const third = await upsert(randomPerson());
    await post<MergeResult>(apiPaths.merge, { objectIds: [third, first.id], masterId: third });
    const { merges } = await get<MergeList>(`${apiPaths.merges}?recordId=${second.id}`);
    expect(merges.find((merge) => merge.id === merged.mergeId)).toMatchObject({
      masterRecord: named(first.id, first.name, 'MERGED'),
      mergedRecords: [named(second.id, second.name, 'MERGED')],
    });
  });
});
