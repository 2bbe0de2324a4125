import { expect, test } from './support/fixtures';
import { signIn } from './support/login';
import { USERS } from './support/users';

test('the console arrives compressed, cached for good, and runs under its content security policy', async ({
  page,
}) => {
  const scripts: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.*\.js$/.test(response.url())) {
      const headers = response.headers();
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      });
    }
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  await signIn(page, USERS.steward);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const document = await page.request.get('/scenarios', { headers: { accept: 'text/html' } });
  expect(document.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  expect(scripts.length).toBeGreaterThan(0);
  const large = scripts.filter((script) => script.encoding !== undefined);
  expect(large.length).toBeGreaterThan(0);
  for (const script of large) expect(script.encoding).toBe('br');
  for (const script of scripts) expect(script.cache).toBe('public, max-age=31536000, immutable');
  expect(violations).toEqual([]);
});
