import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { PotentialDuplicateList } from '../../contract/potential-duplicates';
import { toId18 } from '../../contract/record-id';
import type { SObjectRecord } from '../../contract/records';
import type { ScenariosOutput } from '../../contract/scenarios';
import type { UpsertDataInput } from '../../contract/upsert';
import { randomPerson, randomWord } from '../testing/random-person';
import { ok, useTestApi, type As } from '../testing/api-kit';
import { demoRecordIds, recordCount as countRecords } from '../testing/demo-records';

const api = useTestApi({ as: 'steward' });
const { call } = api;
let campaignId: string;
let otherCampaignId: string;

beforeAll(async () => {
  const campaigns = await demoRecordIds(api.service.store.db, 'Campaign', 2);
  [campaignId, otherCampaignId] = campaigns as [string, string];
});

const upsert = (input: UpsertDataInput, { as, detail = false }: { as?: As; detail?: boolean } = {}) =>
  api.upsert(input, { query: detail ? '?detail=true' : '', as });

const getRecord = (type: string, id: string) =>
  ok<SObjectRecord>(call('GET', apiPaths.record(type, id), undefined, 'integration'));

const recordCount = () => countRecords(api.service.store.db);

const auditOf = async (recordId: string) =>
  (await ok<AuditEventList>(call('GET', `${apiPaths.auditEvents}?recordId=${recordId}`))).events;

async function leadScenarioId(name: string): Promise<string> {
  const { scenarios } = await ok<ScenariosOutput>(
    call('GET', `${apiPaths.scenarios}?objectName=Lead`, undefined, 'integration'),
  );
  const scenario = scenarios.find((candidate) => candidate.scenarioName === name);
  if (!scenario) throw new Error(`the demo has no Lead scenario ${name}`);
  return scenario.scenarioId;
}

