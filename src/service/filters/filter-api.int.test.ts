import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { Filter, FilterCount, FilterInput, FilterList } from '../../contract/filters';
import type { SearchOutput, SearchResult } from '../../contract/search';
import { prepareStore } from '../startup';
import { callApi } from '../testing/api-call';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;
let admin: string;
let steward: string;
let integration: string;

beforeAll(async () => {
  service = await startTestService();
  const issuer = service.config.oidc.issuer;
  [admin, steward, integration] = await Promise.all([
    userToken(issuer, 'admin'),
    userToken(issuer, 'steward'),
    clientCredentialsToken(issuer),
  ]);
});
afterAll(() => service.close());

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  path: string,
  bearer: string | null,
  body?: unknown,
  baseUrl = service.baseUrl,
) => callApi(baseUrl, method, path, bearer, body);

const errorOf = (body: unknown) => (body as { errorCode: string; message: string; fields?: string[] }[])[0]!;
const developerNames = (body: unknown) => (body as FilterList).filters.map((filter) => filter.developerName);

const put = (recordType: string, developerName: string, body: unknown, bearer = admin) =>
  call('PUT', apiPaths.filter(recordType, developerName), bearer, body);

const search = (body: object, bearer = integration, baseUrl = service.baseUrl) =>
  call('POST', apiPaths.search, bearer, body, baseUrl);

const leadsOf = (body: unknown): SearchResult[] => (body as SearchOutput)['00Q']!;
const ids = (results: SearchResult[]) => results.map((result) => result.objectData.Id);

describe('GET dc3Api/admin/filters', () => {
  it("lists the demo's Lead filters for a steward, by label, whatever the case of objectName", async () => {
    const { status, body } = await call('GET', `${apiPaths.filters}?objectName=lead`, steward);
    expect(status).toBe(200);
    const filters = (body as FilterList).filters;
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
    const { body } = await call('GET', apiPaths.filters, integration);
    const types = new Set((body as FilterList).filters.map((filter) => filter.recordType));
    expect(types).toEqual(new Set(['Account', 'Contact', 'Lead']));
    expect(developerNames(body)).toEqual(
      expect.arrayContaining(['Customers', 'Emailable_Contacts', 'Web_Leads']),
    );
  });

  it('refuses an unknown record type, naming objectName', async () => {
    const { status, body } = await call('GET', `${apiPaths.filters}?objectName=Opportunity`, steward);
    expect(status).toBe(400);
    expect(errorOf(body)).toMatchObject({
      errorCode: 'INVALID_INPUT',
      message: "objectName: no record type is named 'Opportunity'",
      fields: ['objectName'],
    });
  });

  it('reads one filter; an unknown one is 404', async () => {
    const { status, body } = await call('GET', apiPaths.filter('Account', 'Customers'), steward);
    expect(status).toBe(200);
    expect(body).toMatchObject({ developerName: 'Customers', recordType: 'Account', label: 'Customers' });
    const missing = await call('GET', apiPaths.filter('Account', 'Prospects'), steward);
    expect([missing.status, errorOf(missing.body).message]).toEqual([
      404,
      "Account has no filter 'Prospects'",
    ]);
    const noType = await call('GET', apiPaths.filter('Opportunity', 'Customers'), steward);
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
    const created = await put('account', 'Manufacturing_Accounts', manufacturing);
    expect(created.status).toBe(201);
    // The record type takes its API name's case and the picklist value the picklist's spelling.
    expect(created.body).toEqual({
      developerName: 'Manufacturing_Accounts',
      label: 'Manufacturing',
      recordType: 'Account',
      conditions: [{ field: 'Industry', operator: 'EQUALS', value: 'Manufacturing' }],
    });

    // A filter read, edited and sent back as it is works.
    const edited = { ...(created.body as Filter), label: 'Manufacturing, 50+ employees' };
    edited.conditions.push({ field: 'NumberOfEmployees', operator: 'GREATER_OR_EQUAL', value: 50 });
    const replaced = await put('Account', 'Manufacturing_Accounts', edited);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual(edited);

    expect((await call('GET', apiPaths.filter('Account', 'Manufacturing_Accounts'), steward)).body).toEqual(
      edited,
    );
    const list = await call('GET', `${apiPaths.filters}?objectName=Account`, steward);
    expect(developerNames(list.body)).toContain('Manufacturing_Accounts');

    expect((await call('DELETE', apiPaths.filter('Account', 'Manufacturing_Accounts'), admin)).status).toBe(
      204,
    );
    expect((await call('GET', apiPaths.filter('Account', 'Manufacturing_Accounts'), steward)).status).toBe(
      404,
    );
    const again = await call('DELETE', apiPaths.filter('Account', 'Manufacturing_Accounts'), admin);
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
      /conditions: must NOT have fewer than 1 items/,
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
    const { status, body: answer } = await put('Lead', 'Bad_Filter', body);
    expect(status).toBe(400);
    expect(errorOf(answer)).toMatchObject({ errorCode: 'INVALID_INPUT', fields });
    expect(errorOf(answer).message).toMatch(message);
    expect((await call('GET', apiPaths.filter('Lead', 'Bad_Filter'), steward)).status).toBe(404);
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
    const { status, body } = await call('GET', apiPaths.filters, null);
    expect([status, errorOf(body).errorCode]).toEqual([401, 'INVALID_SESSION_ID']);
  });

  it('refuses a viewer reading and a steward writing', async () => {
    const viewer = await userToken(service.config.oidc.issuer, 'viewer');
    const read = await call('GET', apiPaths.filters, viewer);
    expect([read.status, errorOf(read.body).errorCode]).toEqual([403, 'INSUFFICIENT_ACCESS']);
    expect(errorOf(read.body).message).toMatch(/needs the steward role/);

    const write = await put('Lead', 'Steward_Filter', valid, steward);
    expect([write.status, errorOf(write.body).message]).toEqual([
      403,
      expect.stringMatching(/needs the admin role/),
    ]);
    const remove = await call('DELETE', apiPaths.filter('Lead', 'Open_Leads'), integration);
    expect(remove.status).toBe(403);
    expect((await call('GET', apiPaths.filter('Lead', 'Open_Leads'), steward)).status).toBe(200);
  });

  it('needs no licence seat, like the other administration endpoints', async () => {
    const seat = `${apiPaths.licenses}/steward`;
    expect((await call('DELETE', seat, admin)).status).toBe(204);
    try {
      const { status, body } = await call('GET', `${apiPaths.filters}?objectName=Lead`, steward);
      expect(status).toBe(200);
      expect(developerNames(body)).toContain('Open_Leads');
      // The search that would use a filter still needs the seat.
      const refused = await search(
        { objectPrefix: '00Q', objectData: {}, filterDeveloperName: 'Open_Leads' },
        steward,
      );
      expect([refused.status, errorOf(refused.body).errorCode]).toEqual([403, 'NO_API_LICENSE']);
    } finally {
      expect((await call('PUT', seat, admin)).status).toBe(200);
    }
  });
});

