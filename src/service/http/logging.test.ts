import { describe, expect, it } from 'vitest';
import { scrubUrl } from './logging';

const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://service.test').searchParams);

describe('scrubUrl', () => {
  it('redacts the authorization code and state of an OIDC callback but keeps the path and other parameters', () => {
    const scrubbed = scrubUrl(
      '/oidc/callback?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj&iss=https%3A%2F%2Fidp',
    );
    expect(scrubbed.startsWith('/oidc/callback?')).toBe(true);
    expect(scrubbed).not.toContain('SplxlOBeZQQYbYS6WxSbIA');
    expect(scrubbed).not.toContain('af0ifjsldkj');
    expect(paramsOf(scrubbed)).toEqual({ code: '[redacted]', state: '[redacted]', iss: 'https://idp' });
  });

  it.each([
    'token',
    'access_token',
    'refresh_token',
    'id_token_hint',
    'client_secret',
    'code_verifier',
    'nonce',
    'password',
  ])('redacts %s', (name) => {
    const scrubbed = scrubUrl(`/oidc/session/end?${name}=s3cr3t-value&client_id=steward-console`);
    expect(scrubbed).not.toContain('s3cr3t-value');
    expect(paramsOf(scrubbed)).toEqual({ [name]: '[redacted]', client_id: 'steward-console' });
  });

  it('redacts secret parameters whatever their case', () => {
    expect(scrubUrl('/login?Password=hunter2')).not.toContain('hunter2');
  });

  it('redacts every occurrence of a repeated secret parameter', () => {
    const scrubbed = scrubUrl('/cb?code=first&code=second');
    expect(scrubbed).not.toContain('first');
    expect(scrubbed).not.toContain('second');
  });

  it('keeps ordinary query parameters', () => {
    expect(
      paramsOf(scrubUrl('/services/apexrest/dupcheck/dc3Api/scenarios?prefix=00Q&objectName=Lead')),
    ).toEqual({
      prefix: '00Q',
      objectName: 'Lead',
    });
  });

  it('leaves a URL without a query unchanged', () => {
    expect(scrubUrl('/services/apexrest/dupcheck/dc3Api/search')).toBe(
      '/services/apexrest/dupcheck/dc3Api/search',
    );
  });
});
