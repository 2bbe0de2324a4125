import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { Filter, FilterCount, FilterInput, FilterList } from '../../contract/filters';
import type { SearchOutput, SearchResult } from '../../contract/search';
import { prepareStore } from '../startup';
import { ok, startTestApi, useTestApi, type As, type StartedTestApi, type TestApi } from '../testing/api-kit';

const api = useTestApi({ as: 'steward' });
const { call } = api;

const errorOf = (body: unknown) => (body as { errorCode: string; message: string; fields?: string[] }[])[0]!;
const developerNames = (list: FilterList) => list.filters.map((filter) => filter.developerName);

const put = (recordType: string, developerName: string, body: unknown, as: As = 'admin') =>
  call('PUT', apiPaths.filter(recordType, developerName), body, as);

const search = (body: object, as: As = 'integration', on: TestApi = api) =>
  on.call('POST', apiPaths.search, body, as);

const leadsOf = (found: SearchOutput): SearchResult[] => found['00Q']!;
const ids = (results: SearchResult[]) => results.map((result) => result.objectData.Id);

describe('GET dc3Api/admin/filters', () => {
  it("lists the demo's Lead filters for a steward, by label, whatever the case of objectName", async () => {
    const { filters } = await ok<FilterList>(call('GET', `${apiPaths.filters}?objectName=lead`));
    expect(filters.map((filter) => filter.label)).toEqual([
      'Companies under 100 employees',
      'Leads from the web',
      'Leads in the United States',
      'Not yet contacted',
      'Open leads',
    ]);
    expect(filters.find((filter) => filter.developerName === 'Open_Leads')).toEqual({
      developerName: 'Open_Leads',
      label: 'Open leads',
      recordType: 'Lead',
      conditions: [
        { field: 'Status', operator: 'NOT_IN', values: ['Closed - Converted', 'Closed - Not Converted'] },
      ],
    });
  });

  it('lists the filters of every record type without objectName', async () => {
    const list = await ok<FilterList>(call('GET', apiPaths.filters, undefined, 'integration'));
    const types = new Set(list.filters.map((filter) => filter.recordType));
    expect(types).toEqual(new Set(['Account', 'Contact', 'Lead']));
    expect(developerNames(list)).toEqual(
      expect.arrayContaining(['Customers', 'Emailable_Contacts', 'Web_Leads']),
    );
  });

  it('refuses an unknown record type, naming objectName', async () => {
    const refused = await ok(call('GET', `${apiPaths.filters}?objectName=Opportunity`), 400);
    expect(errorOf(refused)).toMatchObject({
      errorCode: 'INVALID_INPUT',
      message: "objectName: no record type is named 'Opportunity'",
      fields: ['objectName'],
    });
  });

  it('reads one filter; an unknown one is 404', async () => {
    expect(await ok(call('GET', apiPaths.filter('Account', 'Customers')))).toMatchObject({
      developerName: 'Customers',
      recordType: 'Account',
      label: 'Customers',
    });
    const missing = await call('GET', apiPaths.filter('Account', 'Prospects'));
    expect([missing.status, errorOf(missing.body).message]).toEqual([
      404,
      "Account has no filter 'Prospects'",
    ]);
    const noType = await call('GET', apiPaths.filter('Opportunity', 'Customers'));
    expect([noType.status, errorOf(noType.body).message]).toEqual([
      404,
      "No record type is named 'Opportunity'",
    ]);
  });
});

