import { expect, test } from './support/fixtures';
import { signIn } from './support/login';
import { USERS } from './support/users';

test('the user menu shows the name and roles of an admin', async ({ page }) => {
  await signIn(page, USERS.admin);
  await page.getByRole('button', { name: USERS.admin.name }).click();
  const menu = page.getByRole('dialog', { name: USERS.admin.name });
  await expect(menu).toContainText('admin@steward.example');
  await expect(menu.getByRole('list', { name: 'Roles' }).getByRole('listitem')).toHaveText(['admin']);
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('the navigation offers a viewer only what a viewer may use', async ({ page }) => {
  await signIn(page, USERS.viewer);
  await page.getByRole('button', { name: USERS.viewer.name }).click();
  await expect(page.getByRole('dialog').getByRole('listitem')).toHaveText(['viewer']);
  await page.keyboard.press('Escape');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Scenarios', 'Records']);
  await page.goto('/upsert');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available for your role' })).toBeVisible();
});

test('a steward sees every page in the navigation', async ({ page }) => {
  await signIn(page, USERS.steward);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Scenarios',
    'Records',
    'Search',
    'Upsert',
    'Import',
    'Review',
    'Duplicate jobs',
    'Schedules',
    'Address',
    'Audit',
    'Not duplicates',
  ]);
  await nav.getByRole('link', { name: 'Address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Address' })).toHaveAttribute('aria-current', 'page');
});
