/**
 * Starts signing in as the console does (authorization code with PKCE) and answers where the provider's login form
 * is and the cookies that go with it, for tests of the form itself: its headers, its answers to wrong passwords.
 */
export async function openLoginForm(issuer: string, consoleOrigin: string) {
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'steward-console',
    redirect_uri: `${consoleOrigin}/callback`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  const started = await fetch(authorize, { redirect: 'manual' });
  const cookie = started.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { url: new URL(started.headers.get('location')!, consoleOrigin).href, cookie };
}
