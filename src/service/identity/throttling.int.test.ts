import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { SalesforceErrorBody } from '../../contract/errors';
import { openLoginForm } from '../testing/login-form';
import { startPeerProcess } from '../testing/service-process';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken, userToken } from '../testing/tokens';

let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    API_RATE_LIMIT: '20',
    SIGN_IN_LOCK_AFTER: '4',
    SIGN_IN_LOCK_MINUTES: '5',
  });
});
afterAll(() => service.close());

/** Starts a sign-in as the console does and posts the login form: the provider's answer to it. */
async function signInAttempt(username: string, password: string): Promise<Response> {
  const form = await openLoginForm(service.config.oidc.issuer, service.baseUrl);
  return fetch(`${form.url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: form.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
}

/** A client-credentials token request, the secret in the Authorization header (Basic) or in the body. */
const tokenRequest = (secret: string, { inBody = false, clientId = 'integration' } = {}) =>
  fetch(`${service.config.oidc.issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(inBody
        ? {}
        : { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` }),
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'api',
      ...(inBody ? { client_id: clientId, client_secret: secret } : {}),
    }),
  });

/**
 * On PostgreSQL the allowance's windows are whole minutes of the clock: a burst that began in one and ended in the
 * next would count in two. Waits out the end of a minute before a burst.
 */
async function awayFromMinuteEnd() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
}

describe('throttling', () => {
  it('answers 429 REQUEST_LIMIT_EXCEEDED with Retry-After once a principal passes its limit', async () => {
    const token = await userToken(service.config.oidc.issuer, 'viewer');
    await awayFromMinuteEnd();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        fetch(`${service.baseUrl}${apiPaths.describeGlobal}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBe(10);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited[0]!.json()) as SalesforceErrorBody).toEqual([
      { errorCode: 'REQUEST_LIMIT_EXCEEDED', message: expect.stringContaining('More than 20 API requests') },
    ]);
    // Another principal has an allowance of its own.
    const other = await clientCredentialsToken(service.config.oidc.issuer);
    const theirs = await fetch(`${service.baseUrl}${apiPaths.describeGlobal}`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(theirs.status).toBe(200);
  });

  it.runIf(process.env['STEWARD_TEST_DATABASE'] === 'postgres')(
    'counts a principal’s requests once across instances on one PostgreSQL',
    async () => {
      const peer = await startPeerProcess(service.config, { API_RATE_LIMIT: '20' });
      try {
        const token = await userToken(service.config.oidc.issuer, 'admin');
        await awayFromMinuteEnd();
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, n) =>
            fetch(`${n % 2 === 0 ? service.baseUrl : peer.baseUrl}${apiPaths.describeGlobal}`, {
              headers: { authorization: `Bearer ${token}` },
            }),
          ),
        );
        expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
      } finally {
        await peer.close();
      }
    },
    // A second service process starts, and the burst may wait out a minute's end.
    120_000,
  );

  it('locks a user name after repeated wrong passwords, even against the right one, saying until when', async () => {
    for (let attempt = 1; attempt < 4; attempt++) {
      const refused = await signInAttempt('steward', 'wrong');
      expect(refused.status).toBe(200);
      expect(await refused.text()).toContain('Unknown username or wrong password.');
    }
    const locking = await signInAttempt('steward', 'wrong');
    expect(locking.status).toBe(429);
    const right = await signInAttempt('steward', 'steward');
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(200);
    expect(await right.text()).toMatch(
      /Too many failed sign-ins for “steward”: .* locked until \d\d:\d\d UTC/,
    );
    // Another user name is not locked.
    expect((await signInAttempt('admin', 'admin')).status).toBe(303);
  });

  it('locks a client after repeated wrong secrets at the token endpoint', async () => {
    for (let attempt = 1; attempt < 4; attempt++)
      expect((await tokenRequest('wrong-secret')).status).toBe(401);
    const locking = await tokenRequest('wrong-secret');
    expect(locking.status).toBe(429);
    const right = await tokenRequest(service.config.oidc.integrationClientSecret);
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).not.toBeNull();
    expect(await right.json()).toMatchObject({
      error: 'invalid_client',
      error_description: expect.stringContaining('Too many failed token requests for client integration'),
    });
    // The secret sent in the body instead is no way round the lock.
    const inBody = await tokenRequest(service.config.oidc.integrationClientSecret, { inBody: true });
    expect(inBody.status).toBe(429);
    expect(await inBody.json()).not.toHaveProperty('access_token');
  });

  it('cannot lock the console, a public client with no secret to guess', async () => {
    const consoleClient = { clientId: service.config.oidc.consoleClientId };
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await tokenRequest('guess', consoleClient);
      expect(refused.status).toBe(401);
    }
    expect(await userToken(service.config.oidc.issuer, 'admin')).toEqual(expect.any(String));
  });
});
