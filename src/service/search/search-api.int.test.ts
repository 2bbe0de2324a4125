import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import { toId18 } from '../../contract/record-id';
import type { ScenariosOutput } from '../../contract/scenarios';
import type { ExplainOutput } from '../../contract/explain';
import type { SearchOutput } from '../../contract/search';
import { findRecords } from '../records/record-store';
import { ok, useTestApi, type As } from '../testing/api-kit';
import { jsforceConnection } from '../testing/jsforce-connection';

const api = useTestApi({ as: 'integration' });
const { call } = api;

const search = (body: unknown, as?: As) => call('POST', apiPaths.search, body, as);
const found = (body: unknown) => ok<SearchOutput>(search(body));
const explained = (body: unknown) => ok<ExplainOutput>(call('POST', apiPaths.searchExplain, body));

const errorOf = (body: unknown) => (body as { errorCode: string; message: string; fields?: string[] }[])[0]!;

async function scenarioIdsOf(objectName: string) {
  const { scenarios } = await ok<ScenariosOutput>(
    call('GET', `${apiPaths.scenarios}?objectName=${objectName}`),
  );
  return Object.fromEntries(scenarios.map((scenario) => [scenario.scenarioName, scenario.scenarioId]));
}

/** A demo record of a type, as stored. */
async function demoRecord(recordType: string, offset = 0) {
  const row = await api.service.store.db
    .selectFrom('records')
    .select('id')
    .where('record_type', '=', recordType)
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return (await findRecords(api.service.store.db, [row.id]))[0]!;
}