describe('PUT and DELETE dc3Api/admin/filters/<recordType>/<developerName>', () => {
  const manufacturing: FilterInput = {
    label: 'Manufacturing',
    conditions: [{ field: 'Industry', operator: 'EQUALS', value: 'manufacturing' }],
  };

  it('creates (201), replaces (200), reads back and deletes (204) a filter', async () => {
    const created = await ok<Filter>(put('account', 'Manufacturing_Accounts', manufacturing), 201);
    // The record type takes its API name's case and the picklist value the picklist's spelling.
    expect(created).toEqual({
      developerName: 'Manufacturing_Accounts',
      label: 'Manufacturing',
      recordType: 'Account',
      conditions: [{ field: 'Industry', operator: 'EQUALS', value: 'Manufacturing' }],
    });

    // A filter read, edited and sent back as it is works.
    const edited = { ...created, label: 'Manufacturing, 50+ employees' };
    edited.conditions.push({ field: 'NumberOfEmployees', operator: 'GREATER_OR_EQUAL', value: 50 });
    expect(await ok(put('Account', 'Manufacturing_Accounts', edited))).toEqual(edited);

    expect(await ok(call('GET', apiPaths.filter('Account', 'Manufacturing_Accounts')))).toEqual(edited);
    const list = await ok<FilterList>(call('GET', `${apiPaths.filters}?objectName=Account`));
    expect(developerNames(list)).toContain('Manufacturing_Accounts');

    const path = apiPaths.filter('Account', 'Manufacturing_Accounts');
    expect((await call('DELETE', path, undefined, 'admin')).status).toBe(204);
    expect((await call('GET', path)).status).toBe(404);
    const again = await call('DELETE', path, undefined, 'admin');
    expect([again.status, errorOf(again.body).message]).toEqual([
      404,
      "Account has no filter 'Manufacturing_Accounts'",
    ]);
  });

  it.each([
    [
      'an unknown field',
      { label: 'x', conditions: [{ field: 'Rating', operator: 'EQUALS', value: 'Hot' }] },
      ['conditions.0.field'],
      /conditions\.0\.field: Lead has no field Rating/,
    ],
    [
      'an ordering operator on a text field',
      {
        label: 'x',
        conditions: [
          { field: 'Email', operator: 'IS_NOT_BLANK' },
          { field: 'Company', operator: 'GREATER_THAN', value: 'M' },
        ],
      },
      ['conditions.1.operator'],
      /conditions\.1\.operator: GREATER_THAN does not apply: Company is a text field/,
    ],
    [
      'a missing value',
      { label: 'x', conditions: [{ field: 'Company', operator: 'EQUALS' }] },
      ['conditions.0.value'],
      /conditions\.0\.value: is required for EQUALS/,
    ],
    [
      'a value where the operator takes none',
      { label: 'x', conditions: [{ field: 'Email', operator: 'IS_BLANK', value: 'x' }] },
      ['conditions.0.value'],
      /conditions\.0\.value: is not taken by IS_BLANK/,
    ],
    [
      'a number given as text',
      { label: 'x', conditions: [{ field: 'NumberOfEmployees', operator: 'LESS_THAN', value: '100' }] },
      ['conditions.0.value'],
      /conditions\.0\.value: must be a number, as NumberOfEmployees is a number field/,
    ],
    [
      'a value the picklist lacks, in a list',
      {
        label: 'x',
        conditions: [{ field: 'Status', operator: 'IN', values: ['Working - Contacted', 'Lost'] }],
      },
      ['conditions.0.values.1'],
      /'Lost' is not a value of the picklist Status/,
    ],
    [
      'an unknown operator',
      { label: 'x', conditions: [{ field: 'Status', operator: 'CONTAINS', value: 'Open' }] },
      ['conditions.0.operator'],
      /conditions\.0\.operator: must be one of EQUALS, NOT_EQUALS/,
    ],
    [
      'no conditions',
      { label: 'x', conditions: [] },
      ['conditions'],
      /conditions: must hold at least 1 entry/,
    ],
    [
      'a blank label',
      { label: '  ', conditions: [{ field: 'Email', operator: 'IS_BLANK' }] },
      ['label'],
      /label: must not be blank/,
    ],
    [
      'a developer name that differs from the path',
      { developerName: 'Other', label: 'x', conditions: [{ field: 'Email', operator: 'IS_BLANK' }] },
      ['developerName'],
      /developerName: 'Other' differs from the path's 'Bad_Filter'/,
    ],
    [
      'an unknown property',
      { label: 'x', conditions: [{ field: 'Email', operator: 'IS_BLANK', negate: true }] },
      ['conditions.0.negate'],
      /conditions\.0\.negate: is not a known field/,
    ],
  ])('refuses %s with 400 naming the field', async (_case, body, fields, message) => {
    const answer = await ok(put('Lead', 'Bad_Filter', body), 400);
    expect(errorOf(answer)).toMatchObject({ errorCode: 'INVALID_INPUT', fields });
    expect(errorOf(answer).message).toMatch(message);
    expect((await call('GET', apiPaths.filter('Lead', 'Bad_Filter'))).status).toBe(404);
  });

  it('refuses a developer name that is not an API name, and an unknown record type', async () => {
    const valid = { label: 'x', conditions: [{ field: 'Email', operator: 'IS_BLANK' }] };
    const malformed = await put('Lead', 'open leads', valid);
    expect([malformed.status, errorOf(malformed.body).fields]).toEqual([400, ['developerName']]);
    const noType = await put('Opportunity', 'Open', valid);
    expect([noType.status, errorOf(noType.body).errorCode]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('who may use the filter API', () => {
  const valid = { label: 'x', conditions: [{ field: 'Email', operator: 'IS_BLANK' }] };

  it('needs a token', async () => {
    const { status, body } = await call('GET', apiPaths.filters, undefined, null);
    expect([status, errorOf(body).errorCode]).toEqual([401, 'INVALID_SESSION_ID']);
  });

  it('refuses a viewer reading and a steward writing', async () => {
    const read = await call('GET', apiPaths.filters, undefined, 'viewer');
    expect([read.status, errorOf(read.body).errorCode]).toEqual([403, 'INSUFFICIENT_ACCESS']);
    expect(errorOf(read.body).message).toMatch(/needs the steward role/);

    const write = await put('Lead', 'Steward_Filter', valid, 'steward');
    expect([write.status, errorOf(write.body).message]).toEqual([
      403,
      expect.stringMatching(/needs the admin role/),
    ]);
    const remove = await call('DELETE', apiPaths.filter('Lead', 'Open_Leads'), undefined, 'integration');
    expect(remove.status).toBe(403);
    expect((await call('GET', apiPaths.filter('Lead', 'Open_Leads'))).status).toBe(200);
  });

  it('needs no licence seat, like the other administration endpoints', async () => {
    const seat = `${apiPaths.licenses}/steward`;
    expect((await call('DELETE', seat, undefined, 'admin')).status).toBe(204);
    try {
      const list = await ok<FilterList>(call('GET', `${apiPaths.filters}?objectName=Lead`));
      expect(developerNames(list)).toContain('Open_Leads');
      // The search that would use a filter still needs the seat.
      const refused = await search(
        { objectPrefix: '00Q', objectData: {}, filterDeveloperName: 'Open_Leads' },
        'steward',
      );
      expect([refused.status, errorOf(refused.body).errorCode]).toEqual([403, 'NO_API_LICENSE']);
    } finally {
      expect((await call('PUT', seat, undefined, 'admin')).status).toBe(200);
    }
  });
});

describe('POST dc3Api/search with filterDeveloperName', () => {
  it('keeps only the matches that satisfy the filter', async () => {
    const all = leadsOf(await ok(search({ objectPrefix: '00Q', objectData: { FirstName: 'Jenniffer' } })));
    const filtered = leadsOf(
      await ok(
        search({
          objectPrefix: '00Q',
          objectData: { FirstName: 'Jenniffer' },
          filterDeveloperName: 'Not_Contacted_Leads',
        }),
      ),
    );
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    expect(filtered.every((result) => result.objectData['Status'] === 'Open - Not Contacted')).toBe(true);
    // Exactly the unfiltered matches with that status, with the same scores.
    expect(filtered).toEqual(all.filter((result) => result.objectData['Status'] === 'Open - Not Contacted'));
  });

  it('applies a filter an admin just made, and refuses it once deleted', async () => {
    const all = leadsOf(await ok(search({ objectPrefix: '00Q', objectData: { FirstName: 'Jenniffer' } })));
    const industry = all[0]!.objectData['Industry'] as string;
    await ok(
      put('Lead', 'Same_Industry', {
        label: `Industry ${industry}`,
        conditions: [{ field: 'Industry', operator: 'EQUALS', value: industry }],
      }),
      201,
    );
    const input = {
      objectPrefix: '00Q',
      objectData: { FirstName: 'Jenniffer' },
      filterDeveloperName: 'Same_Industry',
    };
    const filtered = leadsOf(await ok(search(input)));
    expect(ids(filtered)).toEqual(ids(all.filter((result) => result.objectData['Industry'] === industry)));

    const explained = await ok<SearchOutput>(call('POST', apiPaths.searchExplain, input, 'integration'));
    expect(ids(leadsOf(explained))).toEqual(ids(filtered));

    expect((await call('DELETE', apiPaths.filter('Lead', 'Same_Industry'), undefined, 'admin')).status).toBe(
      204,
    );
    const refused = await ok(search(input), 400);
    expect(errorOf(refused).message).toBe("filterDeveloperName: Lead has no filter 'Same_Industry'");
  });

  it.each([
    ['an unknown name', 'Nope', "filterDeveloperName: Lead has no filter 'Nope'"],
    ['a filter of another record type', 'Customers', "filterDeveloperName: Lead has no filter 'Customers'"],
    ['a name in the wrong case', 'open_leads', "filterDeveloperName: Lead has no filter 'open_leads'"],
  ])('refuses %s with 400 naming filterDeveloperName', async (_case, name, message) => {
    const refused = await ok(
      search({ objectPrefix: '00Q', objectData: { FirstName: 'Jenniffer' }, filterDeveloperName: name }),
      400,
    );
    expect(errorOf(refused)).toEqual({
      errorCode: 'INVALID_INPUT',
      message,
      fields: ['filterDeveloperName'],
    });
  });
});

describe('a filter and the candidate cap', () => {
  let capped: StartedTestApi;

  beforeAll(async () => {
    capped = await startTestApi({ env: { SEARCH_CANDIDATE_CAP: '3' } });
  });
  afterAll(() => capped.close());

  it('still finds matches when the best-ranked candidates all fail the filter', async () => {
    const jennifer = { objectPrefix: '00Q', objectData: { FirstName: 'Jenniffer' } };
    const top = leadsOf(await ok(search(jennifer, 'integration', capped)));
    expect(top).toHaveLength(3);
    const everyMatch = leadsOf(await ok(search(jennifer)));

    // A filter that the three best-ranked candidates fail: none of their last names.
    const lastNames = top.map((result) => result.objectData['LastName'] as string);
    await ok(
      capped.call(
        'PUT',
        apiPaths.filter('Lead', 'Other_Last_Names'),
        {
          label: 'Other last names',
          conditions: [{ field: 'LastName', operator: 'NOT_IN', values: lastNames }],
        },
        'admin',
      ),
      201,
    );

    const filtered = leadsOf(
      await ok(search({ ...jennifer, filterDeveloperName: 'Other_Last_Names' }, 'integration', capped)),
    );
    expect(filtered).toHaveLength(3);
    for (const result of filtered) {
      expect(lastNames).not.toContain(result.objectData['LastName']);
      expect(ids(everyMatch)).toContain(result.objectData.Id);
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents the filter endpoints with their schemas', async () => {
    const document = await ok<{
      paths: Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
      components: { schemas: Record<string, unknown> };
    }>(call('GET', '/openapi.json', undefined, null));
    const one = document.paths[`${apiPaths.filters}/{recordType}/{developerName}`]!;
    expect(Object.keys(one).sort()).toEqual(['delete', 'get', 'put']);
    expect(one['put']!.summary).toBe('Create or replace a search filter');
    expect(document.paths[apiPaths.filters]!['get']!.summary).toBe('List search filters');
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Filter', 'FilterCondition', 'FilterInput', 'FilterList', 'FilterOperator']),
    );
  });
});

describe('the demo filters across restarts', () => {
  // prepareStore is what every start runs before serving.
  const restart = () => prepareStore(api.service.store, api.service.config);

  it('keeps a demo filter an admin deleted deleted', async () => {
    expect((await call('DELETE', apiPaths.filter('Lead', 'Web_Leads'), undefined, 'admin')).status).toBe(204);
    await restart();
    expect((await call('GET', apiPaths.filter('Lead', 'Web_Leads'))).status).toBe(404);
  });

  it('loads them into a demo database from before filters existed', async () => {
    const { db } = api.service.store;
    await db.deleteFrom('filters').execute();
    await db.deleteFrom('settings').where('key', 'like', 'demo.filters%').execute();
    await restart();
    const list = await ok<FilterList>(call('GET', `${apiPaths.filters}?objectName=Lead`));
    expect(developerNames(list)).toContain('Web_Leads');
    expect(developerNames(list)).toHaveLength(5);
  });
});

describe('POST dc3Api/admin/filters/count', () => {
  it('counts the records conditions let through, before any filter is saved', async () => {
    const company = `Counted ${Date.now()} Ltd`;
    for (const lastName of ['One', 'Two', 'Three'])
      await api.upsert({ objectType: 'Lead', objectData: { LastName: lastName, Company: company } });
    const count = await ok<FilterCount>(
      call(
        'POST',
        apiPaths.filterCount,
        { objectName: 'lead', conditions: [{ field: 'Company', operator: 'EQUALS', value: company }] },
        'admin',
      ),
    );
    expect(count.matching).toBe(3);
    expect(count.total).toBeGreaterThan(3);
    const all = await ok(
      call(
        'POST',
        apiPaths.filterCount,
        { objectName: 'Lead', conditions: [{ field: 'LastName', operator: 'IS_NOT_BLANK' }] },
        'admin',
      ),
    );
    expect(all).toEqual({ matching: count.total, total: count.total });
  });

  it('checks the conditions as a save does, and needs the admin role', async () => {
    const refused = await ok(
      call(
        'POST',
        apiPaths.filterCount,
        { objectName: 'Lead', conditions: [{ field: 'ShoeSize', operator: 'EQUALS', value: 42 }] },
        'admin',
      ),
      400,
    );
    expect(errorOf(refused).fields).toEqual(['conditions.0.field']);
    const asSteward = await call('POST', apiPaths.filterCount, {
      objectName: 'Lead',
      conditions: [{ field: 'LastName', operator: 'IS_NOT_BLANK' }],
    });
    expect(asSteward.status).toBe(403);
  });
});
