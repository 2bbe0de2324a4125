import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, readClaim, rolesFromAccessToken } from './roles-claim';

/** An unsigned JWT-shaped token; the console never verifies signatures, so none is needed. */
function token(payload: unknown): string {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const base64 = btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
    return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'RS256', typ: 'at+jwt' })}.${encode(payload)}.signature`;
}

describe('decodeJwtPayload', () => {
  it('decodes base64url payloads (with - and _), including non-ASCII text', () => {
    expect(decodeJwtPayload(token({ sub: 'u1', name: 'Zoë Ørsted ??? >>>' }))).toEqual({
      sub: 'u1',
      name: 'Zoë Ørsted ??? >>>',
    });
  });

  it('answers null for anything that is not a JWT with an object payload', () => {
    expect(decodeJwtPayload('opaque-token')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
    expect(decodeJwtPayload(token(['array']))).toBeNull();
  });
});

describe('readClaim', () => {
  it('follows a dotted path', () => {
    expect(readClaim({ realm_access: { roles: ['admin'] } }, 'realm_access.roles')).toEqual(['admin']);
  });

  it('prefers a claim whose literal name contains dots', () => {
    expect(
      readClaim({ 'https://steward.example/roles': ['viewer'] }, 'https://steward.example/roles'),
    ).toEqual(['viewer']);
  });

  it('answers undefined when the path leaves the object', () => {
    expect(readClaim({ realm_access: 'x' }, 'realm_access.roles')).toBeUndefined();
  });
});

describe('rolesFromAccessToken', () => {
  it('reads a top-level roles array', () => {
    expect(rolesFromAccessToken(token({ roles: ['steward'] }), 'roles')).toEqual(['steward']);
  });

  it('reads a nested claim such as Keycloak realm roles', () => {
    const keycloak = token({ realm_access: { roles: ['admin', 'offline_access'] } });
    expect(rolesFromAccessToken(keycloak, 'realm_access.roles')).toEqual(['admin', 'offline_access']);
  });

  it('accepts a single role or a space-separated string', () => {
    expect(rolesFromAccessToken(token({ roles: 'viewer' }), 'roles')).toEqual(['viewer']);
    expect(rolesFromAccessToken(token({ roles: 'admin steward' }), 'roles')).toEqual(['admin', 'steward']);
  });

  it('drops non-string entries and answers [] for a missing claim or token', () => {
    expect(rolesFromAccessToken(token({ roles: ['admin', 7, null] }), 'roles')).toEqual(['admin']);
    expect(rolesFromAccessToken(token({ sub: 'u1' }), 'realm_access.roles')).toEqual([]);
    expect(rolesFromAccessToken(undefined, 'roles')).toEqual([]);
  });
});
