import { expect, type Page } from '@playwright/test';
import type { DemoUser } from './users';

/** The provider's own login form (server-rendered under /oidc/interaction/). */
export async function fillProviderLogin(page: Page, username: string, password: string): Promise<void> {
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Starts the console's sign-in from whatever guarded page is showing and lands on the provider's form. */
export async function startSignIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
}

/**
 * Signs in through the real OpenID Connect flow (code + PKCE) and waits until the console shows the user. Each
 * test signs in on its own: about two seconds, and no shared provider session between tests.
 */
export async function signIn(page: Page, user: DemoUser, path = '/'): Promise<void> {
  await page.goto(path);
  await startSignIn(page);
  await fillProviderLogin(page, user.username, user.password);
  await expect(page.getByRole('button', { name: user.name })).toBeVisible();
}
