import { expect, test } from './support/fixtures';
import { signInThroughProvider, startSignIn } from './support/login';
import { USERS } from './support/users';

test('signing out ends the session at the provider and in the console', async ({ page }) => {
  await signInThroughProvider(page, USERS.steward, '/scenarios');
  await page.getByRole('button', { name: USERS.steward.name }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();

  // One step: the provider ends its session without asking again, and sends the browser back to the console.
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

test('a sign-out the console did not ask for is confirmed first', async ({ page }) => {
  await signInThroughProvider(page, USERS.steward, '/scenarios');
  await page.goto('/oidc/session/end');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out of Steward?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
});
