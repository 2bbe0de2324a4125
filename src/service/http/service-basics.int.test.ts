import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { SObjectDescribeOutput } from '../../contract/sobjects';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;
let integration: string;
let admin: string;

beforeAll(async () => {
  service = await startTestService();
  integration = await clientCredentialsToken(service.config.oidc.issuer);
  admin = await userToken(service.config.oidc.issuer, 'admin');
});
afterAll(() => service.close());

const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const { token, ...rest } = init;
  const response = await fetch(`${service.baseUrl}${path}`, {
    ...rest,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(rest.headers as Record<string, string>),
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
};

describe('operations', () => {
  it('reports liveness and database readiness', async () => {
    expect(await call('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await call('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('tags every response with a request id, and keeps the caller’s', async () => {
    const own = await call('/healthz', { headers: { 'x-request-id': 'trace-42' } });
    expect(own.headers.get('x-request-id')).toBe('trace-42');
    expect((await call('/healthz')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tells the console where its identity provider is, and the country its forms start with', async () => {
    const { body } = await call('/config.json');
    expect(body).toEqual({
      oidcAuthority: service.config.oidc.issuer,
      oidcClientId: 'steward-console',
      oidcScope: 'openid profile email api',
      rolesClaim: 'roles',
      apiBaseUrl: '',
      defaultCountry: 'US',
    });
  });

  it('publishes an OpenAPI 3.1 document with every contract shape, and a reference page', async () => {
    const { body } = await call('/openapi.json');
    const document = body as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
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
    const page = await fetch(`${service.baseUrl}/api-docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 and the Salesforce error body', async () => {
    const { status, body } = await call('/services/apexrest/dupcheck/dc3Api/nope', { token: integration });
    expect(status).toBe(404);
    expect(body).toEqual([{ errorCode: 'NOT_FOUND', message: expect.stringContaining('/dc3Api/nope') }]);
  });

  it('answers a body that is not JSON with 400 JSON_PARSER_ERROR, never 5xx', async () => {
    const { status, body } = await call(`${apiPaths.licenses}/someone`, {
      method: 'PUT',
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: '{"oops":',
    });
    expect(status).toBe(400);
    expect((body as { errorCode: string }[])[0]!.errorCode).toBe('JSON_PARSER_ERROR');
  });
});

describe('describe', () => {
  it('describes a record type with Salesforce field types, lookups and picklists', async () => {
    const { status, body } = await call(apiPaths.describe('Contact'), { token: integration });
    expect(status).toBe(200);
    const describe = body as SObjectDescribeOutput;
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
    const { status, body } = await call(apiPaths.describe('Opportunity'), { token: integration });
    expect(status).toBe(404);
    expect((body as { errorCode: string }[])[0]!.errorCode).toBe('NOT_FOUND');
  });
});

describe('licence seats', () => {
  it('lets only admins manage seats', async () => {
    const steward = await userToken(service.config.oidc.issuer, 'steward');
    const { status, body } = await call(apiPaths.licenses, { token: steward });
    expect(status).toBe(403);
    expect((body as { errorCode: string }[])[0]!.errorCode).toBe('INSUFFICIENT_ACCESS');
  });

  it('assigning a seat gives API access, revoking takes it away', async () => {
    const guest = await userToken(service.config.oidc.issuer, 'guest');
    const scenarios = () => call(`${apiPaths.scenarios}?objectName=Lead`, { token: guest });
    expect((await scenarios()).status).toBe(403);

    const assigned = await call(`${apiPaths.licenses}/guest`, { method: 'PUT', token: admin });
    expect(assigned).toMatchObject({ status: 200, body: { principal: 'guest', assignedBy: 'admin' } });
    expect((await call(apiPaths.licenses, { token: admin })).body).toMatchObject({
      seats: expect.arrayContaining([expect.objectContaining({ principal: 'guest' })]),
    });
    expect((await scenarios()).status).toBe(200);

    expect((await call(`${apiPaths.licenses}/guest`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await scenarios()).status).toBe(403);
    expect((await call(`${apiPaths.licenses}/guest`, { method: 'DELETE', token: admin })).status).toBe(404);
  });
});