describe('POST dc3Api/search', () => {
  it("finds the demo Jennifers for the original's minimal example", async () => {
    const results = (await found({ objectPrefix: '00Q', objectData: { FirstName: 'Jenniffer' } }))['00Q']!;
    expect(results.length).toBeGreaterThanOrEqual(10);
    expect(new Set(results.map((result) => result.objectData['FirstName']))).toEqual(
      new Set(['Jennifer', 'Jenifer']),
    );
    for (const result of results) {
      expect(result.score).toBeGreaterThanOrEqual(75);
      expect(result.scenarioScores.map((score) => score.scenarioName)).toContain('Lead Default');
      expect(result.scenarioScores.map((score) => score.scenarioName)).not.toContain('Lead Legacy Import');
    }
  });

  it('answers results sorted by score, then id, in the seed shape with Salesforce attributes', async () => {
    const results = (await found({ objectPrefix: '00Q', objectData: { FirstName: 'Jenniffer' } }))['00Q']!;
    const order = results.map((result) => [-result.score, result.objectData.Id] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || (a[1]! < b[1]! ? -1 : 1)));
    const first = results[0]!;
    expect(first.score).toBe(Math.max(...first.scenarioScores.map((score) => score.scenarioScore)));
    expect(first.objectData.Id).toMatch(/^00Q[0-9A-Za-z]{15}$/);
    expect(first.objectData.attributes).toEqual({
      type: 'Lead',
      url: `/services/data/v62.0/sobjects/Lead/${first.objectData.Id}`,
    });
    expect(first.scenarioScores[0]!.scenarioId).toMatch(/^[0-9A-Za-z]{18}$/);
  });

  it('finds a stored lead from a typo in its name, a reformatted phone and an e-mail in capitals', async () => {
    const lead = await demoRecord('Lead', 17);
    const values = lead.values as Record<string, string>;
    const output = await found({
      objectPrefix: '00Q',
      objectData: {
        FirstName: values['FirstName']!,
        LastName: values['LastName']!.slice(0, 2) + values['LastName']!.slice(3),
        Email: values['Email']!.toUpperCase(),
        Company: values['Company']!,
      },
    });
    const results = output['00Q']!;
    expect(results[0]!.objectData.Id).toBe(toId18(lead.id));
    expect(results[0]!.score).toBeGreaterThanOrEqual(90);
  });

  it('answers a search without matches with the prefix and an empty list', async () => {
    expect(
      await found({ objectPrefix: '00Q', objectData: { FirstName: 'Zebulon', LastName: 'Qwxyzzy' } }),
    ).toEqual({
      '00Q': [],
    });
  });

  it('nests lookups as {attributes, Id, Name}', async () => {
    const contact = await demoRecord('Contact', 3);
    const values = contact.values as Record<string, string>;
    const output = await found({
      objectPrefix: '003',
      objectData: { FirstName: values['FirstName']!, LastName: values['LastName']!, Email: values['Email']! },
    });
    const match = output['003']!.find((result) => result.objectData.Id === toId18(contact.id))!;
    const account = (await findRecords(api.service.store.db, [values['AccountId']!]))[0]!;
    expect(match.objectData['AccountId']).toBe(toId18(account.id));
    expect(match.objectData['Account']).toEqual({
      attributes: { type: 'Account', url: `/services/data/v62.0/sobjects/Account/${toId18(account.id)}` },
      Id: toId18(account.id),
      Name: account.values['Name'],
    });
  });

  it('uses only the scenarios named in scenarioIds, hidden ones included', async () => {
    const ids = await scenarioIdsOf('Lead');
    const output = await found({
      objectPrefix: '00Q',
      objectData: { FirstName: 'Jenniffer' },
      scenarioIds: [ids['Lead Default']!],
    });
    const names = output['00Q']!.flatMap((result) =>
      result.scenarioScores.map((score) => score.scenarioName),
    );
    expect(new Set(names)).toEqual(new Set(['Lead Default']));
  });

  it.each([
    [{ objectPrefix: 'XYZ', objectData: {} }, 'objectPrefix', /no record type has the key prefix 'XYZ'/],
    [
      { objectPrefix: '00Q', objectData: { Nickname: 'x' } },
      'objectData.Nickname',
      /Lead has no field Nickname/,
    ],
    [
      { objectPrefix: '00Q', objectData: {}, scenarioIds: ['nonsense'] },
      'scenarioIds.0',
      /not the id of a scenario/,
    ],
    [
      { objectPrefix: '00Q', objectData: {}, filterDeveloperName: 'Nope' },
      'filterDeveloperName',
      /no filter 'Nope'/,
    ],
    [{ objectPrefix: 12, objectData: {} }, 'objectPrefix', /must be string/],
    [{ objectData: {} }, 'objectPrefix', /is required/],
    [{ objectPrefix: '00Q', objectData: { FirstName: 5 } }, 'objectData.FirstName', /must be string or null/],
    [{ objectPrefix: '00Q', objectData: {}, scenarioID: [] }, 'scenarioID', /is not a known field/],
    [
      { objectPrefix: '00Q', objectData: { LastName: 'x'.repeat(256) } },
      'objectData.LastName',
      /is 256 characters long; at most 255 fit/,
    ],
    [
      { objectPrefix: '00Q', objectData: { LastName: 'x'.repeat(100_000) } },
      'objectData.LastName',
      /must be at most 32000 characters/,
    ],
    [
      { objectPrefix: '00Q', objectData: {}, scenarioIds: Array.from({ length: 101 }, () => 'a0S') },
      'scenarioIds',
      /must hold at most 100 entries/,
    ],
  ])('refuses %j with 400 naming %s', async (body, field, message) => {
    const answer = await ok(search(body), 400);
    expect(errorOf(answer)).toMatchObject({ errorCode: 'INVALID_INPUT', fields: [field] });
    expect(errorOf(answer).message).toMatch(message);
  });

  it('refuses a scenario of another record type, naming it', async () => {
    const accountDefault = (await scenarioIdsOf('Account'))['Account Default']!;
    const refused = await ok(
      search({ objectPrefix: '00Q', objectData: {}, scenarioIds: [accountDefault] }),
      400,
    );
    expect(errorOf(refused).message).toMatch(
      new RegExp(`${accountDefault}.*Account Default.*belongs to Account, not Lead`),
    );
  });

  it('answers a body that is not JSON with JSON_PARSER_ERROR', async () => {
    const refused = await ok(search('{"objectPrefix": '), 400);
    expect(errorOf(refused).errorCode).toBe('JSON_PARSER_ERROR');
  });

  it('needs a token, the steward role and a licence seat', async () => {
    expect((await search({ objectPrefix: '00Q', objectData: {} }, null)).status).toBe(401);
    const viewer = await search({ objectPrefix: '00Q', objectData: {} }, 'viewer');
    expect([viewer.status, errorOf(viewer.body).errorCode]).toEqual([403, 'INSUFFICIENT_ACCESS']);
    expect((await call('DELETE', `${apiPaths.licenses}/admin`, undefined, 'admin')).status).toBe(204);
    const unlicensed = await search({ objectPrefix: '00Q', objectData: {} }, 'admin');
    expect([unlicensed.status, errorOf(unlicensed.body).errorCode]).toEqual([403, 'NO_API_LICENSE']);
  });

  it("works through jsforce's conn.apex.post like the original", async () => {
    const conn = jsforceConnection(api.service.baseUrl, api.tokens.integration);
    const result = await conn.apex.post<SearchOutput>('/dupcheck/dc3Api/search', {
      objectPrefix: '00Q',
      objectData: { FirstName: 'Jenniffer' },
    });
    expect(result['00Q']!.length).toBeGreaterThan(0);
  });
});

