import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import type { AuditEventList } from '../../contract/audit';
import type { SignInLockList } from '../../contract/sign-in-locks';
import { ok, useTestApi } from '../testing/api-kit';
import { openLoginForm } from '../testing/login-form';
import { startPeerProcess } from '../testing/service-process';
import { userToken } from '../testing/tokens';

// Every principal's token is fetched at start, before any test locks one of them out from here.
const api = useTestApi({ env: { SIGN_IN_LOCK_AFTER: '4', SIGN_IN_LOCK_MINUTES: '5' }, as: 'admin' });
const { call } = api;
const issuer = () => api.service.config.oidc.issuer;
const integrationSecret = () => api.service.config.oidc.integrationClientSecret;

/** The service listens on 127.0.0.1; Linux answers the whole of 127/8, so these stand for other machines. */
const ELSEWHERE = '127.0.0.2';

/** A form POST sent from a loopback address of our choosing, which the service sees as its source. */
function postForm(url: string, form: Record<string, string>, headers: Record<string, string>, from: string) {
  return new Promise<Response>((resolve, reject) => {
    const sent = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () =>
          resolve(
            new Response(answer.statusCode === 204 ? null : Buffer.concat(chunks), {
              status: answer.statusCode,
              headers: Object.entries(answer.headers).flatMap(([name, value]) =>
                [value ?? []].flat().map((one): [string, string] => [name, one]),
              ),
            }),
          ),
        );
      },
    );
    sent.on('error', reject);
    sent.end(new URLSearchParams(form).toString());
  });
}

/** Starts a sign-in as the console does and posts the login form from `from`: the provider's answer to it. */
async function signInAttempt(username: string, password: string, from = '127.0.0.1'): Promise<Response> {
  const form = await openLoginForm(issuer(), api.service.baseUrl);
  return postForm(`${form.url}/login`, { username, password }, { cookie: form.cookie }, from);
}

/** A client-credentials token request, the secret in the Authorization header (Basic) or in the body. */
const tokenRequest = (
  secret: string,
  { inBody = false, clientId = 'integration', from = '127.0.0.1' } = {},
) =>
  postForm(
    `${issuer()}/token`,
    {
      grant_type: 'client_credentials',
      scope: 'api',
      ...(inBody ? { client_id: clientId, client_secret: secret } : {}),
    },
    inBody ? {} : { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
    from,
  );

describe('sign-in locks', () => {
  it('locks a user name out from the address of repeated wrong passwords only, saying until when', async () => {
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
      /Too many failed sign-ins for “steward” from your address: .* locked until \d\d:\d\d UTC/,
    );
    // Whoever failed cannot lock the user out for everybody: from another address the right password works.
    expect((await signInAttempt('steward', 'steward', ELSEWHERE)).status).toBe(303);
    // Another user name is not locked.
    expect((await signInAttempt('admin', 'admin')).status).toBe(303);
  });

  it('locks a client out from the address of repeated wrong secrets only', async () => {
    for (let attempt = 1; attempt < 4; attempt++)
      expect((await tokenRequest('wrong-secret')).status).toBe(401);
    const locking = await tokenRequest('wrong-secret');
    expect(locking.status).toBe(429);
    const right = await tokenRequest(integrationSecret());
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).not.toBeNull();
    expect(await right.json()).toMatchObject({
      error: 'invalid_client',
      error_description: expect.stringContaining(
        'Too many failed token requests for client integration from this address',
      ),
    });
    // The secret sent in the body instead is no way round the lock.
    const inBody = await tokenRequest(integrationSecret(), { inBody: true });
    expect(inBody.status).toBe(429);
    expect(await inBody.json()).not.toHaveProperty('access_token');
    // The real integration, elsewhere, still gets its tokens, the secret in the header or in the body.
    for (const inBody of [false, true]) {
      const theirs = await tokenRequest(integrationSecret(), { inBody, from: ELSEWHERE });
      expect(theirs.status).toBe(200);
      expect(await theirs.json()).toHaveProperty('access_token');
    }
  });

  it('shows admins the locks with their addresses, in the trail too, and lifts one', async () => {
    const { locks } = await ok<SignInLockList>(call('GET', apiPaths.signInLocks));
    expect(locks).toEqual(
      expect.arrayContaining([
        {
          kind: 'CLIENT',
          name: 'integration',
          source: '127.0.0.1',
          failures: 4,
          lockedUntil: expect.any(String),
        },
        { kind: 'USER', name: 'steward', source: '127.0.0.1', failures: 4, lockedUntil: expect.any(String) },
      ]),
    );
    const trail = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?action=SIGN_IN_LOCKED&principal=integration`),
    );
    expect(trail.events).toEqual([
      expect.objectContaining({
        principal: 'integration',
        endpoint: 'POST /oidc/token',
        signInLock: { kind: 'CLIENT', name: 'integration', source: '127.0.0.1' },
      }),
    ]);

    const key = { kind: 'CLIENT', name: 'integration', source: '127.0.0.1' };
    await ok(call('GET', apiPaths.signInLocks, undefined, 'steward'), 403);
    await ok(call('POST', apiPaths.signInLockLift, key, 'steward'), 403);

    await ok(call('POST', apiPaths.signInLockLift, key), 204);
    expect((await tokenRequest(integrationSecret())).status).toBe(200);
    await ok(call('POST', apiPaths.signInLockLift, key), 404);
    const lifted = await ok<AuditEventList>(
      call('GET', `${apiPaths.auditEvents}?action=SIGN_IN_LOCK_LIFTED`),
    );
    expect(lifted.events).toEqual([expect.objectContaining({ principal: 'admin', signInLock: key })]);
  });

  it.runIf(process.env['STEWARD_TEST_DATABASE'] === 'postgres')(
    'holds one lock for every instance on one PostgreSQL, which any of them lifts',
    async () => {
      const key = { kind: 'CLIENT', name: 'integration', source: '127.0.2.1' };
      for (let attempt = 1; attempt <= 4; attempt++) await tokenRequest('wrong-secret', { from: key.source });
      const peer = await startPeerProcess(api.service.config);
      try {
        const { locks } = await ok<SignInLockList>(api.callAt(peer.baseUrl, 'GET', apiPaths.signInLocks));
        expect(locks).toContainEqual(expect.objectContaining(key));
        await ok(api.callAt(peer.baseUrl, 'POST', apiPaths.signInLockLift, key), 204);
      } finally {
        await peer.close();
      }
      expect((await tokenRequest(integrationSecret(), { from: key.source })).status).toBe(200);
    },
    // A second service process starts.
    120_000,
  );

  it('slows every attempt on an account that many addresses fail on, but never locks it', async () => {
    // Four addresses, each failing up to its lock: 16 failures of the account, 12 beyond one address's allowance.
    for (const from of ['127.0.1.1', '127.0.1.2', '127.0.1.3', '127.0.1.4']) {
      for (let attempt = 1; attempt <= 4; attempt++) await signInAttempt('viewer', 'wrong', from);
    }
    const started = Date.now();
    expect((await signInAttempt('viewer', 'viewer', '127.0.1.5')).status).toBe(303);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
  });

  it('cannot lock the console, a public client with no secret to guess', async () => {
    const consoleClient = { clientId: api.service.config.oidc.consoleClientId };
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await tokenRequest('guess', consoleClient);
      expect(refused.status).toBe(401);
    }
    expect(await userToken(issuer(), 'admin')).toEqual(expect.any(String));
  });
});
