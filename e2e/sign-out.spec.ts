import { expect, test } from '@playwright/test';
import { signIn, startSignIn } from './support/login';
import { USERS } from './support/users';

test('signing out ends the session at the provider and in the console', async ({ page }) => {
  await signIn(page, USERS.steward, '/scenarios');
  await page.getByRole('button', { name: USERS.steward.name }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();

  // The provider asks for confirmation, then sends the browser back to the console.
  await page.waitForURL(/\/oidc\//);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.'))),
  ).toEqual([]);

  // The provider session is gone too: the next sign-in asks for the password again.
  await page.goto('/scenarios');
  await startSignIn(page);
  await expect(page.getByLabel('Username')).toBeVisible();
});
