import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import { toId18 } from '../../contract/record-id';
import type { SearchOutput } from '../../contract/search';
import type { WordList, WordListCollection } from '../../contract/word-lists';
import { buildApp } from '../app';
import { NICKNAMES_LIST } from '../matching/word-lists/person-lists';
import { saveWordList } from '../word-lists/word-list-store';
import { findRecords } from '../records/record-store';
import { createScenarios } from '../scenarios/scenario-store';
import { changeMatchingConfiguration } from '../index-builds/configuration-change';
import { readIndexClock } from '../match-index/entry-store';
import { prepareStore } from '../startup';
import { openStore } from '../storage/database';
import { freePort } from '../testing/postgres-server';
import { ok, useTestApi, type As } from '../testing/api-kit';

const api = useTestApi({ as: 'admin' });
const { call } = api;
/** A second service process on the same database, as a scaled-out deployment runs it. */
let peer: { baseUrl: string; close(): Promise<void> };

beforeAll(async () => {
  const { config } = api.service;
  const store = openStore(config.database);
  const app = await buildApp(config, store);
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  peer = {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await store.close();
    },
  };
});
afterAll(() => peer?.close());

const put = (name: string, body: unknown, as?: As) => call('PUT', apiPaths.wordList(name), body, as);
const errorOf = (body: unknown) => (body as { errorCode: string; message: string; fields?: string[] }[])[0]!;

describe('reading word lists', () => {
  it('lists the built-in lists with their kinds, entry counts and the scenario fields that use them', async () => {
    const lists = (await ok<WordListCollection>(call('GET', apiPaths.wordLists, undefined, 'steward')))
      .wordLists;
    expect(lists.map((list) => [list.name, list.kind, list.builtIn])).toEqual([
      ['COMPANY', 'FREQUENT', true],
      ['COMPANY_ALIASES', 'SYNONYM', true],
      ['NAME', 'FREQUENT', true],
      ['NICKNAMES', 'SYNONYM', true],
      ['PERSON', 'FREQUENT', true],
    ]);
    const nicknames = lists.find((list) => list.name === 'NICKNAMES')!;
    expect(nicknames.entryCount).toBeGreaterThan(200);
    expect(nicknames.usedBy.map((use) => `${use.scenarioName}.${use.field}`)).toEqual([
      'Contact Default.FirstName',
      'Contact Name and Account.FirstName',
      'Lead Default.FirstName',
      'Lead Email and Phone.FirstName',
      'Lead Name and Address.FirstName',
      'Lead Person (probabilistic).FirstName',
    ]);
    expect(nicknames.usedBy[0]).toMatchObject({
      recordType: 'Contact',
      scenarioId: expect.stringMatching(/^a0S/),
    });
    expect(nicknames.usedBy[0]!.scenarioId).toHaveLength(18);
  });

  it('reads one list with its entries: words for a frequent list, groups for a synonym list', async () => {
    const person = await ok<WordList>(call('GET', apiPaths.wordList('PERSON'), undefined, 'integration'));
    expect(person).toMatchObject({ name: 'PERSON', kind: 'FREQUENT', builtIn: true });
    expect(person.entries).toContain('Dr');
    const aliases = await ok<WordList>(
      call('GET', apiPaths.wordList('COMPANY_ALIASES'), undefined, 'steward'),
    );
    expect(aliases.kind).toBe('SYNONYM');
    expect(aliases.entries.every((group) => Array.isArray(group) && group.length >= 2)).toBe(true);
    expect(aliases.usedBy.map((use) => use.field)).toEqual(['Name', 'Name', 'Company', 'Company']);
  });

  it('answers 404 for a list that does not exist', async () => {
    const missing = await ok(call('GET', apiPaths.wordList('NO_SUCH_LIST'), undefined, 'steward'), 404);
    expect(errorOf(missing)).toMatchObject({
      errorCode: 'NOT_FOUND',
      message: 'There is no word list named NO_SUCH_LIST',
    });
  });

  it('needs a token and the steward role', async () => {
    expect((await call('GET', apiPaths.wordLists, undefined, null)).status).toBe(401);
    const viewer = await call('GET', apiPaths.wordList('PERSON'), undefined, 'viewer');
    expect([viewer.status, errorOf(viewer.body).errorCode]).toEqual([403, 'INSUFFICIENT_ACCESS']);
  });
});