describe('POST dc3Api/search with filterDeveloperName', () => {
  it('keeps only the matches that satisfy the filter', async () => {
    const all = leadsOf((await search({ objectPrefix: '00Q', objectData: { FirstName: 'Jenniffer' } })).body);
    const { status, body } = await search({
      objectPrefix: '00Q',
      objectData: { FirstName: 'Jenniffer' },
      filterDeveloperName: 'Not_Contacted_Leads',
    });
    expect(status).toBe(200);
    const filtered = leadsOf(body);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    expect(filtered.every((result) => result.objectData['Status'] === 'Open - Not Contacted')).toBe(true);
    // Exactly the unfiltered matches with that status, with the same scores.
    expect(filtered).toEqual(all.filter((result) => result.objectData['Status'] === 'Open - Not Contacted'));
  });

  it('applies a filter an admin just made, and refuses it once deleted', async () => {
    const all = leadsOf((await search({ objectPrefix: '00Q', objectData: { FirstName: 'Jenniffer' } })).body);
    const industry = all[0]!.objectData['Industry'] as string;
    expect(
      (
        await put('Lead', 'Same_Industry', {
          label: `Industry ${industry}`,
          conditions: [{ field: 'Industry', operator: 'EQUALS', value: industry }],
        })
      ).status,
    ).toBe(201);
    const input = {
      objectPrefix: '00Q',
      objectData: { FirstName: 'Jenniffer' },
      filterDeveloperName: 'Same_Industry',
    };
    const filtered = leadsOf((await search(input)).body);
    expect(ids(filtered)).toEqual(ids(all.filter((result) => result.objectData['Industry'] === industry)));

    const explained = await call('POST', apiPaths.searchExplain, integration, input);
    expect(ids(leadsOf(explained.body))).toEqual(ids(filtered));

    await call('DELETE', apiPaths.filter('Lead', 'Same_Industry'), admin);
    const refused = await search(input);
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).message).toBe("filterDeveloperName: Lead has no filter 'Same_Industry'");
  });

  it.each([
    ['an unknown name', 'Nope', "filterDeveloperName: Lead has no filter 'Nope'"],
    ['a filter of another record type', 'Customers', "filterDeveloperName: Lead has no filter 'Customers'"],
    ['a name in the wrong case', 'open_leads', "filterDeveloperName: Lead has no filter 'open_leads'"],
  ])('refuses %s with 400 naming filterDeveloperName', async (_case, name, message) => {
    const { status, body } = await search({
      objectPrefix: '00Q',
      objectData: { FirstName: 'Jenniffer' },
      filterDeveloperName: name,
    });
    expect(status).toBe(400);
    expect(errorOf(body)).toEqual({ errorCode: 'INVALID_INPUT', message, fields: ['filterDeveloperName'] });
  });
});

