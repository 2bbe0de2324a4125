import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { GroupDetail, GroupPage } from '../../contract/jobs';
import type { MergeList, MergePreview, MergeResult } from '../../contract/merge';
import { toId18 } from '../../contract/record-id';
import type { SObjectRecord } from '../../contract/records';
import type { SearchOutput } from '../../contract/search';
import { ok, useTestApi } from '../testing/api-kit';
import { randomPerson, randomWord } from '../testing/random-person';
import { demoRecordIds } from '../testing/demo-records';

const api = useTestApi({ as: 'steward' });
const { call, startFinishedJob } = api;
let campaigns: string[];

beforeAll(async () => {
  campaigns = await demoRecordIds(api.service.store.db, 'Campaign', 2);
});

/** A lead created as given (no duplicate check), with a campaign member for each campaign named. */
async function lead(values: Record<string, string>, campaignIds: string[] = []): Promise<string> {
  const output = await api.upsert({
    objectType: 'Lead',
    objectData: values,
    relatedList: campaignIds.map((CampaignId) => ({
      objectType: 'CampaignMember',
      referenceField: 'LeadId',
      objectData: { CampaignId },
    })),
  });
  return output.objectId!;
}

const read = (type: string, id: string) => call('GET', apiPaths.record(type, id), undefined, 'integration');

const merge = (input: Record<string, unknown>) => call('POST', apiPaths.merge, input);

const merged = (input: Record<string, unknown>) => ok<MergeResult>(merge(input), 201);

async function membersOf(leadId: string) {
  const rows = await api.service.store.db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('record_type', '=', 'CampaignMember')
    .where('data', 'like', `%${leadId.slice(0, 15)}%`)
    .orderBy('id')
    .execute();
  // SQLite's LIKE ignores case, and ids differ by case alone: keep the members of this very lead.
  return rows
    .map((row) => ({
      id: toId18(row.id),
      ...(JSON.parse(row.data) as { CampaignId: string; LeadId: string }),
    }))
    .filter((member) => member.LeadId === leadId.slice(0, 15));
}

/** Every stored record and match index entry, as rows: what an undo must give back exactly. */
async function everything() {
  const { db } = api.service.store;
  const records = await db.selectFrom('records').selectAll().orderBy('id').execute();
  const entries = await db
    .selectFrom('match_entries')
    .select(['record_id', 'record_type', 'layout', 'forms', 'keys'])
    .where('forms', 'is not', null)
    .orderBy('record_id')
    .execute();
  return {
    records,
    entries: entries.map((entry) => ({
      ...entry,
      forms: Buffer.from(entry.forms!).toString('base64'),
      keys: Buffer.from(entry.keys!).toString('base64'),
    })),
  };
}