describe('writing custom word lists', () => {
  it('creates, replaces and deletes a custom list', async () => {
    const created = await ok(
      put('JOB_TITLES', { kind: 'FREQUENT', entries: ['CEO', 'Vice President'] }),
      201,
    );
    expect(created).toMatchObject({
      name: 'JOB_TITLES',
      kind: 'FREQUENT',
      builtIn: false,
      entries: ['CEO', 'Vice President'],
      usedBy: [],
    });
    const replaced = await ok<WordList>(
      put('JOB_TITLES', { name: 'JOB_TITLES', kind: 'FREQUENT', entries: ['CTO'] }),
    );
    expect(replaced.entries).toEqual(['CTO']);
    expect(await ok(call('GET', apiPaths.wordList('JOB_TITLES'), undefined, 'steward'))).toEqual(replaced);
    const summary = (await ok<WordListCollection>(call('GET', apiPaths.wordLists, undefined, 'steward')))
      .wordLists;
    expect(summary.find((list) => list.name === 'JOB_TITLES')).toMatchObject({
      entryCount: 1,
      builtIn: false,
    });

    const deleted = await call('DELETE', apiPaths.wordList('JOB_TITLES'));
    expect([deleted.status, deleted.body]).toEqual([204, undefined]);
    expect((await call('GET', apiPaths.wordList('JOB_TITLES'), undefined, 'steward')).status).toBe(404);
    expect((await call('DELETE', apiPaths.wordList('JOB_TITLES'))).status).toBe(404);
  });

  it('lets only admins write', async () => {
    for (const who of ['steward', 'integration', 'viewer'] as const) {
      const refused = await put('JOB_TITLES', { kind: 'FREQUENT', entries: ['CEO'] }, who);
      expect([refused.status, errorOf(refused.body).errorCode]).toEqual([403, 'INSUFFICIENT_ACCESS']);
      expect((await call('DELETE', apiPaths.wordList('PERSON'), undefined, who)).status).toBe(403);
    }
    expect((await put('JOB_TITLES', { kind: 'FREQUENT', entries: ['CEO'] }, null)).status).toBe(401);
    expect((await call('GET', apiPaths.wordList('JOB_TITLES'), undefined, 'steward')).status).toBe(404);
  });

  it('refuses to change or delete a built-in list', async () => {
    const before = await ok<WordList>(call('GET', apiPaths.wordList('PERSON')));
    const changed = await ok(put('PERSON', { kind: 'FREQUENT', entries: ['Dr'] }), 409);
    expect(errorOf(changed)).toMatchObject({
      errorCode: 'CANNOT_MODIFY_MANAGED_OBJECT',
      message: expect.stringMatching(
        /^PERSON is a built-in word list: it can be read but not changed/,
      ) as string,
    });
    const deleted = await call('DELETE', apiPaths.wordList('NICKNAMES'));
    expect([deleted.status, errorOf(deleted.body).errorCode]).toEqual([409, 'CANNOT_MODIFY_MANAGED_OBJECT']);
    expect(await ok(call('GET', apiPaths.wordList('PERSON')))).toEqual(before);
  });

  it.each([
    [
      'a word of a synonym group',
      'NICKS',
      {
        kind: 'SYNONYM',
        entries: [
          ['Robert', 'Bob'],
          ['Johannes', 5],
        ],
      },
      'entries.1.1: must be a string',
      ['entries.1.1'],
    ],
    [
      'a group in a frequent list',
      'TITLES',
      { kind: 'FREQUENT', entries: ['Dr', ['Mr', 'Mister']] },
      'entries.1: must be a string: groups of words belong in a SYNONYM list',
      ['entries.1'],
    ],
    [
      'a word in two groups',
      'NICKS',
      {
        kind: 'SYNONYM',
        entries: [
          ['Robert', 'Bob'],
          ['Roberta', 'bob'],
        ],
      },
      "entries.1.1: 'bob' is already in group entries.0 (entries.0.1); a word belongs to one group only",
      ['entries.1.1'],
    ],
    [
      'an untrimmed and a repeated word',
      'TITLES',
      { kind: 'FREQUENT', entries: ['Dr ', 'Prof', 'prof.'] },
      "entries.0: must not begin or end with white space; entries.2: 'prof.' repeats entries.1 ('Prof')",
      ['entries.0', 'entries.2'],
    ],
    [
      'a malformed name',
      'Titles',
      { kind: 'FREQUENT', entries: ['Dr'] },
      'name: must be 1 to 40 characters: an upper-case letter, then upper-case letters (A–Z), digits and underscores',
      ['name'],
    ],
    ['a missing kind', 'TITLES', { entries: ['Dr'] }, 'kind: is required', ['kind']],
    [
      'an unknown kind',
      'TITLES',
      { kind: 'STOP', entries: ['Dr'] },
      'kind: must be FREQUENT or SYNONYM',
      ['kind'],
    ],
    [
      'a read-only field sent back',
      'TITLES',
      { kind: 'FREQUENT', entries: ['Dr'], builtIn: false },
      'builtIn: is not a known field',
      ['builtIn'],
    ],
    [
      'an empty list',
      'TITLES',
      { kind: 'FREQUENT', entries: [] },
      'entries: must hold at least one entry',
      ['entries'],
    ],
  ])('answers 400 for %s, naming the field', async (_, name, body, message, fields) => {
    const refused = await ok(put(name, body), 400);
    expect(errorOf(refused)).toEqual({ errorCode: 'INVALID_INPUT', message, fields });
    expect((await call('GET', apiPaths.wordList(name))).status).toBe(404);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const refused = await ok(put('TITLES', '{"kind": '), 400);
    expect(errorOf(refused).errorCode).toBe('JSON_PARSER_ERROR');
  });

  it('lists every problem of a long list up to twenty, then counts the rest', async () => {
    const refused = await ok(
      put('TITLES', { kind: 'FREQUENT', entries: Array.from({ length: 30 }, () => '') }),
      400,
    );
    const error = errorOf(refused);
    expect(error.fields).toHaveLength(20);
    expect(error.message).toMatch(/entries\.19: must not be empty; and 10 more problems$/);
  });
});