describe('a filter and the candidate cap', () => {
  let capped: TestService;
  let cappedToken: string;

  beforeAll(async () => {
    capped = await startTestService({ SEARCH_CANDIDATE_CAP: '3' });
    cappedToken = await clientCredentialsToken(capped.config.oidc.issuer);
  });
  afterAll(() => capped.close());

  it('still finds matches when the best-ranked candidates all fail the filter', async () => {
    const jennifer = { objectPrefix: '00Q', objectData: { FirstName: 'Jenniffer' } };
    const top = leadsOf((await search(jennifer, cappedToken, capped.baseUrl)).body);
    expect(top).toHaveLength(3);
    const everyMatch = leadsOf((await search(jennifer)).body);

    // A filter that the three best-ranked candidates fail: none of their last names.
    const lastNames = top.map((result) => result.objectData['LastName'] as string);
    const created = await call(
      'PUT',
      apiPaths.filter('Lead', 'Other_Last_Names'),
      await userToken(capped.config.oidc.issuer, 'admin'),
      {
        label: 'Other last names',
        conditions: [{ field: 'LastName', operator: 'NOT_IN', values: lastNames }],
      },
      capped.baseUrl,
    );
    expect(created.status).toBe(201);

    const { status, body } = await search(
      { ...jennifer, filterDeveloperName: 'Other_Last_Names' },
      cappedToken,
      capped.baseUrl,
    );
    expect(status).toBe(200);
    const filtered = leadsOf(body);
    expect(filtered).toHaveLength(3);
    for (const result of filtered) {
      expect(lastNames).not.toContain(result.objectData['LastName']);
      expect(ids(everyMatch)).toContain(result.objectData.Id);
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents the filter endpoints with their schemas', async () => {
    const { body } = await call('GET', '/openapi.json', null);
    const document = body as {
      paths: Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
      components: { schemas: Record<string, unknown> };
    };
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
  const restart = () => prepareStore(service.store, service.config);

  it('keeps a demo filter an admin deleted deleted', async () => {
    expect((await call('DELETE', apiPaths.filter('Lead', 'Web_Leads'), admin)).status).toBe(204);
    await restart();
    expect((await call('GET', apiPaths.filter('Lead', 'Web_Leads'), steward)).status).toBe(404);
  });

  it('loads them into a demo database from before filters existed', async () => {
    await service.store.db.deleteFrom('filters').execute();
    await service.store.db.deleteFrom('settings').where('key', 'like', 'demo.filters%').execute();
    await restart();
    const { body } = await call('GET', `${apiPaths.filters}?objectName=Lead`, steward);
    expect(developerNames(body)).toContain('Web_Leads');
    expect(developerNames(body)).toHaveLength(5);
  });
});

describe('POST dc3Api/admin/filters/count', () => {
  it('counts the records conditions let through, before any filter is saved', async () => {
    const company = `Counted ${Date.now()} Ltd`;
    for (const lastName of ['One', 'Two', 'Three'])
      await call('POST', apiPaths.upsert, integration, {
        input: { objectType: 'Lead', objectData: { LastName: lastName, Company: company } },
      });
    const { status, body } = await call('POST', apiPaths.filterCount, admin, {
      objectName: 'lead',
      conditions: [{ field: 'Company', operator: 'EQUALS', value: company }],
    });
    expect(status).toBe(200);
    const count = body as FilterCount;
    expect(count.matching).toBe(3);
    expect(count.total).toBeGreaterThan(3);
    const all = await call('POST', apiPaths.filterCount, admin, {
      objectName: 'Lead',
      conditions: [{ field: 'LastName', operator: 'IS_NOT_BLANK' }],
    });
    expect(all.body).toEqual({ matching: count.total, total: count.total });
  });

  it('checks the conditions as a save does, and needs the admin role', async () => {
    const { status, body } = await call('POST', apiPaths.filterCount, admin, {
      objectName: 'Lead',
      conditions: [{ field: 'ShoeSize', operator: 'EQUALS', value: 42 }],
    });
    expect(status).toBe(400);
    expect(errorOf(body).fields).toEqual(['conditions.0.field']);
    const refused = await call('POST', apiPaths.filterCount, steward, {
      objectName: 'Lead',
      conditions: [{ field: 'LastName', operator: 'IS_NOT_BLANK' }],
    });
    expect(refused.status).toBe(403);
  });
});