describe('POST dc3DataApi: create or update', () => {
  it('creates a record when nothing resembles it, and answers the given fields with the new Id', async () => {
    const person = randomPerson();
    const output = await upsert({
      allOrNone: true,
      duplicateCheck: true,
      objectType: 'Lead',
      objectData: person,
    });
    expect(output).toEqual({
      isSuccess: true,
      isCreated: true,
      errorMessage: null,
      objectId: expect.stringMatching(/^00Q[0-9A-Za-z]{15}$/),
      objectData: { ...person, Id: output.objectId },
      relatedList: [],
    });
    const stored = await getRecord('Lead', output.objectId!);
    expect(stored).toMatchObject({ ...person, Id: output.objectId, Title: null });
  });

  it('updates the duplicate it finds: given fields replace, a given null clears, absent fields are kept', async () => {
    const person = randomPerson();
    const created = await upsert({
      duplicateCheck: true,
      objectType: 'Lead',
      objectData: { ...person, Title: 'Buyer', City: 'Utrecht' },
    });
    const updated = await upsert({
      duplicateCheck: true,
      objectType: 'Lead',
      objectData: {
        FirstName: person.FirstName,
        LastName: person.LastName,
        Email: person.Email,
        Title: null,
        Phone: '+31 30 123 4567',
      },
    });
    expect(updated).toMatchObject({ isSuccess: true, isCreated: false, objectId: created.objectId });
    expect(await getRecord('Lead', created.objectId!)).toMatchObject({
      Company: person.Company,
      City: 'Utrecht',
      Title: null,
      Phone: '+31 30 123 4567',
    });
  });

  it('creates beside a match below duplicateScore and logs the pair for review', async () => {
    const person = randomPerson();
    const first = await upsert({ duplicateCheck: true, objectType: 'Lead', objectData: person });
    // Same person, another company: a match of the default scenario, but not a perfect one.
    const second = await upsert(
      {
        duplicateCheck: true,
        duplicateScore: 100,
        scenarioIds: [await leadScenarioId('Lead Default')],
        objectType: 'Lead',
        objectData: { ...person, Company: 'Entirely Different Trading' },
      },
      { detail: true },
    );
    expect(second).toMatchObject({ isSuccess: true, isCreated: true, match: null });
    expect(second.objectId).not.toBe(first.objectId);
    expect(second.potentialDuplicates).toEqual([{ duplicateId: first.objectId, score: expect.any(Number) }]);
    const score = second.potentialDuplicates![0]!.score;
    expect(score).toBeGreaterThanOrEqual(75);
    expect(score).toBeLessThan(100);

    const logged = await ok<PotentialDuplicateList>(
      call('GET', `${apiPaths.potentialDuplicates}?recordId=${first.objectId}`),
    );
    expect(logged.potentialDuplicates).toEqual([
      expect.objectContaining({
        objectType: 'Lead',
        recordId: second.objectId,
        duplicateId: first.objectId,
        score,
        principal: 'integration',
        scenarioScores: expect.arrayContaining([expect.objectContaining({ scenarioName: 'Lead Default' })]),
      }),
    ]);
  });

  it('updates when the match reaches duplicateScore, and with detail says which score led to it', async () => {
    const person = randomPerson();
    const first = await upsert({ duplicateCheck: true, objectType: 'Lead', objectData: person });
    const second = await upsert(
      {
        duplicateCheck: true,
        duplicateScore: 90,
        objectType: 'Lead',
        objectData: { ...person, Title: 'CFO' },
      },
      { detail: true },
    );
    expect(second).toMatchObject({
      isCreated: false,
      objectId: first.objectId,
      match: {
        score: 100,
        scenarioScores: expect.arrayContaining([expect.objectContaining({ scenarioScore: 100 })]),
      },
      changes: [{ field: 'Title', before: null, after: 'CFO' }],
      potentialDuplicates: [],
    });
  });

  it('never updates a family member: a guard holds them apart, and the pair is logged for review', async () => {
    const husband = randomPerson();
    const home = {
      Street: `${randomWord(8)} Lane 12`,
      PostalCode: '02134',
      City: 'Boston',
      Phone: '+1 617 555 0134',
    };
    const his = await upsert({
      duplicateCheck: true,
      objectType: 'Lead',
      objectData: { ...husband, ...home },
    });
    // His wife: the same surname, address and home phone, another given name, no e-mail.
    const wife = { FirstName: 'Martha', LastName: husband.LastName, Company: husband.Company, ...home };
    const hers = await upsert(
      { duplicateCheck: true, objectType: 'Lead', objectData: wife },
      { detail: true },
    );
    expect(hers).toMatchObject({ isSuccess: true, isCreated: true, match: null });
    expect(hers.objectId).not.toBe(his.objectId);
    expect(hers.potentialDuplicates).toEqual([
      { duplicateId: his.objectId, score: expect.any(Number), heldApartBy: 'FirstName' },
    ]);
    expect(await getRecord('Lead', his.objectId!)).toMatchObject({ FirstName: husband.FirstName });

    const logged = await ok<PotentialDuplicateList>(
      call('GET', `${apiPaths.potentialDuplicates}?recordId=${hers.objectId}`),
    );
    expect(logged.potentialDuplicates).toEqual([
      expect.objectContaining({
        duplicateId: his.objectId,
        scenarioScores: expect.arrayContaining([expect.objectContaining({ heldApartBy: 'FirstName' })]),
      }),
    ]);
    // His own upsert still finds him.
    const again = await upsert({
      duplicateCheck: true,
      objectType: 'Lead',
      objectData: { ...husband, ...home },
    });
    expect(again).toMatchObject({ isCreated: false, objectId: his.objectId });
  });

  it('updates neither of two people the input cannot tell apart: a father and his junior', async () => {
    const father = randomPerson();
    const home = { Street: `${randomWord(8)} Road 7`, PostalCode: '02134', City: 'Boston' };
    const local = `${father.FirstName}.${father.LastName}`.toLowerCase();
    const senior = await upsert({
      duplicateCheck: true,
      objectType: 'Lead',
      objectData: { ...father, ...home, Email: `${local}@example.com` },
    });
    // Named after him, at his address, with a mailbox of his own.
    const junior = await upsert({
      duplicateCheck: true,
      objectType: 'Lead',
      objectData: { ...father, ...home, Email: `${local}45@example.com` },
    });
    expect(junior.isCreated).toBe(true);

    // Name, company and address without an e-mail fit both alike.
    const { Email: _email, ...withoutEmail } = father;
    const unsure = await upsert(
      { duplicateCheck: true, objectType: 'Lead', objectData: { ...withoutEmail, ...home, Title: 'CEO' } },
      { detail: true },
    );
    expect(unsure).toMatchObject({ isCreated: true, match: null });
    expect(unsure.potentialDuplicates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ duplicateId: senior.objectId, ambiguousWith: [junior.objectId] }),
        expect.objectContaining({ duplicateId: junior.objectId, ambiguousWith: [senior.objectId] }),
      ]),
    );
    expect((await getRecord('Lead', senior.objectId!)).Title).toBeNull();
    expect((await getRecord('Lead', junior.objectId!)).Title).toBeNull();
  });

  it('needs more than a shared phone to update: a record that shares nothing else is created', async () => {
    const person = randomPerson();
    const phone = '+1 617 555 0199';
    const first = await upsert({
      duplicateCheck: true,
      objectType: 'Lead',
      objectData: { ...person, Phone: phone },
    });
    const other = { LastName: randomWord(9), Company: `${randomWord(8)} Ltd`, Phone: phone };
    const second = await upsert({ duplicateCheck: true, objectType: 'Lead', objectData: other });
    expect(second.isCreated).toBe(true);
    expect(second.objectId).not.toBe(first.objectId);
  });

  it('creates every time without duplicateCheck', async () => {
    const person = randomPerson();
    const first = await upsert({ objectType: 'Lead', objectData: person });
    const second = await upsert({ duplicateCheck: false, objectType: 'Lead', objectData: person });
    expect([first.isCreated, second.isCreated]).toEqual([true, true]);
    expect(second.objectId).not.toBe(first.objectId);
  });

  it('searches only the scenarios named in scenarioIds', async () => {
    const emailAndPhone = await leadScenarioId('Lead Email and Phone');
    const person = randomPerson();
    await upsert({
      duplicateCheck: true,
      objectType: 'Lead',
      objectData: { ...person, Phone: '+1 415 555 0199' },
    });
    // Same name and company, no e-mail or phone: Lead Default finds it, the e-mail and phone scenario cannot.
    const { Email: _email, ...withoutEmail } = person;
    const output = await upsert({
      duplicateCheck: true,
      scenarioIds: [emailAndPhone],
      objectType: 'Lead',
      objectData: withoutEmail,
    });
    expect(output.isCreated).toBe(true);
  });

  it('answers the original output shape exactly unless detail is asked for', async () => {
    const output = await upsert({ duplicateCheck: true, objectType: 'Lead', objectData: randomPerson() });
    expect(Object.keys(output).sort()).toEqual(
      ['errorMessage', 'isCreated', 'isSuccess', 'objectData', 'objectId', 'relatedList'].sort(),
    );
  });
});

