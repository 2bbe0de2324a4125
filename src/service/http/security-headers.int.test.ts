import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract/api-paths';
import { openLoginForm } from '../testing/login-form';
import { startTestService, type TestService } from '../testing/test-service';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

/** The page the provider shows a browser that starts signing in: its login form. */
async function loginPage(): Promise<Response> {
  const form = await openLoginForm(service.config.oidc.issuer, service.baseUrl);
  return fetch(form.url, { headers: { cookie: form.cookie } });
}

function expectProtected(response: Response) {
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
}

describe('security headers', () => {
  it('guard the sign-in form: it cannot be framed and runs no inline script', async () => {
    const response = await loginPage();
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<form');
    expectProtected(response);
  });

  it('come with API answers, refusals and the provider’s documents', async () => {
    expectProtected(await fetch(`${service.baseUrl}${apiPaths.scenarios}`));
    expectProtected(await fetch(`${service.baseUrl}${apiPaths.search}`, { method: 'POST' }));
    expectProtected(await fetch(`${service.config.oidc.issuer}/.well-known/openid-configuration`));
    expectProtected(await fetch(`${service.baseUrl}/config.json`));
  });

  it('keep API answers, refusals included, out of every cache, and leave the console’s files to their own', async () => {
    for (const response of [
      await fetch(`${service.baseUrl}${apiPaths.scenarios}`),
      await fetch(`${service.baseUrl}${apiPaths.search}`, { method: 'POST' }),
      await fetch(`${service.baseUrl}${apiPaths.scenarios}/unknown/path`),
    ]) {
      expect(response.headers.get('cache-control'), response.url).toBe('no-store');
    }
    expect((await fetch(`${service.baseUrl}/config.json`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('leave HSTS to a service reached over https', async () => {
    const plain = await fetch(`${service.baseUrl}/config.json`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await startTestService({ PUBLIC_URL: 'https://steward.example.com' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/config.json' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});