describe('cross-object search', () => {
  it("also finds the lead's company among Accounts, under the Account prefix and scored with Account scenarios", async () => {
    const account = await demoRecord('Account', 5);
    const output = await found({
      objectPrefix: '00Q',
      objectData: { LastName: 'Nobody-Like-This', Company: account.values['Name'] },
    });
    expect(Object.keys(output)[0]).toBe('00Q');
    const match = output['001']!.find((result) => result.objectData.Id === toId18(account.id))!;
    expect(match.score).toBe(100);
    expect(match.objectData.attributes.type).toBe('Account');
    expect(match.scenarioScores.map((score) => score.scenarioName)).toContain('Account Default');
  });

  it('also finds the person among Contacts, with the fields carried over to the Contact', async () => {
    const contact = await demoRecord('Contact', 7);
    const output = await found({
      objectPrefix: '00Q',
      objectData: {
        FirstName: contact.values['FirstName'],
        LastName: contact.values['LastName'],
        Email: contact.values['Email'],
      },
    });
    const contacts = output['003']!;
    expect(contacts[0]).toMatchObject({ score: 100, objectData: { Id: toId18(contact.id) } });
  });

  it("explains cross-object matches field by field against the other type's fields", async () => {
    const account = await demoRecord('Account', 5);
    const output = await explained({ objectPrefix: '00Q', objectData: { Company: account.values['Name'] } });
    const match = output['001']!.find((result) => result.objectData.Id === toId18(account.id))!;
    const accountDefault = match.explanation.find((scenario) => scenario.scenarioName === 'Account Default')!;
    expect(accountDefault.fields.filter((field) => field.evidence !== 'MISSING')).toEqual([
      expect.objectContaining({
        field: 'Name',
        score: 100,
        input: expect.objectContaining({ value: account.values['Name'] }),
      }),
    ]);
  });

  it('searches only the named scenarios, so no other type, when scenarioIds are given', async () => {
    const account = await demoRecord('Account', 5);
    const ids = await scenarioIdsOf('Lead');
    const output = await found({
      objectPrefix: '00Q',
      objectData: { Company: account.values['Name'] },
      scenarioIds: [ids['Lead Default']!],
    });
    expect(Object.keys(output)).toEqual(['00Q']);
  });

  it('does not search another type from a type without cross-object mappings', async () => {
    const account = await demoRecord('Account', 5);
    const output = await found({ objectPrefix: '001', objectData: { Name: account.values['Name'] } });
    expect(Object.keys(output)).toEqual(['001']);
  });
});

