import { createHash, randomBytes } from 'node:crypto';

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** A client-credentials access token from the service's embedded provider (or any issuer's token endpoint). */
export async function clientCredentialsToken(
  issuer: string,
  clientId = 'integration',
  clientSecret = 'integration-secret',
): Promise<string> {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  const body = (await response.json()) as { access_token?: string; error?: string };
  if (!body.access_token) throw new Error(`client credentials grant refused: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** A tiny cookie jar: the provider's session and interaction cookies, sent back on every request. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs a user in through the provider's login form with the console's public client (authorization code + PKCE),
 * exactly as a browser does, and answers the access token.
 */
export async function userToken(issuer: string, username: string, password = username): Promise<string> {
  const origin = new URL(issuer).origin;
  const redirectUri = `${origin}/callback`;
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'steward-console',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'test-state',
    nonce: 'test-nonce',
  }).toString();

  const interaction = new URL((await go(authorize.href)).headers.get('location')!, origin).href;
  await go(interaction);
  let response = await go(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  let code: string | null = null;
  for (let hops = 0; hops < 10 && !code; hops++) {
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`sign-in of ${username} stopped at HTTP ${response.status}: ${await response.text()}`);
    const next = new URL(location, origin);
    if (next.href.startsWith(redirectUri)) code = next.searchParams.get('code');
    else response = await go(next.href);
  }
  if (!code) throw new Error(`sign-in of ${username} never reached the redirect URI`);
  const token = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'steward-console',
      code_verifier: verifier,
    }),
  });
  const body = (await token.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`token exchange for ${username} refused: ${JSON.stringify(body)}`);
  return body.access_token;
}
