import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { SObjectDescribeOutput } from '../../contract/sobjects';
import { ok, useTestApi } from '../testing/api-kit';

const api = useTestApi({ as: 'integration' });
const { call } = api;

/** The probes, the console's configuration and the API's description answer anyone. */
const open = (path: string) => call('GET', path, undefined, null);

describe('operations', () => {
  it('reports liveness and database readiness', async () => {
    expect(await ok(open('/healthz'))).toMatchObject({ status: 'ok' });
    expect(await ok(open('/readyz'))).toMatchObject({ status: 'ready' });
  });

  it('tags every response with a request id, and keeps the caller’s', async () => {
    const own = await fetch(`${api.service.baseUrl}/healthz`, { headers: { 'x-request-id': 'trace-42' } });
    expect(own.headers.get('x-request-id')).toBe('trace-42');
    const fresh = await fetch(`${api.service.baseUrl}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tells the console where its identity provider is, and the country its forms start with', async () => {
    expect(await ok(open('/config.json'))).toEqual({
      oidcAuthority: api.service.config.oidc.issuer,
      oidcClientId: 'steward-console',
      oidcScope: 'openid profile email api',
      rolesClaim: 'roles',
      apiBaseUrl: '',
      defaultCountry: 'US',
    });
  });

  it('publishes an OpenAPI 3.1 document with every contract shape, and a reference page', async () => {
    const document = await ok<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>(open('/openapi.json'));
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain(apiPaths.scenarios);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Scenario',
        'ScenarioField',
        'SearchInput',
        'SearchOutput',
        'SearchResult',
        'UpsertDataInput',
        'RelatedInput',
        'UpsertDataOutput',
        'AddressOptions',
        'AddressRetrieveInput_v1',
        'AddressValidationInput_v1',
        'Address_v1',
        'Status_v1',
        'Advice_v1',
        'AddressValidationOutput_v1',
        'AddressRetrieveOutput_v1',
        'AddressFindInput_v1',
        'AddressFindOutput_v1',
      ]),
    );
    const page = await fetch(`${api.service.baseUrl}/api-docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 and the Salesforce error body', async () => {
    expect(await ok(call('GET', '/services/apexrest/dupcheck/dc3Api/nope'), 404)).toEqual([
      { errorCode: 'NOT_FOUND', message: expect.stringContaining('/dc3Api/nope') },
    ]);
  });

  it('answers a body that is not JSON with 400 JSON_PARSER_ERROR, never 5xx', async () => {
    const refused = await ok<{ errorCode: string }[]>(
      call('PUT', `${apiPaths.licenses}/someone`, '{"oops":', 'admin'),
      400,
    );
    expect(refused[0]!.errorCode).toBe('JSON_PARSER_ERROR');
  });
});

describe('describe', () => {
  it('describes a record type with Salesforce field types, lookups and picklists', async () => {
    const describe = await ok<SObjectDescribeOutput>(call('GET', apiPaths.describe('Contact')));
    expect(describe).toMatchObject({ name: 'Contact', keyPrefix: '003' });
    const field = (name: string) => describe.fields.find((candidate) => candidate.name === name);
    expect(field('Id')).toMatchObject({ type: 'id', createable: false, updateable: false });
    expect(field('LastName')).toMatchObject({ type: 'string', nillable: false });
    expect(field('Email')).toMatchObject({ type: 'email', nillable: true });
    expect(field('AccountId')).toMatchObject({
      type: 'reference',
      referenceTo: ['Account'],
      relationshipName: 'Account',
    });
    expect(field('LeadSource')!.picklistValues.map((value) => value.value)).toContain('Web');
  });

  it('answers an unknown record type with 404 NOT_FOUND', async () => {
    const refused = await ok<{ errorCode: string }[]>(call('GET', apiPaths.describe('Opportunity')), 404);
    expect(refused[0]!.errorCode).toBe('NOT_FOUND');
  });
});

describe('licence seats', () => {
  it('lets only admins manage seats', async () => {
    const refused = await ok<{ errorCode: string }[]>(
      call('GET', apiPaths.licenses, undefined, 'steward'),
      403,
    );
    expect(refused[0]!.errorCode).toBe('INSUFFICIENT_ACCESS');
  });

  it('assigning a seat gives API access, revoking takes it away', async () => {
    const scenarios = () => call('GET', `${apiPaths.scenarios}?objectName=Lead`, undefined, 'guest');
    expect((await scenarios()).status).toBe(403);

    const assigned = await ok(call('PUT', `${apiPaths.licenses}/guest`, undefined, 'admin'));
    expect(assigned).toMatchObject({ principal: 'guest', assignedBy: 'admin' });
    expect(await ok(call('GET', apiPaths.licenses, undefined, 'admin'))).toMatchObject({
      seats: expect.arrayContaining([expect.objectContaining({ principal: 'guest' })]),
    });
    expect((await scenarios()).status).toBe(200);

    const seat = `${apiPaths.licenses}/guest`;
    expect((await call('DELETE', seat, undefined, 'admin')).status).toBe(204);
    expect((await scenarios()).status).toBe(403);
    expect((await call('DELETE', seat, undefined, 'admin')).status).toBe(404);
  });
});
