const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The payload of a JWT, without verifying it: the browser only uses it to decide what to show, while the service
 * verifies every token it receives. Null when the token is not a readable JWT.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Reads a claim by dotted path (`realm_access.roles`). A claim whose own name contains dots (namespaced claims
 * such as `https://example.com/roles`) is found too, because the literal name is tried before splitting.
 */
export function readClaim(payload: Record<string, unknown>, path: string): unknown {
  if (path in payload) return payload[path];
  const [head, ...rest] = path.split('.');
  if (head === undefined || rest.length === 0) return undefined;
  const next = payload[head];
  return isRecord(next) ? readClaim(next, rest.join('.')) : undefined;
}

/** The roles the access token grants, from the configured claim; empty when the claim is absent or malformed. */
export function rolesFromAccessToken(accessToken: string | undefined, claimPath: string): string[] {
  if (!accessToken) return [];
  const payload = decodeJwtPayload(accessToken);
  if (!payload) return [];
  const claim = readClaim(payload, claimPath);
  if (typeof claim === 'string') return claim.split(/[\s,]+/).filter(Boolean);
  if (Array.isArray(claim)) return claim.filter((role): role is string => typeof role === 'string');
  return [];
}
