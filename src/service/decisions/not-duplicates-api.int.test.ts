import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { NotDuplicateCreated, NotDuplicateList } from '../../contract/decisions';
import type { PotentialDuplicateList } from '../../contract/potential-duplicates';
import type { SearchOutput } from '../../contract/search';
import type { UpsertDataInput } from '../../contract/upsert';
import { ok, useTestApi } from '../testing/api-kit';
import { randomPerson } from '../testing/random-person';

const api = useTestApi({ as: 'steward' });
const { call } = api;

const upsert = (objectData: Record<string, string>, extra: Partial<UpsertDataInput> = {}) =>
  api.upsert({ objectType: 'Lead', objectData, ...extra }, { query: '?detail=true' });

/** Two leads of one name and company, the second a typo of the first: duplicates to any scenario. */
async function lookalikes() {
  const person = randomPerson();
  const first = await upsert(person);
  const second = await upsert(
    { ...person, FirstName: `${person.FirstName}e` },
    { duplicateCheck: true, duplicateScore: 100 },
  );
  expect(second.isCreated).toBe(true);
  return { person, first: first.objectId!, second: second.objectId! };
}

const decide = (recordIds: string[], objectType = 'Lead') =>
  ok<NotDuplicateCreated>(call('POST', apiPaths.notDuplicates, { objectType, recordIds }), 201);

async function searchOf(objectData: Record<string, string>, extra: Record<string, unknown> = {}) {
  const found = await ok<SearchOutput>(
    call('POST', apiPaths.search, { objectPrefix: '00Q', objectData, ...extra }, 'integration'),
  );
  return found['00Q']!.map((result) => result.objectData.Id);
}

const auditActions = async (recordId: string) =>
  (await ok<AuditEventList>(call('GET', `${apiPaths.auditEvents}?recordId=${recordId}`))).events;

describe('not-a-duplicate decisions', () => {
  it('leave a decided record out of a search of the other, unless asked', async () => {
    const { person, first, second } = await lookalikes();
    expect(await searchOf(person)).toEqual(expect.arrayContaining([first, second]));

    const { decisions } = await decide([first, second]);
    expect(decisions).toEqual([
      expect.objectContaining({
        objectType: 'Lead',
        recordId: [first, second].sort()[0],
        otherId: [first, second].sort()[1],
        decidedBy: 'steward',
      }),
    ]);

    const ofFirst = await searchOf(person, { recordId: first });
    expect(ofFirst).not.toContain(first);
    expect(ofFirst).not.toContain(second);
    expect(await searchOf(person, { recordId: first, includeDecided: true })).toContain(second);
    // A search of values alone is not about a stored record: it finds both.
    expect(await searchOf(person)).toEqual(expect.arrayContaining([first, second]));
  });

  it('are listed, audited on both records, and withdrawn', async () => {
    const { person, first, second } = await lookalikes();
    await decide([second, first]);
    const listed = await ok<NotDuplicateList>(call('GET', `${apiPaths.notDuplicates}?recordId=${second}`));
    expect(listed.decisions).toHaveLength(1);
    const [decision] = listed.decisions;
    for (const [one, other] of [
      [first, second],
      [second, first],
    ]) {
      expect(await auditActions(one!)).toContainEqual(
        expect.objectContaining({ action: 'NOT_DUPLICATE', principal: 'steward', otherRecordIds: [other] }),
      );
    }

    expect((await call('DELETE', apiPaths.notDuplicate(decision!.id))).status).toBe(204);
    expect(await searchOf(person, { recordId: first })).toContain(second);
    expect(await auditActions(decision!.recordId)).toContainEqual(
      expect.objectContaining({ action: 'DECISION_RESTORED', otherRecordIds: [decision!.otherId] }),
    );
    expect((await call('DELETE', apiPaths.notDuplicate(decision!.id))).status).toBe(404);
    const after = await ok<NotDuplicateList>(call('GET', `${apiPaths.notDuplicates}?recordId=${second}`));
    expect(after.decisions).toEqual([]);
  });

  it('decide every pair of a set at once, keeping a pair decided before', async () => {
    const [a, b, c] = await Promise.all([
      upsert(randomPerson()),
      upsert(randomPerson()),
      upsert(randomPerson()),
    ]);
    const ids = [a!.objectId!, b!.objectId!, c!.objectId!];
    const earlier = (await decide(ids.slice(0, 2))).decisions[0]!;
    const { decisions } = await decide(ids);
    expect(decisions).toHaveLength(3);
    expect(decisions).toContainEqual(earlier);
  });

  it('keep an upsert from logging the pair for review again', async () => {
    const { person, first, second } = await lookalikes();
    const logged = async () =>
      (await ok<PotentialDuplicateList>(call('GET', `${apiPaths.potentialDuplicates}?recordId=${second}`)))
        .potentialDuplicates;
    const before = await logged();
    expect(before.map((pair) => pair.duplicateId)).toContain(first);
    await decide([first, second]);

    // The second lead again: it updates itself, and finds the first as well.
    const again = await upsert(
      { ...person, FirstName: `${person.FirstName}e`, Title: 'CFO' },
      { duplicateCheck: true },
    );
    expect(again).toMatchObject({ isCreated: false, objectId: second });
    expect(again.potentialDuplicates!.map((pair) => pair.duplicateId)).not.toContain(first);
    // Logged once, and settled by the decision.
    expect(await logged()).toEqual(
      before.map((pair) => ({
        ...pair,
        status: 'NOT_DUPLICATE',
        reviewedBy: 'steward',
        reviewedAt: expect.any(String),
      })),
    );
  });

  it('refuse records they cannot decide, naming the field', async () => {
    const lead = (await upsert(randomPerson())).objectId!;
    const account = (
      await api.upsert({ objectType: 'Account', objectData: { Name: randomPerson().Company } })
    ).objectId!;
    const cases: [Record<string, unknown>, string][] = [
      [{ objectType: 'Nothing', recordIds: [lead, lead.slice(0, 15)] }, 'objectType'],
      [{ objectType: 'Lead', recordIds: [lead, account] }, 'recordIds.1'],
      [{ objectType: 'Lead', recordIds: ['not an id!!!!!!', lead] }, 'recordIds.0'],
      [{ objectType: 'Lead', recordIds: [lead, lead.slice(0, 15)] }, 'recordIds.1'],
      [{ objectType: 'Lead', recordIds: [lead] }, 'recordIds'],
    ];
    for (const [input, field] of cases) {
      const { status, body } = await call('POST', apiPaths.notDuplicates, input);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(JSON.stringify(body)).toContain(field);
    }
    const asViewer = await call(
      'POST',
      apiPaths.notDuplicates,
      { objectType: 'Lead', recordIds: [lead, account] },
      'viewer',
    );
    expect(asViewer.status).toBe(403);
    expect((await call('GET', `${apiPaths.notDuplicates}?recordId=nope`)).status).toBe(400);
  });
});
