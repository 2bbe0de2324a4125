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

  it.each([
    ['with its length declared', true],
    ['streamed without a length', false],
  ])('answer a JSON body over the 1 MB limit 413 in the error body, %s', async (_, declared) => {
    // 10 MB: far more than the connection holds on its way, so the client is still sending when refused.
    const body = Buffer.alloc(10 * 1024 * 1024, 0x20);
    const response = await fetch(`${api.service.baseUrl}${apiPaths.search}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.tokens.integration}`, 'content-type': 'application/json' },
      body: declared
        ? body
        : ReadableStream.from([body.subarray(0, body.length / 2), body.subarray(body.length / 2)]),
      ...(declared ? {} : { duplex: 'half' }),
    });
    expect(response.status).toBe(413);
    expect(await refusal(response)).toEqual([
      {
        errorCode: 'INVALID_INPUT',
        message: 'The request body is larger than 1 MB, the most this operation takes',
      },
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
