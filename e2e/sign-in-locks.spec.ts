import { expect, test } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import type { SignInLockList } from '../src/contract/sign-in-locks';
import { openLoginForm } from '../src/service/testing/login-form';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { asAdmin } from './support/steward-api';
import { USERS } from './support/users';

/** A user name no test signs in with: whether a name exists plays no part in locking it. */
const LOCKED_NAME = 'e2e-locked-out';
/** The service's default SIGN_IN_LOCK_AFTER. */
const LOCK_AFTER = 10;

test('an admin lifts a sign-in lock on a phone, after confirming, and Back leaves the page', async ({
  page,
  baseURL,
}) => {
  // Sent together, the wrong passwords wait out their slowed answers at once rather than one after another.
  const form = await openLoginForm(`${baseURL}/oidc`, baseURL!);
  await Promise.all(
    Array.from({ length: LOCK_AFTER }, () =>
      fetch(`${form.url}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: form.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: LOCKED_NAME, password: 'wrong' }),
      }),
    ),
  );
  const { locks } = await asAdmin<SignInLockList>(baseURL!, 'GET', apiPaths.signInLocks);
  const lock = locks.find((candidate) => candidate.name === LOCKED_NAME)!;
  expect(lock).toMatchObject({ kind: 'USER', failures: LOCK_AFTER });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, USERS.admin, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Open the navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign-in locks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in locks' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Sign-in locks' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: LOCKED_NAME }) });
  await expect(row).toContainText(lock.source);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  const lockName = `${LOCKED_NAME} (user) from ${lock.source}`;
  await row.getByRole('button', { name: `Lift the lock of ${lockName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Lift the lock of ${lockName}?` });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Lift the lock of ${lockName}` }).click();
  await confirm.getByRole('button', { name: 'Lift' }).click();
  await expect(row).toHaveCount(0);
  const after = await asAdmin<SignInLockList>(baseURL!, 'GET', apiPaths.signInLocks);
  expect(after.locks.map((candidate) => candidate.name)).not.toContain(LOCKED_NAME);

  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in locks' })).toHaveCount(0);
});