describe('POST dc3DataApi: related list', () => {
  it("creates the original's example: a Lead with a CampaignMember pointing to it through LeadId", async () => {
    const person = randomPerson();
    const output = await upsert({
      allOrNone: true,
      duplicateCheck: true,
      duplicateScore: 75,
      objectType: 'Lead',
      objectData: person,
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
    expect(output.relatedList).toEqual([
      {
        isSuccess: true,
        isCreated: true,
        errorMessage: null,
        objectId: expect.stringMatching(/^00v/),
        objectData: { CampaignId: campaignId, LeadId: output.objectId, Id: output.relatedList[0]!.objectId },
        relatedList: [],
      },
    ]);
    const member = await getRecord('CampaignMember', output.relatedList[0]!.objectId!);
    expect(member).toMatchObject({ LeadId: output.objectId, CampaignId: campaignId });
    expect(member['Lead']).toMatchObject({
      Id: output.objectId,
      Name: `${person.FirstName} ${person.LastName}`,
    });
  });

  it('matches the related record on a repeat: one membership per campaign and lead', async () => {
    const person = randomPerson();
    const input: UpsertDataInput = {
      duplicateCheck: true,
      objectType: 'Lead',
      objectData: person,
      relatedList: [
        {
          duplicateCheck: true,
          objectType: 'CampaignMember',
          referenceField: 'LeadId',
          objectData: { CampaignId: campaignId, Status: 'Sent' },
        },
        {
          duplicateCheck: true,
          objectType: 'CampaignMember',
          referenceField: 'LeadId',
          objectData: { CampaignId: otherCampaignId },
        },
      ],
    };
    const first = await upsert(input);
    const second = await upsert({
      ...input,
      relatedList: [
        { ...input.relatedList![0]!, objectData: { CampaignId: campaignId, Status: 'Responded' } },
      ],
    });
    expect(second.objectId).toBe(first.objectId);
    expect(second.relatedList.map((entry) => [entry.isCreated, entry.objectId])).toEqual([
      [false, first.relatedList[0]!.objectId],
    ]);
    expect(await getRecord('CampaignMember', first.relatedList[0]!.objectId!)).toMatchObject({
      Status: 'Responded',
    });
    expect(first.relatedList[1]!.objectId).not.toBe(first.relatedList[0]!.objectId);
  });
});

describe('POST dc3DataApi: record rules', () => {
  const cases: [string, Partial<UpsertDataInput>, RegExp][] = [
    [
      'an unknown record type',
      { objectType: 'Opportunity' },
      /^objectType: no record type is named 'Opportunity'/,
    ],
    [
      'an unknown field',
      { objectData: { LastName: 'X', Company: 'Y', Shoe: '42' } },
      /^Shoe: Lead has no field Shoe/,
    ],
    [
      'a malformed e-mail',
      { objectData: { LastName: 'X', Company: 'Y', Email: 'x@' } },
      /^Email: 'x@' is not a valid e-mail/,
    ],
    [
      'a malformed phone',
      { objectData: { LastName: 'X', Company: 'Y', Phone: 'call me' } },
      /^Phone: 'call me' is not a valid phone/,
    ],
    [
      'a number that is none',
      { objectData: { LastName: 'X', Company: 'Y', NumberOfEmployees: 'many' } },
      /^NumberOfEmployees: 'many' is not a number/,
    ],
    [
      'text for a checkbox',
      { objectData: { LastName: 'X', Company: 'Y', HasOptedOutOfEmail: 'yes' } },
      /^HasOptedOutOfEmail: 'yes' is not true or false/,
    ],
    [
      'a value the picklist lacks',
      { objectData: { LastName: 'X', Company: 'Y', Status: 'Hot' } },
      /^Status: 'Hot' is not one of the values 'Open - Not Contacted'/,
    ],
    [
      'a number for a text field',
      { objectData: { LastName: 'X', Company: 7 } },
      /^Company: expects text, got a number/,
    ],
    [
      'a missing required field',
      { objectData: { FirstName: 'Only', Company: 'Y' } },
      /^LastName: is required for a Lead/,
    ],
    [
      'a blank required field',
      { objectData: { LastName: '  ', Company: 'Y' } },
      /^LastName: is required for a Lead/,
    ],
    ['the Id', { objectData: { Id: '00Q000000000001', LastName: 'X', Company: 'Y' } }, /^Id: is read-only/],
    [
      'a system date',
      { objectData: { LastName: 'X', Company: 'Y', CreatedDate: '2020-01-01' } },
      /^CreatedDate: is read-only/,
    ],
    [
      'an unknown scenario',
      { duplicateCheck: true, scenarioIds: ['a0S000000000000'], objectData: { LastName: 'X', Company: 'Y' } },
      /^scenarioIds\.0: 'a0S000000000000' is not the id of a scenario/,
    ],
  ];
  it.each(cases)('refuses %s, naming the field, and writes nothing', async (_what, change, message) => {
    const before = await recordCount();
    const output = await upsert({ objectType: 'Lead', objectData: {}, ...change });
    expect(output).toEqual({
      isSuccess: false,
      isCreated: false,
      errorMessage: expect.stringMatching(message),
      objectId: null,
      objectData: null,
      relatedList: [],
    });
    expect(await recordCount()).toBe(before);
  });

  it('checks dates on a Contact', async () => {
    const output = await upsert({
      objectType: 'Contact',
      objectData: { LastName: 'X', Birthdate: '1990-02-30' },
    });
    expect(output.errorMessage).toBe("Birthdate: '1990-02-30' is not a date as yyyy-mm-dd");
  });

  it('refuses lookups to a missing record or to a record of another type', async () => {
    const lead = await upsert({ objectType: 'Lead', objectData: randomPerson() });
    const missing = await upsert({
      objectType: 'CampaignMember',
      objectData: { CampaignId: '701St0zzzzzzzzz' },
    });
    expect(missing.errorMessage).toBe(`CampaignId: no Campaign has the id '${toId18('701St0zzzzzzzzz')}'`);
    const wrongType = await upsert({
      objectType: 'CampaignMember',
      objectData: { CampaignId: lead.objectId },
    });
    expect(wrongType.errorMessage).toBe(
      `CampaignId: '${lead.objectId}' is not the id of a Campaign (those start with 701)`,
    );
  });

  it('stores values in their canonical form: picklist spelling, numbers and booleans from text, lookups as ids', async () => {
    const output = await upsert({
      objectType: 'Lead',
      objectData: {
        ...randomPerson(),
        Status: 'working - contacted',
        NumberOfEmployees: '250',
        HasOptedOutOfEmail: 'TRUE',
      },
    });
    expect(output.objectData).toMatchObject({
      Status: 'Working - Contacted',
      NumberOfEmployees: 250,
      HasOptedOutOfEmail: true,
    });
  });

  it('refuses a referenceField that is no lookup to the parent type, naming it on the related entry', async () => {
    const output = await upsert({
      allOrNone: false,
      objectType: 'Lead',
      objectData: randomPerson(),
      relatedList: [
        { objectType: 'CampaignMember', referenceField: 'ContactId', objectData: { CampaignId: campaignId } },
        { objectType: 'CampaignMember', referenceField: 'Member', objectData: { CampaignId: campaignId } },
      ],
    });
    expect(output.isSuccess).toBe(true);
    expect(output.relatedList.map((entry) => entry.errorMessage)).toEqual([
      'referenceField: CampaignMember.ContactId is not a lookup to Lead, so it cannot point to the parent record',
      'referenceField: CampaignMember has no field Member',
    ]);
  });
});

describe('POST dc3DataApi: malformed requests', () => {
  const errorOf = (body: unknown) => (body as { errorCode: string; message: string }[])[0]!;

  it.each([
    ['a body that is not JSON', '{"input": {', 'JSON_PARSER_ERROR', /not valid JSON/],
    ['a body without input', { objectType: 'Lead' }, 'INVALID_INPUT', /input/],
    [
      'a flag that is text',
      { input: { objectType: 'Lead', objectData: {}, duplicateCheck: 'yes' } },
      'INVALID_INPUT',
      /duplicateCheck/,
    ],
    [
      'a score above 100',
      { input: { objectType: 'Lead', objectData: {}, duplicateScore: 120 } },
      'INVALID_INPUT',
      /duplicateScore/,
    ],
    [
      'a field value that is an object',
      { input: { objectType: 'Lead', objectData: { LastName: { a: 1 } } } },
      'INVALID_INPUT',
      /objectData/,
    ],
    [
      'more related entries than one request may write',
      {
        input: {
          objectType: 'Lead',
          objectData: {},
          relatedList: Array.from({ length: 201 }, () => ({
            objectType: 'CampaignMember',
            referenceField: 'LeadId',
            objectData: {},
          })),
        },
      },
      'INVALID_INPUT',
      /relatedList: must hold at most 200 entries/,
    ],
    [
      'a related entry without referenceField',
      {
        input: {
          objectType: 'Lead',
          objectData: {},
          relatedList: [{ objectType: 'CampaignMember', objectData: {} }],
        },
      },
      'INVALID_INPUT',
      /referenceField/,
    ],
  ])('answers %s with 400 and the Salesforce error body', async (_what, body, errorCode, message) => {
    const before = await recordCount();
    const refused = await ok(call('POST', apiPaths.upsert, body, 'integration'), 400);
    expect(errorOf(refused)).toMatchObject({ errorCode, message: expect.stringMatching(message) });
    expect(await recordCount()).toBe(before);
  });

  it('needs the steward role and a licence seat', async () => {
    const refused = await ok(
      call('POST', apiPaths.upsert, { input: { objectType: 'Lead', objectData: randomPerson() } }, 'viewer'),
      403,
    );
    expect(errorOf(refused).errorCode).toBe('INSUFFICIENT_ACCESS');
    expect((await call('POST', apiPaths.upsert, { input: {} }, null)).status).toBe(401);
  });
});

describe('POST dc3DataApi: allOrNone', () => {
  const relatedOf = (person: ReturnType<typeof randomPerson>, badSecond: boolean): UpsertDataInput => ({
    duplicateCheck: true,
    objectType: 'Lead',
    objectData: person,
    relatedList: [
      { objectType: 'CampaignMember', referenceField: 'LeadId', objectData: { CampaignId: campaignId } },
      {
        objectType: 'CampaignMember',
        referenceField: 'LeadId',
        objectData: { CampaignId: otherCampaignId, Status: badSecond ? 'Maybe' : 'Sent' },
      },
      { objectType: 'CampaignMember', referenceField: 'LeadId', objectData: { CampaignId: otherCampaignId } },
    ],
  });

  it('true: a failing related record rolls everything back and every entry says why', async () => {
    const before = await recordCount();
    const person = randomPerson();
    const output = await upsert({ ...relatedOf(person, true), allOrNone: true }, { detail: true });
    expect(output).toMatchObject({
      isSuccess: false,
      objectId: null,
      errorMessage: expect.stringMatching(
        /^Nothing was saved: related record 2 failed \(Status: 'Maybe' is not one of/,
      ),
    });
    expect(output.relatedList.map((entry) => [entry.isSuccess, entry.objectId, entry.errorMessage])).toEqual([
      [false, null, 'Rolled back: related record 2 failed, so nothing was saved'],
      [false, null, expect.stringMatching(/^Status: 'Maybe' is not one of/)],
      [false, null, 'Not attempted: related record 2 failed, so nothing was saved'],
    ]);
    expect(output.relatedList[1]!.errorField).toBe('Status');
    expect(await recordCount()).toBe(before);
    const audit = await ok(call('GET', `${apiPaths.auditEvents}?objectType=Lead&limit=5`));
    expect(JSON.stringify(audit)).not.toContain(person.LastName);
  });

  it('is the default', async () => {
    const before = await recordCount();
    const output = await upsert(relatedOf(randomPerson(), true));
    expect(output.isSuccess).toBe(false);
    expect(await recordCount()).toBe(before);
  });

  it('false: what succeeded stays and only the failing entry fails', async () => {
    const before = await recordCount();
    const output = await upsert({ ...relatedOf(randomPerson(), true), allOrNone: false });
    expect([output.isSuccess, ...output.relatedList.map((entry) => entry.isSuccess)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(await recordCount()).toBe(before + 3);
  });

  it('false: a failed parent means its related records are not attempted', async () => {
    const before = await recordCount();
    const output = await upsert({
      ...relatedOf(randomPerson(), false),
      objectData: { LastName: 'No Company' },
      allOrNone: false,
    });
    expect(output.errorMessage).toBe('Company: is required for a Lead');
    expect(output.relatedList.map((entry) => entry.errorMessage)).toEqual(
      Array(3).fill('Not attempted: the parent record was not saved'),
    );
    expect(await recordCount()).toBe(before);
  });
});

describe('audit trail', () => {
  it('records who created and updated a record, through which endpoint, field by field', async () => {
    const person = randomPerson();
    const created = await upsert({ duplicateCheck: true, objectType: 'Lead', objectData: person });
    await upsert(
      { duplicateCheck: true, objectType: 'Lead', objectData: { ...person, Title: 'Head of Buying' } },
      { as: 'steward' },
    );
    const events = await auditOf(created.objectId!);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'UPDATE',
        principal: 'steward',
        endpoint: `POST ${apiPaths.upsert}`,
        objectType: 'Lead',
        recordId: created.objectId,
        changes: [{ field: 'Title', before: null, after: 'Head of Buying' }],
        match: expect.objectContaining({ score: 100 }),
      }),
      expect.objectContaining({
        action: 'CREATE',
        principal: 'integration',
        match: null,
        changes: [
          { field: 'FirstName', before: null, after: person.FirstName },
          { field: 'LastName', before: null, after: person.LastName },
          { field: 'Company', before: null, after: person.Company },
          { field: 'Email', before: null, after: person.Email },
        ],
      }),
    ]);
    expect(Date.parse(events[0]!.at)).toBeGreaterThanOrEqual(Date.parse(events[1]!.at));
  });

  it('leaves no event for an update that changes nothing', async () => {
    const person = randomPerson();
    const created = await upsert({ duplicateCheck: true, objectType: 'Lead', objectData: person });
    const again = await upsert({ duplicateCheck: true, objectType: 'Lead', objectData: person });
    expect(again).toMatchObject({ isCreated: false, objectId: created.objectId });
    expect((await auditOf(created.objectId!)).map((event) => event.action)).toEqual(['CREATE']);
  });

  it('reads as a feed, page by page, newest first, and by principal', async () => {
    for (let i = 0; i < 3; i++)
      await upsert({ objectType: 'Lead', objectData: randomPerson() }, { as: 'steward' });
    const page1 = await ok<AuditEventList>(call('GET', `${apiPaths.auditEvents}?principal=steward&limit=2`));
    expect(page1.events).toHaveLength(2);
    expect(page1.nextBefore).not.toBeNull();
    const page2 = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?principal=steward&limit=2&before=${page1.nextBefore}`),
    );
    const ids = [...page1.events, ...page2.events].map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...page1.events, ...page2.events].map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());
    expect([...page1.events, ...page2.events].every((event) => event.principal === 'steward')).toBe(true);
  });

  it('narrows to one operation and a range of days', async () => {
    const person = randomPerson();
    const created = await upsert({ duplicateCheck: true, objectType: 'Lead', objectData: person });
    await upsert({ duplicateCheck: true, objectType: 'Lead', objectData: { ...person, Title: 'CFO' } });
    const today = new Date().toISOString().slice(0, 10);
    const feed = async (query: string) =>
      (
        await ok<AuditEventList>(call('GET', `${apiPaths.auditEvents}?recordId=${created.objectId}&${query}`))
      ).events.map((event) => event.action);
    expect(await feed('action=UPDATE')).toEqual(['UPDATE']);
    expect(await feed(`from=${today}&to=${today}`)).toEqual(['UPDATE', 'CREATE']);
    expect(await feed('to=2020-01-01')).toEqual([]);
    expect(await feed('from=2999-01-01')).toEqual([]);
    for (const bad of ['action=DELETE', 'from=2026-13-40', 'to=yesterday']) {
      const { status, body } = await call('GET', `${apiPaths.auditEvents}?${bad}`);
      expect(status, bad).toBe(400);
      expect(JSON.stringify(body), bad).toContain(bad.split('=')[0]!);
    }
  });

  it('needs the steward role, and refuses a page size or cursor it does not know', async () => {
    expect((await call('GET', apiPaths.auditEvents, undefined, 'viewer')).status).toBe(403);
    expect((await call('GET', `${apiPaths.auditEvents}?limit=500`)).status).toBe(400);
    const bad = await ok(call('GET', `${apiPaths.auditEvents}?before=nonsense`), 400);
    expect(JSON.stringify(bad)).toContain('before');
    expect((await call('GET', `${apiPaths.auditEvents}?recordId=nope`)).status).toBe(400);
  });
});

describe('GET sobjects/<Type>/<Id>', () => {
  it('answers a record by its 15- or 18-character id, in Salesforce JSON', async () => {
    const person = randomPerson();
    const { objectId } = await upsert({ objectType: 'Lead', objectData: person });
    const byId18 = await getRecord('Lead', objectId!);
    expect(byId18).toMatchObject({
      attributes: { type: 'Lead', url: apiPaths.record('Lead', objectId!) },
      Id: objectId,
      ...person,
      CreatedDate: expect.any(String),
      LastModifiedDate: expect.any(String),
    });
    expect(await getRecord('Lead', objectId!.slice(0, 15))).toEqual(byId18);
    // Salesforce reads an 18-character id whatever the case of its letters.
    expect(await getRecord('Lead', objectId!.toLowerCase())).toEqual(byId18);
  });

  it('answers 404 with the error body for an unknown id, another type or no id at all', async () => {
    const { objectId } = await upsert({ objectType: 'Lead', objectData: randomPerson() });
    for (const path of [
      apiPaths.record('Lead', '00QSt0zzzzzzzzz'),
      apiPaths.record('Contact', objectId!),
      apiPaths.record('Lead', 'not-an-id'),
      apiPaths.record('Opportunity', objectId!),
    ]) {
      const missing = await ok<{ errorCode: string }[]>(call('GET', path, undefined, 'viewer'), 404);
      expect(missing[0]!.errorCode).toBe('NOT_FOUND');
    }
  });
});
