import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { SalesforceErrorBody } from '../../contract/errors';
import { useTestApi } from '../testing/api-kit';

const api = useTestApi();

async function refusal(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as SalesforceErrorBody;
}

describe('requests refused before any route runs', () => {
  it('answer an address that is not valid percent-encoding in the error body', async () => {
    const response = await fetch(`${api.service.baseUrl}/%c0`);
    expect(response.status).toBe(400);
    expect(await refusal(response)).toEqual([
      { errorCode: 'INVALID_INPUT', message: expect.stringContaining('The address is not valid') },
    ]);
  });

  it('answer an address or headers too long for the HTTP parser in the error body', async () => {
    const response = await fetch(
      `${api.service.baseUrl}${apiPaths.auditEvents}?principal=${'a'.repeat(70_000)}`,
    );
    expect(response.status).toBe(431);
    expect(await refusal(response)).toEqual([
      { errorCode: 'INVALID_INPUT', message: expect.stringContaining('too long') },
    ]);
  });

  it('answer a path parameter longer than any id in the error body', async () => {
    const response = await fetch(`${api.service.baseUrl}${apiPaths.job('x'.repeat(150))}`, {
      headers: { authorization: `Bearer ${api.tokens.integration}` },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await refusal(response))[0]).toMatchObject({ errorCode: expect.any(String) });
  });

  it('name a __proto__ key for what it is, not as JSON that does not parse', async () => {
    const response = await fetch(`${api.service.baseUrl}${apiPaths.search}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.tokens.integration}`, 'content-type': 'application/json' },
      body: '{"objectPrefix":"00Q","objectData":{"__proto__":{"LastName":"x"}}}',
    });
    expect(response.status).toBe(400);
    expect(await refusal(response)).toEqual([
      { errorCode: 'INVALID_INPUT', message: expect.stringContaining("'__proto__'") },
    ]);
  });

  it('are listed in the OpenAPI document: every operation has a default error answer', async () => {
    const document = (await (await fetch(`${api.service.baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) expect(Object.keys(operation.responses)).toContain('default');
  });
});