describe('a custom list used by a scenario', () => {
  const LIST = 'TEST_NICKNAMES';
  let scenarioId: string | undefined;
  let lead: { id: string; firstName: string; lastName: string };

  /** Searches the test scenario alone; answers the ids found. */
  async function found(firstName: string, on: 'service' | 'peer' = 'service') {
    const input = {
      objectPrefix: '00Q',
      objectData: { FirstName: firstName, LastName: lead.lastName },
      scenarioIds: [scenarioId],
    };
    const baseUrl = on === 'peer' ? peer.baseUrl : api.service.baseUrl;
    const output = await ok<SearchOutput>(api.callAt(baseUrl, 'POST', apiPaths.search, input, 'integration'));
    return output['00Q']!.map((result) => result.objectData.Id);
  }

  beforeAll(async () => {
    const { store, config } = api.service;
    const row = await store.db
      .selectFrom('records')
      .select('id')
      .where('record_type', '=', 'Lead')
      .orderBy('id')
      .offset(40)
      .limit(1)
      .executeTakeFirstOrThrow();
    const values = (await findRecords(store.db, [row.id]))[0]!.values;
    lead = {
      id: toId18(row.id),
      firstName: String(values['FirstName']),
      lastName: String(values['LastName']),
    };
    // There is no scenario API yet: the scenario is stored as one would store it, referencing a list not yet made.
    [scenarioId] = await changeMatchingConfiguration(store.db, config, async (trx) => ({
      result: await createScenarios(trx, [
        {
          recordType: 'Lead',
          name: 'Lead Test Nicknames',
          threshold: 90,
          scoreMethod: 'SEARCH',
          onApi: false,
          onDataApi: false,
          onBatch: false,
          onSearch: false,
          onInsert: false,
          isHidden: true,
          fields: [
            {
              field: 'FirstName',
              matchMethod: 'FUZZY_PERSON',
              matchConfig: null,
              synonymList: LIST,
              frequentList: null,
              weight: 50,
              doNotIndex: false,
              indexGroups: [1],
            },
            {
              field: 'LastName',
              matchMethod: 'EQUAL',
              matchConfig: null,
              synonymList: null,
              frequentList: null,
              weight: 50,
              doNotIndex: false,
              indexGroups: [1],
            },
          ],
        },
      ]),
      affectedTypes: ['Lead'],
    }));
  });

  it('finds the lead by a nickname only once the list says so, in this process and in another one', async () => {
    expect(await found(lead.firstName)).toContain(lead.id);
    expect(await found('Zyx')).not.toContain(lead.id);
    expect(await found('Zyx', 'peer')).not.toContain(lead.id);

    const created = await ok<WordList>(
      put(LIST, { kind: 'SYNONYM', entries: [[lead.firstName, 'Zyx']] }),
      201,
    );
    expect(created.usedBy).toEqual([
      {
        scenarioId: toId18(scenarioId!),
        scenarioName: 'Lead Test Nicknames',
        recordType: 'Lead',
        field: 'FirstName',
        referencedAs: 'SYNONYM',
      },
    ]);
    expect(await found('Zyx')).toContain(lead.id);
    expect(await found('Zyx', 'peer')).toContain(lead.id);

    // Replaced through the other process: both stop finding it, so the stored keys were rebuilt without the group.
    await ok(
      api.callAt(peer.baseUrl, 'PUT', apiPaths.wordList(LIST), {
        kind: 'SYNONYM',
        entries: [['Abc', 'Xyz']],
      }),
    );
    expect(await found('Zyx')).not.toContain(lead.id);
    expect(await found('Zyx', 'peer')).not.toContain(lead.id);
  });

  it('refuses to delete the list while the scenario uses it, naming the scenario field', async () => {
    const refused = await ok(call('DELETE', apiPaths.wordList(LIST)), 409);
    expect(errorOf(refused)).toMatchObject({
      errorCode: 'DELETE_FAILED',
      message:
        'TEST_NICKNAMES cannot be deleted: scenario fields use it: Lead Test Nicknames (Lead) field FirstName. ' +
        'Point those fields at another list first.',
    });
    expect((await call('GET', apiPaths.wordList(LIST))).status).toBe(200);
  });

  it('keeps the kind the scenario field expects', async () => {
    const refused = await ok(put(LIST, { kind: 'FREQUENT', entries: ['Abc'] }), 400);
    expect(errorOf(refused)).toMatchObject({
      message:
        'kind: must be SYNONYM: Lead Test Nicknames (Lead) uses TEST_NICKNAMES as the synonym list of FirstName',
      fields: ['kind'],
    });
  });
});

