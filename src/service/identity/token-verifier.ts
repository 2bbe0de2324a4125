import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Principal } from './principal';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Expected `typ` header, `at+jwt` for RFC 9068 access tokens. */
  tokenType: string;
  /** Dotted path of the roles claim, e.g. `roles` or `realm_access.roles`. */
  rolesClaim: string;
  keys: JWTVerifyGetKey;
  /** Milliseconds since the epoch; the test's clock, or the system's. */
  now?: () => number;
}

export class InvalidTokenError extends Error {}

/** Asymmetric algorithms only: a shared-secret or unsigned token can never pass as one the issuer signed. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

function claimAt(payload: JWTPayload, dottedPath: string): unknown {
  return dottedPath
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      payload,
    );
}

function describe(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'the access token has expired';
  if (error instanceof errors.JWTClaimValidationFailed)
    return `the access token's ${error.claim} claim is not accepted`;
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'the access token signature is invalid';
  if (error instanceof errors.JOSEAlgNotAllowed)
    return 'the access token is not signed with an accepted algorithm';
  if (error instanceof errors.JWKSNoMatchingKey) return 'the access token was signed with an unknown key';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid)
    return 'the access token is malformed';
  return 'the access token could not be verified';
}

/**
 * A verified token is remembered this long (and never past its expiry): an integration sends the same token with
 * every request, and checking an RSA signature costs more than most requests. A key the issuer withdraws stops a
 * remembered token within this time.
 */
const REMEMBER_MS = 60_000;
/** Tokens remembered at most; the oldest are forgotten first. */
const REMEMBERED_TOKENS = 10_000;
/**
 * How far ahead of this service's clock the issuer's may run: a token issued "in the future" by less than this is
 * a clock a little fast; by more, it was minted to outlive its stated lifetime or by a broken issuer.
 */
const CLOCK_TOLERANCE_S = 60;

/**
 * Verifies issuer, audience, expiry, signature and token type of a bearer token and reads its principal. A token
 * verified before is answered from memory until it expires (or REMEMBER_MS passes), its expiry checked again.
 */
export function createTokenVerifier(options: TokenVerifierOptions) {
  const now = options.now ?? Date.now;
  const verified = new Map<string, { principal: Principal; expiresAt: number; forgetAt: number }>();
  return async function verify(token: string): Promise<Principal> {
    const remembered = verified.get(token);
    if (remembered) {
      if (now() >= remembered.expiresAt) throw new InvalidTokenError('the access token has expired');
      if (now() < remembered.forgetAt) return remembered.principal;
      verified.delete(token);
    }
    const { principal, expiresAt } = await verifyAnew(token, options, now);
    if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, { principal, expiresAt, forgetAt: now() + REMEMBER_MS });
    return principal;
  };
}

async function verifyAnew(
  token: string,
  options: TokenVerifierOptions,
  now: () => number,
): Promise<{ principal: Principal; expiresAt: number }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, options.keys, {
      issuer: options.issuer,
      audience: options.audience,
      typ: options.tokenType,
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(now()),
    }));
  } catch (error) {
    throw new InvalidTokenError(describe(error));
  }
  // jose checks iat against the clock only together with a maximum token age, which this service does not set.
  if (payload.iat !== undefined && payload.iat > now() / 1000 + CLOCK_TOLERANCE_S)
    throw new InvalidTokenError("the access token's iat claim is not accepted: it was issued in the future");
  const roles = claimAt(payload, options.rolesClaim);
  return {
    principal: {
      subject: payload.sub!,
      clientId: typeof payload['client_id'] === 'string' ? payload['client_id'] : null,
      roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
      name: typeof payload['name'] === 'string' ? payload['name'] : null,
    },
    expiresAt: payload.exp! * 1000,
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

/**
 * The key set of an external issuer, found through its discovery document on first use, so the service starts
 * even while the issuer is briefly unreachable.
 */
export function discoveredKeySet(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OpenID discovery at ${issuer} answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error(`OpenID discovery at ${issuer} names no jwks_uri`);
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    keySet ??= discover().catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    return (await keySet)(header, token);
  };
}
