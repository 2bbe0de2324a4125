import { expect, test } from './support/fixtures';
import { fillProviderLogin, startSignIn } from './support/login';
import { USERS } from './support/users';

test('an unauthenticated visit to /scenarios goes through sign-in and returns to the page asked for', async ({
  page,
}) => {
  await page.goto('/scenarios?type=Account');
  await startSignIn(page);
  expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);

  await fillProviderLogin(page, USERS.steward.username, USERS.steward.password);
  await expect(page).toHaveURL(/\/scenarios\?type=Account$/);
  await expect(
    page.getByRole('table', { name: 'Account scenarios' }).getByText('Account Default'),
  ).toBeVisible();
});

test('the provider rejects a wrong password and the console stays signed out', async ({ page }) => {
  await page.goto('/scenarios');
  await startSignIn(page);
  await fillProviderLogin(page, USERS.steward.username, 'not-the-password');
  await expect(page.getByText('Unknown username or wrong password.')).toBeVisible();
  await expect(page).toHaveURL(/\/oidc\//);
});

test('the authorization request uses PKCE with S256', async ({ page, baseURL }) => {
  const authRequest = page.waitForRequest((request) => /\/oidc\/auth\b/.test(request.url()));
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const url = new URL((await authRequest).url());
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('client_id')).toBe('steward-console');
  expect(url.searchParams.get('redirect_uri')).toBe(`${baseURL}/callback`);
});