describe('built-in lists at start', () => {
  it('rewrites a built-in list that differs from the code and re-indexes the records that use it', async () => {
    const { store, config } = api.service;
    const { db } = store;
    const row = await db
      .selectFrom('records')
      .select(['id', 'data'])
      .where('record_type', '=', 'Contact')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    // The record's match index entry: the layout it was computed under and its key hashes.
    const keysOf = async () => {
      const entry = await db
        .selectFrom('match_entries')
        .select(['layout', 'keys'])
        .where('record_id', '=', row.id)
        .executeTakeFirstOrThrow();
      return `${entry.layout} ${Buffer.from(entry.keys!).toString('hex')}`;
    };
    const keys = await keysOf();
    // As an older release would have left them: other nicknames, and keys built from them (a group's key is its
    // alphabetically first word).
    const firstName = String((JSON.parse(row.data) as Record<string, unknown>)['FirstName']);
    await changeMatchingConfiguration(db, config, async (trx) => {
      await saveWordList(trx, { name: 'NICKNAMES', kind: 'SYNONYM', entries: [['Aab', firstName]] }, true);
      return { result: undefined, affectedTypes: ['Contact'] };
    });
    expect(await keysOf()).not.toEqual(keys);
    const version = (await readIndexClock(db)).matchingVersion;

    await prepareStore(store, config);
    expect(await keysOf()).toEqual(keys);
    expect((await ok<WordList>(call('GET', apiPaths.wordList('NICKNAMES')))).entries).toEqual(
      NICKNAMES_LIST.entries,
    );
    expect((await readIndexClock(db)).matchingVersion).toBeGreaterThan(version);
  });
});
