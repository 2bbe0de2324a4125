import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { NotDuplicateCreated, NotDuplicateList } from '../../contract/decisions';
import type { GroupPage } from '../../contract/jobs';
import type { MergeList, MergeResult } from '../../contract/merge';
import type { PotentialDuplicateList } from '../../contract/potential-duplicates';
import type { ReviewQueuePage } from '../../contract/review-queue';
import type { UpsertDataInput } from '../../contract/upsert';
import { ok, useTestApi } from '../testing/api-kit';
import { randomPerson } from '../testing/random-person';

const api = useTestApi({ as: 'steward' });
const { call, startFinishedJob } = api;

const upsert = async (objectData: Record<string, string>, extra: Partial<UpsertDataInput> = {}) =>
  (await api.upsert({ objectType: 'Lead', objectData, ...extra })).objectId!;

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
    const page = await ok<ReviewQueuePage>(
      call('GET', `${apiPaths.reviewQueue}?objectType=Lead&source=UPSERT&limit=200`),
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

    const pairs = await ok<PotentialDuplicateList>(
      call('GET', `${apiPaths.potentialDuplicates}?recordId=${second.id}`),
    );
    expect(pairs.potentialDuplicates[0]).toMatchObject({
      record: named(second.id, second.name),
      duplicate: named(first.id, first.name),
    });
  });

  it('names both records of a not-a-duplicate decision', async () => {
    const { first, second } = await loggedPair();
    const created = await ok<NotDuplicateCreated>(
      call('POST', apiPaths.notDuplicates, { objectType: 'Lead', recordIds: [first.id, second.id] }),
      201,
    );
    const [smaller, larger] = first.id < second.id ? [first, second] : [second, first];
    const expected = { record: named(smaller.id, smaller.name), other: named(larger.id, larger.name) };
    expect(created.decisions).toMatchObject([expected]);
    const listed = await ok<NotDuplicateList>(call('GET', `${apiPaths.notDuplicates}?recordId=${first.id}`));
    expect(listed.decisions).toMatchObject([expected]);
  });

  it('names a merged-away record as it was, in the merge, its list and the audit trail, until the undo', async () => {
    const { first, second } = await loggedPair();
    const merged = await ok<MergeResult>(
      call('POST', apiPaths.merge, { objectIds: [first.id, second.id], masterId: first.id }),
      201,
    );
    expect(merged.masterRecord).toMatchObject(named(first.id, first.name));
    expect(merged.mergedRecords).toEqual([expect.objectContaining(named(second.id, second.name, 'MERGED'))]);

    const { merges } = await ok<MergeList>(call('GET', `${apiPaths.merges}?recordId=${second.id}`));
    expect(merges[0]).toMatchObject({
      masterRecord: named(first.id, first.name),
      mergedRecords: [named(second.id, second.name, 'MERGED')],
    });
    const trail = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?recordId=${first.id}&action=MERGE`),
    );
    expect(trail.events[0]).toMatchObject({
      record: named(first.id, first.name),
      otherRecords: [named(second.id, second.name, 'MERGED')],
    });

    await ok(call('POST', apiPaths.mergeUndo(merged.mergeId)));
    const created = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?recordId=${second.id}&action=CREATE`),
    );
    expect(created.events[0]!.record).toMatchObject(named(second.id, second.name));
  });

  it("names every record of a job's groups and the fields they differ in", async () => {
    const job = await startFinishedJob({ objectType: 'Lead' });
    const { groups } = await ok<GroupPage>(call('GET', `${apiPaths.jobGroups(job.id)}?limit=50`));
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
    const merged = await ok<MergeResult>(
      call('POST', apiPaths.merge, { objectIds: [first.id, second.id], masterId: first.id }),
      201,
    );
    const third = await upsert(randomPerson());
    await ok(call('POST', apiPaths.merge, { objectIds: [third, first.id], masterId: third }), 201);
    const { merges } = await ok<MergeList>(call('GET', `${apiPaths.merges}?recordId=${second.id}`));
    expect(merges.find((merge) => merge.id === merged.mergeId)).toMatchObject({
      masterRecord: named(first.id, first.name, 'MERGED'),
      mergedRecords: [named(second.id, second.name, 'MERGED')],
    });
  });
});