describe('POST dc3Api/search/explain', () => {
  it('explains every score field by field, with normalised forms, synonyms and dropped words', async () => {
    const results = (await explained({ objectPrefix: '00Q', objectData: { FirstName: 'Dr. Jenniffer' } }))[
      '00Q'
    ]!;
    const first = results[0]!;
    const leadDefault = first.explanation.find((scenario) => scenario.scenarioName === 'Lead Default')!;
    expect(leadDefault).toMatchObject({
      threshold: 75,
      reached: true,
      verdict: 'DUPLICATE',
      scenarioScore: first.score,
      // A query is answered on what it asks: the first name is all it gave.
      comparedWeight: 20,
      requiredWeight: 20,
    });
    expect(leadDefault.fields[0]).toEqual({
      field: 'FirstName',
      matchMethod: 'FUZZY_PERSON',
      weight: 20,
      evidence: 'COMPARED',
      countedWeight: 20,
      termFrequency: expect.any(Number),
      score: leadDefault.scenarioScore,
      bits: null,
      guard: true,
      guardFired: false,
      input: { value: 'Dr. Jenniffer', normalised: 'jenniffer', droppedWords: ['dr'] },
      candidateField: 'FirstName',
      candidate: {
        value: first.objectData['FirstName'],
        normalised: expect.stringMatching(/^jen+if+er$/),
        droppedWords: [],
      },
      synonymMatches: [],
    });
    // Dozens of the demo's leads are called Jennifer: agreeing on it counts less than on a rare name.
    expect(leadDefault.fields[0]!.termFrequency).toBeLessThan(1);
    // Every scenario field is listed; those the input leaves empty are missing evidence and do not count.
    expect(
      leadDefault.fields.slice(1).map((field) => [field.field, field.evidence, field.countedWeight]),
    ).toEqual([
      ['LastName', 'MISSING', 0],
      ['Company', 'MISSING', 0],
      ['Email', 'MISSING', 0],
    ]);
    expect(leadDefault.fields[1]!.candidate.value).toBe(first.objectData['LastName']);
    // Every selected scenario is explained, including those the match did not reach.
    expect(first.explanation.map((scenario) => scenario.scenarioName)).toEqual([
      'Lead Default',
      'Lead Email and Phone',
      'Lead Name and Address',
    ]);
    expect(
      first.explanation.find((scenario) => scenario.scenarioName === 'Lead Email and Phone'),
    ).toMatchObject({ reached: false, verdict: 'NOT_ENOUGH_EVIDENCE' });
  });

  it('names the words that matched through a synonym list', async () => {
    const results = (await explained({ objectPrefix: '00Q', objectData: { FirstName: 'Jenny' } }))['00Q']!;
    const viaNickname = results.find((result) => result.objectData['FirstName'] === 'Jennifer')!;
    const field = viaNickname.explanation[0]!.fields[0]!;
    expect(field).toMatchObject({ score: 100, synonymMatches: ['jenny=jennifer'] });
  });

  it('finds a person whose first and last names were entered the wrong way round', async () => {
    const lead = await demoRecord('Lead', 3);
    const firstName = lead.values['FirstName'] as string;
    const lastName = lead.values['LastName'] as string;
    const output = await explained({
      objectPrefix: '00Q',
      objectData: { FirstName: lastName, LastName: firstName },
    });
    const match = output['00Q']!.find((result) => result.objectData.Id === toId18(lead.id))!;
    expect(match.score).toBeGreaterThanOrEqual(90);
    const leadDefault = match.explanation.find((scenario) => scenario.scenarioName === 'Lead Default')!;
    expect(
      leadDefault.fields
        .slice(0, 2)
        .map((field) => [field.field, field.candidateField, field.candidate.value, field.evidence]),
    ).toEqual([
      ['FirstName', 'LastName', lastName, 'COMPARED'],
      ['LastName', 'FirstName', firstName, 'COMPARED'],
    ]);
  });
});
