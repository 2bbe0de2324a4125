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
 * Signs in through the real OpenID Connect flow (code + PKCE) and waits until the console shows the user: about two
 * seconds. Tests of the provider's own session (sign-out) use this; the others use `signIn`.
 */
export async function signInThroughProvider(page: Page, user: DemoUser, path = '/'): Promise<void> {
  await page.goto(path);
  await startSignIn(page);
  await fillProviderLogin(page, user.username, user.password);
  await expect(page.getByRole('button', { name: user.name })).toBeVisible();
}

/** The console's session of a user: its oidc-client-ts entries in sessionStorage. */
type ConsoleSession = Record<string, string>;

/**
 * Each user's console session as their first sign-in in this worker left it. A worker has one service of its own
 * (fixtures.ts) and a worker restarted after a failure starts afresh, so the sessions here are always that service's.
 */
const consoleSessions = new Map<string, ConsoleSession>();

/**
 * A saved session is used only while its access token has this long to run: the console renews a token a minute
 * before it expires, and a renewal in one test would spend the refresh token the next test's copy holds.
 */
const SESSION_LEFT_S = 240;

function secondsLeft(session: ConsoleSession): number {
  const user = Object.entries(session).find(([key]) => key.startsWith('oidc.user:'))?.[1];
  const expiresAt = user ? (JSON.parse(user) as { expires_at?: number }).expires_at : undefined;
  return expiresAt === undefined ? 0 : expiresAt - Date.now() / 1000;
}

/**
 * Signs the user in and opens `path`, once the console shows them. The first time in a worker it signs in through
 * the provider's form (signInThroughProvider); after that the test's page starts with the console session that
 * sign-in left in sessionStorage, as a tab the user signed in on earlier would, which spares every test the form.
 * The provider's own session is not carried over.
 */
export async function signIn(page: Page, user: DemoUser, path = '/'): Promise<void> {
  const saved = consoleSessions.get(user.username);
  if (saved && secondsLeft(saved) > SESSION_LEFT_S) {
    await page.addInitScript((session: ConsoleSession) => {
      // Once per tab: what the console does with its session afterwards (signing out, renewing) stands.
      if (sessionStorage.getItem('e2e.session-restored') !== null) return;
      sessionStorage.setItem('e2e.session-restored', 'yes');
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    }, saved);
    await page.goto(path);
    await expect(page.getByRole('button', { name: user.name })).toBeVisible();
    return;
  }
  await signInThroughProvider(page, user, path);
  consoleSessions.set(
    user.username,
    await page.evaluate(() =>
      Object.fromEntries(Object.entries(sessionStorage).filter(([key]) => key.startsWith('oidc.'))),
    ),
  );
}
