import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, InvalidTokenError, type TokenVerifier } from './token-verifier';

const ISSUER = 'https://issuer.test';
const AUDIENCE = 'urn:test:api';
const KID = 'signing-key-1';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let issuerKey: KeyPair;
let otherKey: KeyPair;
let verify: TokenVerifier;
let verifyRealmRoles: TokenVerifier;

beforeAll(async () => {
  issuerKey = await generateKeyPair('RS256');
  otherKey = await generateKeyPair('RS256');
  const keys = createLocalJWKSet({
    keys: [{ ...(await exportJWK(issuerKey.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }],
  });
  const options = { issuer: ISSUER, audience: AUDIENCE, tokenType: 'at+jwt', keys };
  verify = createTokenVerifier({ ...options, rolesClaim: 'roles' });
  verifyRealmRoles = createTokenVerifier({ ...options, rolesClaim: 'realm_access.roles' });
});

interface TokenOptions {
  payload?: JWTPayload;
  key?: KeyPair;
  kid?: string;
  typ?: string;
  issuer?: string;
  audience?: string;
  expiresAt?: number | string;
  subject?: string | null;
}

/** An access token as the issuer would sign it; each option breaks one aspect of it. */
function token(options: TokenOptions = {}): Promise<string> {
  const jwt = new SignJWT({ client_id: 'integration', roles: ['steward'], ...options.payload })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: options.typ ?? 'at+jwt' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? '5m');
  if (options.subject !== null) jwt.setSubject(options.subject ?? 'user-42');
  return jwt.sign((options.key ?? issuerKey).privateKey);
}

async function rejection(promise: Promise<unknown>): Promise<InvalidTokenError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  // Anything but InvalidTokenError would reach the error handler as a 500 instead of a 401.
  expect(error).toBeInstanceOf(InvalidTokenError);
  return error as InvalidTokenError;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('createTokenVerifier', () => {
  it('reads subject, client id, roles and name from a valid access token', async () => {
    const principal = await verify(await token({ payload: { name: 'Dana Steward' } }));
    expect(principal).toEqual({
      subject: 'user-42',
      clientId: 'integration',
      roles: ['steward'],
      name: 'Dana Steward',
    });
  });

  it('accepts a typ header written as the media type application/at+jwt', async () => {
    await expect(verify(await token({ typ: 'application/at+jwt' }))).resolves.toMatchObject({
      subject: 'user-42',
    });
  });

  it('gives a token without client_id, name or roles a null client id and name and no roles', async () => {
    const principal = await verify(
      await token({ payload: { client_id: undefined, roles: undefined, name: undefined } }),
    );
    expect(principal).toEqual({ subject: 'user-42', clientId: null, roles: [], name: null });
  });

  it('reads roles from a dotted claim path such as Keycloak realm roles', async () => {
    const jwt = await token({ payload: { roles: undefined, realm_access: { roles: ['admin', 'viewer'] } } });
    expect((await verifyRealmRoles(jwt)).roles).toEqual(['admin', 'viewer']);
    // The top-level claim is not consulted when the configured path points elsewhere.
    expect((await verify(jwt)).roles).toEqual([]);
  });

  it('ignores a roles claim that is not an array and role entries that are not strings', async () => {
    expect((await verify(await token({ payload: { roles: 'admin' } }))).roles).toEqual([]);
    expect((await verify(await token({ payload: { roles: ['admin', 7, null, 'viewer'] } }))).roles).toEqual([
      'admin',
      'viewer',
    ]);
  });

  it('rejects an expired token and says it expired', async () => {
    const error = await rejection(verify(await token({ expiresAt: Math.floor(Date.now() / 1000) - 3600 })));
    expect(error.message).toMatch(/expired/);
  });

  it('rejects a token issued in the future beyond the clock tolerance, and accepts one a clock slightly fast issued', async () => {
    const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
    const issuedAt = (seconds: number) =>
      new SignJWT({ roles: ['steward'] })
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'at+jwt' })
        .setSubject('user-42')
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(inSeconds(seconds))
        .setExpirationTime(inSeconds(seconds + 300))
        .sign(issuerKey.privateKey);
    const error = await rejection(verify(await issuedAt(3600)));
    expect(error.message).toContain('iat');
    await expect(verify(await issuedAt(5))).resolves.toMatchObject({ subject: 'user-42' });
  });

  it('rejects a token that never expires', async () => {
    const eternal = await new SignJWT({ roles: ['steward'] })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'at+jwt' })
      .setSubject('user-42')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .sign(issuerKey.privateKey);
    const error = await rejection(verify(eternal));
    expect(error.message).toContain('exp');
  });

  it('rejects a token from another issuer', async () => {
    const error = await rejection(verify(await token({ issuer: 'https://evil.test' })));
    expect(error.message).toContain('iss');
  });

  it('rejects a token meant for another audience', async () => {
    const error = await rejection(verify(await token({ audience: 'urn:other:api' })));
    expect(error.message).toContain('aud');
  });

  it('rejects a token signed by a key the issuer does not publish', async () => {
    const error = await rejection(verify(await token({ key: otherKey, kid: 'unknown-key' })));
    expect(error.message).toMatch(/unknown key/);
  });

  it('rejects a token signed by another key that claims the issuer key id', async () => {
    const error = await rejection(verify(await token({ key: otherKey })));
    expect(error.message).toMatch(/signature/);
  });

  it('rejects a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await token()).split('.');
    const forged = base64url({
      sub: 'user-42',
      roles: ['admin'],
      iss: ISSUER,
      aud: AUDIENCE,
      exp: Math.floor(Date.now() / 1000) + 300,
    });
    const error = await rejection(verify(`${header}.${forged}.${signature}`));
    expect(error.message).toMatch(/signature/);
  });

  it('rejects an unsigned token (alg none)', async () => {
    const unsigned = new UnsecuredJWT({ roles: ['admin'] })
      .setSubject('user-42')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .encode();
    await rejection(verify(unsigned));
  });

  it('rejects a token signed with a shared secret (HS256)', async () => {
    const hs256 = await new SignJWT({ roles: ['admin'] })
      .setProtectedHeader({ alg: 'HS256', kid: KID, typ: 'at+jwt' })
      .setSubject('user-42')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!'));
    const error = await rejection(verify(hs256));
    expect(error.message).toMatch(/algorithm/);
  });

  it('rejects an ID token or other JWT that is not typed as an access token', async () => {
    const error = await rejection(verify(await token({ typ: 'JWT' })));
    expect(error.message).toContain('typ');
  });

  it('rejects a token without a subject', async () => {
    const error = await rejection(verify(await token({ subject: null })));
    expect(error.message).toContain('sub');
  });

  it.each([
    ['an empty string', ''],
    ['an opaque token', 'not-a-jwt'],
    ['a token with a broken header', 'e30.e30.AAAA'],
  ])('rejects %s as an invalid token', async (_what, garbage) => {
    await rejection(verify(garbage));
  });
});

describe('remembering verified tokens', () => {
  it('checks a signature once while the token is fresh, and its expiry every time', async () => {
    let clock = Date.now();
    let keyLookups = 0;
    const keys = createLocalJWKSet({
      keys: [{ ...(await exportJWK(issuerKey.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }],
    });
    const remembering = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      tokenType: 'at+jwt',
      rolesClaim: 'roles',
      keys: (header, input) => (keyLookups++, keys(header, input)),
      now: () => clock,
    });
    const fiveMinutes = await token({ expiresAt: '5m' });
    await remembering(fiveMinutes);
    await remembering(fiveMinutes);
    expect(keyLookups).toBe(1);

    clock += 61_000;
    await remembering(fiveMinutes);
    expect(keyLookups).toBe(2);

    clock += 5 * 60_000;
    expect((await rejection(remembering(fiveMinutes))).message).toBe('the access token has expired');
  });
});
