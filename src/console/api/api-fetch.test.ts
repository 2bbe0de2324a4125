import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiFetch, type FetchFn } from './api-fetch';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that answers every call with one canned response and records what it was asked. */
function fakeFetch(status: number, body: unknown, statusText = ''): { fetch: FetchFn; calls: Call[] } {
  const calls: Call[] = [];
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    calls,
    fetch: async (url, init) => {
      calls.push({ url, init });
      return new Response(status === 204 ? null : text, { status, statusText });
    },
  };
}

const client = (fetch: FetchFn, token: string | null = 'tok-123', baseUrl = '') =>
  createApiFetch({ baseUrl, fetch, getAccessToken: () => token });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch requests', () => {
  it('sends the bearer token, JSON body and query to the base URL', async () => {
    const fake = fakeFetch(200, { ok: true });
    await client(
      fake.fetch,
      'tok-123',
      'https://api.example.com/',
    )('/services/x', {
      method: 'POST',
      query: { objectName: 'Lead', prefix: undefined },
      body: { a: 1 },
    });
    const [call] = fake.calls;
    expect(call?.url).toBe('https://api.example.com/services/x?objectName=Lead');
    const headers = call?.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(call?.init?.body).toBe('{"a":1}');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const fake = fakeFetch(200, []);
    await client(fake.fetch, null)('/x');
    expect((fake.calls[0]?.init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('returns the parsed body of a success', async () => {
    const fake = fakeFetch(200, { ok: true, scenarios: [{ scenarioName: 'Lead Default' }] });
    await expect(client(fake.fetch)('/x')).resolves.toEqual({
      ok: true,
      scenarios: [{ scenarioName: 'Lead Default' }],
    });
  });
});

describe('apiFetch error parsing', () => {
  it('reads the Salesforce error array (NO_API_LICENSE)', async () => {
    const body = [{ errorCode: 'NO_API_LICENSE', message: 'User guest has no API licence seat' }];
    const error = await failure(client(fakeFetch(403, body, 'Forbidden').fetch)('/x'));
    expect(error.status).toBe(403);
    expect(error.errorCode).toBe('NO_API_LICENSE');
    expect(error.message).toBe('User guest has no API licence seat');
    expect(error.errors).toHaveLength(1);
  });

  it('collects the fields of every entry and uses the first entry for code and message', async () => {
    const body = [
      { errorCode: 'INVALID_INPUT', message: 'Unknown field', fields: ['Foo'] },
      { errorCode: 'INVALID_INPUT', message: 'Bad value', fields: ['Email'] },
    ];
    const error = await failure(client(fakeFetch(400, body).fetch)('/x'));
    expect(error.errorCode).toBe('INVALID_INPUT');
    expect(error.message).toBe('Unknown field');
    expect(error.fields).toEqual(['Foo', 'Email']);
  });

  it('reads the {ok:false, errorMessage} body of the scenarios endpoint', async () => {
    const body = { ok: false, errorMessage: 'Unknown record type: Foo' };
    const error = await failure(client(fakeFetch(400, body).fetch)('/x'));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('INVALID_INPUT');
    expect(error.message).toBe('Unknown record type: Foo');
  });

  it('treats {ok:false} inside a 200 answer as a failure', async () => {
    const error = await failure(client(fakeFetch(200, { ok: false, errorMessage: 'Nope' }).fetch)('/x'));
    expect(error.errorCode).toBe('REQUEST_FAILED');
    expect(error.message).toBe('Nope');
  });

  it('falls back to the HTTP status when the body is not a known error shape', async () => {
    const error = await failure(
      client(fakeFetch(502, '<html>Bad gateway</html>', 'Bad Gateway').fetch)('/x'),
    );
    expect(error.status).toBe(502);
    expect(error.errorCode).toBe('HTTP_ERROR');
    expect(error.message).toContain('HTTP 502 Bad Gateway');
  });

  it('reports a network failure as NETWORK_ERROR with status 0', async () => {
    const failing: FetchFn = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await failure(client(failing)('/x'));
    expect(error.status).toBe(0);
    expect(error.errorCode).toBe('NETWORK_ERROR');
  });

  it('rejects a success whose body is not JSON', async () => {
    const error = await failure(client(fakeFetch(200, 'not json').fetch)('/x'));
    expect(error.errorCode).toBe('INVALID_RESPONSE');
  });
});
