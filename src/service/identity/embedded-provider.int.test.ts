import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

describe('the embedded provider', () => {
  it('offers the authorization code flow only, never the implicit grant', async () => {
    const discovery = (await (
      await fetch(`${service.config.oidc.issuer}/.well-known/openid-configuration`)
    ).json()) as { response_types_supported: string[]; grant_types_supported: string[] };
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.grant_types_supported).not.toContain('implicit');
    expect(discovery.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'client_credentials', 'refresh_token']),
    );
  });

  it('lets the one inline script of its own pages run by its hash, and no other', async () => {
    // With no session to end, the provider posts its own form at once.
    const response = await fetch(`${service.config.oidc.issuer}/session/end`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<script>');
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const scriptSource = policy.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
    expect(scriptSource).not.toContain('unsafe-inline');
  });
});
