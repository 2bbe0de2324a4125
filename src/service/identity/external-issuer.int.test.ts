import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import { startTestService, type TestService } from '../testing/test-service';
import { clientCredentialsToken } from '../testing/tokens';

/**
 * Production points OIDC_ISSUER at an external provider. Here another Steward's embedded provider plays that part:
 * the API service discovers its JWKS over HTTP and verifies the tokens it issued.
 */
let identityProvider: TestService;
let api: TestService;

beforeAll(async () => {
  identityProvider = await startTestService();
  api = await startTestService({ OIDC_ISSUER: identityProvider.config.oidc.issuer });
});
afterAll(async () => {
  await api.close();
  await identityProvider.close();
});

const scenarios = (service: TestService, token: string) =>
  fetch(`${service.baseUrl}${apiPaths.scenarios}?objectName=Lead`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe('an external issuer', () => {
  it('turns the embedded provider off', async () => {
    expect(api.config.oidc.embedded).toBe(false);
    expect((await fetch(`${api.baseUrl}/oidc/.well-known/openid-configuration`)).status).toBe(404);
  });

  it("accepts the issuer's tokens, verified with the JWKS its discovery document names", async () => {
    const token = await clientCredentialsToken(identityProvider.config.oidc.issuer);
    const response = await scenarios(api, token);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { ok: boolean }).ok).toBe(true);
  });

  it('refuses a token issued for another audience', async () => {
    const strict = await startTestService({
      OIDC_ISSUER: identityProvider.config.oidc.issuer,
      OIDC_AUDIENCE: 'urn:other:api',
    });
    try {
      const response = await scenarios(
        strict,
        await clientCredentialsToken(identityProvider.config.oidc.issuer),
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual([
        { errorCode: 'INVALID_SESSION_ID', message: expect.stringMatching(/aud/) },
      ]);
    } finally {
      await strict.close();
    }
  });

  it("refuses the embedded provider's tokens of another Steward", async () => {
    const other = await startTestService();
    try {
      const response = await scenarios(api, await clientCredentialsToken(other.config.oidc.issuer));
      expect(response.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