/** An older lead with an e-mail, and a newer one of the same person with a phone and a title. */
async function pair(campaignsOfOlder: string[] = [], campaignsOfNewer: string[] = []) {
  const person = randomPerson();
  const older = await lead(person, campaignsOfOlder);
  const { Email: _email, ...withoutEmail } = person;
  const phone = `+1 617 555 ${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const newer = await lead(
    { ...withoutEmail, FirstName: `${person.FirstName}e`, Phone: phone, Title: 'CTO' },
    campaignsOfNewer,
  );
  return { person, older, newer, phone };
}

describe('POST dc3Api/merge', () => {
  it('keeps the oldest record with the values picked, filling its empty fields from the other', async () => {
    const { person, older, newer, phone } = await pair();
    const result = await merged({ objectIds: [newer, older], fieldSelect: { FirstName: newer } });
    expect(result).toMatchObject({ mergedIds: [newer], related: [] });
    expect(result.master).toMatchObject({
      Id: older,
      FirstName: `${person.FirstName}e`,
      LastName: person.LastName,
      Email: person.Email,
      Phone: phone,
      Title: 'CTO',
    });
    expect(await ok(read('Lead', older))).toMatchObject({
      Phone: phone,
      Title: 'CTO',
      Email: person.Email,
    });

    expect(await ok(read('Lead', newer), 404)).toEqual([
      { errorCode: 'ENTITY_IS_DELETED', message: expect.stringContaining(older), masterRecordId: older },
    ]);

    const found = await ok<SearchOutput>(
      call(
        'POST',
        apiPaths.search,
        { objectPrefix: '00Q', objectData: { Phone: phone, LastName: person.LastName } },
        'integration',
      ),
    );
    const ids = found['00Q']!.map((match) => match.objectData.Id);
    expect(ids).toContain(older);
    expect(ids).not.toContain(newer);

    const audit = await ok<AuditEventList>(call('GET', `${apiPaths.auditEvents}?recordId=${older}`));
    expect(audit.events[0]).toMatchObject({
      action: 'MERGE',
      principal: 'steward',
      otherRecordIds: [newer],
      mergeId: result.mergeId,
      changes: expect.arrayContaining([{ field: 'Phone', before: null, after: phone }]),
    });
  });

  it('previews the same master without writing anything', async () => {
    const { older, newer } = await pair();
    const input = {
      objectIds: [older, newer],
      masterId: newer,
      fieldSelect: { Title: 'custom' },
      customValues: { Title: 'Chief' },
    };
    const before = await everything();
    const preview = await ok<MergePreview>(call('POST', apiPaths.mergePreview, input));
    expect(preview).toMatchObject({
      mergedIds: [older],
      fieldSources: { Title: 'custom', Email: older, Phone: newer },
    });
    expect(preview.master).toMatchObject({ Id: newer, Title: 'Chief' });
    expect(await everything()).toEqual(before);
    const result = await merged(input);
    expect({ ...result.master, LastModifiedDate: null }).toEqual({
      ...preview.master,
      LastModifiedDate: null,
    });
  });

  it('moves campaign members to the master, folding one for a campaign it is in already', async () => {
    const [first, second] = campaigns as [string, string];
    const { older, newer } = await pair([first], [first, second]);
    const newerMembers = await membersOf(newer);
    const preview = await ok<MergePreview>(
      call('POST', apiPaths.mergePreview, { objectIds: [older, newer] }),
    );
    expect(preview.relatedCounts).toEqual([
      { recordId: older, objectType: 'CampaignMember', count: 1 },
      { recordId: newer, objectType: 'CampaignMember', count: 2 },
    ]);
    const result = await merged({ objectIds: [older, newer] });
    const movedTo = newerMembers.find((member) => member.CampaignId === second.slice(0, 15))!;
    const folded = newerMembers.find((member) => member.CampaignId === first.slice(0, 15))!;
    expect(result.related).toEqual(
      expect.arrayContaining([
        { objectType: 'CampaignMember', recordId: movedTo.id, field: 'LeadId', folded: false },
        { objectType: 'CampaignMember', recordId: folded.id, field: 'LeadId', folded: true },
      ]),
    );
    const members = await membersOf(older);
    expect(members.map((member) => member.CampaignId).sort()).toEqual(
      [first, second].map((id) => id.slice(0, 15)).sort(),
    );
    expect(await ok(read('CampaignMember', movedTo.id))).toMatchObject({ LeadId: older });
    expect((await read('CampaignMember', folded.id)).status).toBe(404);
  });

  it('is undone exactly: every record and index entry as it was, and only once', async () => {
    const [first, second] = campaigns as [string, string];
    const { older, newer } = await pair([first], [first, second]);
    const before = await everything();
    const result = await merged({
      objectIds: [older, newer],
      masterId: newer,
      fieldSelect: { Email: older },
    });
    expect(await everything()).not.toEqual(before);

    const undone = await ok(call('POST', apiPaths.mergeUndo(result.mergeId)));
    expect(undone).toMatchObject({
      id: result.mergeId,
      masterId: newer,
      mergedIds: [older],
      undoneBy: 'steward',
    });
    expect(await everything()).toEqual(before);
    expect((await read('Lead', older)).status).toBe(200);

    const history = await ok<MergeList>(call('GET', `${apiPaths.merges}?recordId=${older}`));
    expect(history.merges.map((one) => [one.id, one.undoneBy])).toEqual([[result.mergeId, 'steward']]);
    const audit = await ok<AuditEventList>(call('GET', `${apiPaths.auditEvents}?recordId=${newer}`));
    expect(audit.events[0]).toMatchObject({
      action: 'UNDO_MERGE',
      mergeId: result.mergeId,
      otherRecordIds: [older],
    });

    const again = await ok(call('POST', apiPaths.mergeUndo(result.mergeId)), 409);
    expect(JSON.stringify(again)).toContain('undone already');
  });

  it('refuses to undo when the master changed since, naming what changed', async () => {
    const { person, older, newer } = await pair();
    const result = await merged({ objectIds: [older, newer] });
    const updated = await api.upsert({
      objectType: 'Lead',
      duplicateCheck: true,
      objectData: { ...person, Title: 'CEO' },
    });
    expect(updated.objectId).toBe(older);
    const refused = await ok<{ message: string }[]>(call('POST', apiPaths.mergeUndo(result.mergeId)), 409);
    expect(refused[0]!.message).toMatch(
      new RegExp(`master ${older} was changed since the merge by integration .*\\(Title\\)`),
    );
    expect((await read('Lead', newer)).status).toBe(404);
  });

  it('refuses input it cannot merge, naming the field', async () => {
    const { older, newer } = await pair();
    const account = (
      await api.upsert({ objectType: 'Account', objectData: { Name: `${randomWord(9)} Ltd` } })
    ).objectId!;
    const other = await lead(randomPerson());
    const cases: [Record<string, unknown>, string][] = [
      [{ objectIds: [older] }, 'objectIds'],
      [{ objectIds: [older, account] }, 'objectIds.1'],
      [{ objectIds: [older, `${older.slice(0, 3)}St0zzzzzzzzz`] }, 'objectIds.1'],
      [{ objectIds: [older, older.slice(0, 15)] }, 'objectIds.1'],
      [{ objectIds: [older, newer], masterId: other }, 'masterId'],
      [{ objectIds: [older, newer], fieldSelect: { Nope: older } }, 'fieldSelect.Nope'],
      [{ objectIds: [older, newer], fieldSelect: { Title: other } }, 'fieldSelect.Title'],
      [{ objectIds: [older, newer], fieldSelect: { Title: 'custom' } }, 'customValues.Title'],
      [
        {
          objectIds: [older, newer],
          fieldSelect: { Email: 'custom' },
          customValues: { Email: 'not an address' },
        },
        'customValues.Email',
      ],
      [{ objectIds: [older, newer], customValues: { Title: 'x' } }, 'customValues.Title'],
      [
        { objectIds: [older, newer], fieldSelect: { LastName: 'custom' }, customValues: { LastName: null } },
        'LastName',
      ],
      [{ objectIds: [older, newer], jobId: 'nope' }, 'groupId'],
    ];
    const before = await everything();
    for (const [input, field] of cases) {
      const { status, body } = await merge(input);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(JSON.stringify(body), JSON.stringify(input)).toContain(field);
    }
    expect(await everything()).toEqual(before);

    await merged({ objectIds: [older, newer] });
    const twice = await ok(merge({ objectIds: [older, newer] }), 400);
    expect(JSON.stringify(twice)).toContain(`objectIds.1: '${newer}' was merged into ${older} already`);
  });

  it('marks the job group it reviews merged, and moves merged records in other groups to the master', async () => {
    const { older, newer } = await pair();
    const other = await lead(randomPerson());
    const job = await startFinishedJob({ objectType: 'Lead' });
    // Every page: the demo's leads and earlier tests' make more groups than one page holds.
    const groups: GroupPage['groups'] = [];
    for (let offset = 0; ; offset += 200) {
      const page = await ok<GroupPage>(
        call('GET', `${apiPaths.jobGroups(job.id)}?limit=200&offset=${offset}`),
      );
      groups.push(...page.groups);
      if (groups.length >= page.total) break;
    }
    const group = groups.find((one) => one.recordIds.includes(older))!;
    expect(group.recordIds).toContain(newer);
    await merged({ objectIds: [older, newer], jobId: job.id, groupId: group.id });
    const after = await ok<GroupDetail>(call('GET', apiPaths.jobGroup(job.id, group.id)));
    expect(after.group).toMatchObject({ status: 'MERGED', reviewedBy: 'steward' });
    expect(after.group.recordIds).not.toContain(newer);
    const again = await ok(merge({ objectIds: [older, other], jobId: job.id, groupId: group.id }), 400);
    expect(JSON.stringify(again)).toContain('MERGED already');
  });
});

describe('reading a merged record', () => {
  it('follows a master merged away in turn', async () => {
    const { older, newer } = await pair();
    const third = await lead(randomPerson());
    await merged({ objectIds: [older, newer] });
    await merged({ objectIds: [third, older], masterId: third });
    const gone = await ok<SObjectRecord[]>(read('Lead', newer), 404);
    expect(gone[0]).toMatchObject({ masterRecordId: third });
  });
});

describe('merge needs the steward role', () => {
  it('refuses a viewer', async () => {
    const { older, newer } = await pair();
    expect((await call('POST', apiPaths.merge, { objectIds: [older, newer] }, 'viewer')).status).toBe(403);
    expect((await call('GET', apiPaths.merges, undefined, 'viewer')).status).toBe(403);
    expect((await ok<MergeList>(call('GET', apiPaths.merges))).merges).toBeDefined();
  });
});
