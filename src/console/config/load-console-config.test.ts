import { describe, expect, it } from 'vitest';
import { ConfigLoadError, loadConsoleConfig } from './load-console-config';

const valid = {
  oidcAuthority: 'http://localhost:8080/oidc',
  oidcClientId: 'steward-console',
  oidcScope: 'openid profile email api',
  rolesClaim: 'roles',
  apiBaseUrl: '',
  defaultCountry: 'NL',
};

const answer = (status: number, body: string) => async () => new Response(body, { status });

describe('loadConsoleConfig', () => {
  it('returns a valid configuration, keeping an empty apiBaseUrl', async () => {
    await expect(loadConsoleConfig(answer(200, JSON.stringify(valid)))).resolves.toEqual(valid);
  });

  it('rejects HTTP errors, non-JSON (an SPA fallback page) and missing settings', async () => {
    await expect(loadConsoleConfig(answer(404, ''))).rejects.toThrow('answered HTTP 404');
    await expect(loadConsoleConfig(answer(200, '<!doctype html>'))).rejects.toThrow('not valid JSON');
    const { oidcAuthority: _dropped, ...incomplete } = valid;
    await expect(loadConsoleConfig(answer(200, JSON.stringify(incomplete)))).rejects.toThrow(/oidcAuthority/);
    await expect(loadConsoleConfig(answer(200, '[]'))).rejects.toBeInstanceOf(ConfigLoadError);
  });
});
