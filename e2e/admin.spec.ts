import { expect, test, type Page } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { deleteAsAdmin } from './support/steward-api';
import { USERS } from './support/users';

/** Opens an admin page through the Admin menu of the navigation. */
async function openAdminPage(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('administration', () => {
  test('an admin assigns a seat to guest, who can then use the licensed API', async ({
    page,
    browser,
    baseURL,
  }) => {
    try {
      await signIn(page, USERS.admin, '/scenarios');
      await openAdminPage(page, 'Licences');
      await page.getByRole('textbox', { name: 'User name or client id' }).fill(USERS.guest.username);
      await page.getByRole('button', { name: 'Assign seat' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'guest now holds a seat.' })).toBeVisible();
      const seats = page.getByRole('table', { name: 'Licence seats' });
      const guestSeat = seats
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: USERS.guest.username, exact: true }) });
      await expect(guestSeat.getByRole('cell').nth(1)).toHaveText(USERS.admin.username);

      // As the licence test shows the refusal, guest now sees what the licensed scenarios API answers.
      const context = await browser.newContext();
      try {
        const guest = await context.newPage();
        await signIn(guest, USERS.guest, '/scenarios');
        await expect(guest.getByRole('table', { name: 'Lead scenarios' })).toBeVisible();
        await expect(guest.getByText('No API licence')).toHaveCount(0);
      } finally {
        await context.close();
      }

      await page.getByRole('button', { name: 'Revoke the seat of guest' }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke the seat of guest?' });
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await expect(seats.getByRole('rowheader', { name: USERS.guest.username, exact: true })).toHaveCount(0);
    } finally {
      await deleteAsAdmin(baseURL!, apiPaths.license(USERS.guest.username));
    }
  });

  test('an admin adds an entry to a custom word list and sees it after reload', async ({ page, baseURL }) => {
    const name = 'E2E_TITLES';
    try {
      await signIn(page, USERS.admin, '/admin/word-lists');
      await expect(page.getByRole('heading', { level: 1, name: 'Word lists' })).toBeVisible();
      const create = page.getByRole('form', { name: 'Create a custom list' });
      await create.getByRole('textbox', { name: 'Name' }).fill(name);
      await create.getByRole('textbox', { name: 'First entry' }).fill('chief');
      await create.getByRole('button', { name: 'Create list' }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

      await page.getByRole('button', { name: 'Add entry' }).click();
      await page.getByRole('textbox', { name: 'Entry 2' }).fill('officer');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved 2 entries.' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Entry 2' })).toHaveValue('officer');

      // A repeat is found by the service, which reads words as searches do; its refusal is shown at the entry.
      await page.getByRole('button', { name: 'Add entry' }).click();
      const repeat = page.getByRole('textbox', { name: 'Entry 3' });
      await repeat.fill('Chief');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(repeat).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText("'Chief' repeats entry 1 ('chief')")).toBeVisible();

      await page.getByRole('button', { name: 'Delete list' }).click();
      await page
        .getByRole('dialog', { name: `Delete ${name}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Word lists' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Word lists' })).toBeVisible();
      await expect(page.getByRole('link', { name })).toHaveCount(0);
    } finally {
      await deleteAsAdmin(baseURL!, apiPaths.wordList(name));
    }
  });

  test('an admin creates a filter and sees it on the list', async ({ page, baseURL }) => {
    try {
      await signIn(page, USERS.admin, '/admin/filters?type=Lead');
      await page.getByRole('link', { name: 'New filter' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New filter' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Label' }).fill('Large leads');
      await page.getByRole('textbox', { name: 'Developer name' }).fill('E2E_Large_Leads');
      const condition = page.getByRole('group', { name: 'Condition 1' });
      await condition.getByRole('combobox', { name: 'Field' }).click();
      await page.getByRole('option', { name: 'Employees', exact: true }).click();
      await condition.getByRole('combobox', { name: 'Comparison' }).click();
      await page.getByRole('option', { name: 'is at least', exact: true }).click();
      const value = condition.getByRole('textbox', { name: 'Value' });
      await value.fill('many');
      await page.getByRole('button', { name: 'Save filter' }).click();
      // Checked in the browser as the service checks it, before anything is sent.
      await expect(value).toHaveAttribute('aria-invalid', 'true');
      await expect(condition).toContainText('Employees is a number field: enter a number.');
      await expectNoSeriousA11yViolations(page);

      await value.fill('500');
      // How many records the conditions keep, before saving; a count of earlier conditions says so.
      await page.getByRole('button', { name: 'Count matching records' }).click();
      const count = page.getByRole('status').filter({ hasText: /of [\d,]+ Leads match/ });
      await expect(count).toHaveText(/^[\d,]+ records? of [\d,]+ Leads match(es)?\.$/);
      await value.fill('5000');
      await expect(count).toContainText('before the last change: count again');
      await value.fill('500');
      await page.getByRole('button', { name: 'Save filter' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Filter “Large leads” saved.' })).toBeVisible();
      const filters = page.getByRole('table', { name: 'Lead filters' });
      const row = filters
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Large leads', exact: true }) });
      await expect(row).toContainText('E2E_Large_Leads');
      await expect(row).toContainText('Employees is at least 500');

      await row.getByRole('button', { name: 'Delete Large leads' }).click();
      await page
        .getByRole('dialog', { name: 'Delete the filter Large leads?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(filters.getByRole('rowheader', { name: 'Large leads', exact: true })).toHaveCount(0);
    } finally {
      await deleteAsAdmin(baseURL!, apiPaths.filter('Lead', 'E2E_Large_Leads'));
    }
  });

  test('a steward sees no admin navigation and is told the admin pages need the admin role', async ({
    page,
  }) => {
    await signIn(page, USERS.steward);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Licences' })).toHaveCount(0);

    await page.goto('/admin/licences');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available for your role' })).toBeVisible();
    await expect(page.getByText('This page needs the admin role.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Licence seats' })).toHaveCount(0);
  });

  test('an admin sees who used the API and when, on the Licences and Usage pages', async ({ page }) => {
    await signIn(page, USERS.admin, '/admin/usage');
    // The admin's own console calls are counted too, so the admin is among the callers of today. Counts are written
    // a second after the calls: on a fresh service (a retry) the page's first read may come before the admin's.
    const calls = page.getByRole('table', { name: 'API calls per user and day' });
    const adminRow = calls.getByRole('rowheader', { name: USERS.admin.username, exact: true }).first();
    await expect(async () => {
      if (!(await adminRow.isVisible())) await page.reload();
      await expect(adminRow).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const chart = page.getByRole('figure', { name: 'API calls per day' });
    await expect(chart.getByRole('list', { name: 'Legend' })).toContainText(`${USERS.admin.username}:`);

    await page.goto('/admin/licences');
    const seats = page.getByRole('table', { name: 'Licence seats' });
    await expect(seats.getByRole('columnheader', { name: 'Last API use' })).toBeVisible();
    await expect(seats.getByText('Loading…')).toHaveCount(0);
  });

  test('axe finds nothing serious on the admin pages', async ({ page }) => {
    await signIn(page, USERS.admin, '/admin/licences');
    await expect(page.getByRole('table', { name: 'Licence seats' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    const pages: [path: string, shown: (page: Page) => ReturnType<Page['getByRole']>][] = [
      ['/admin/word-lists', (page) => page.getByRole('table', { name: 'Word lists' })],
      ['/admin/word-lists/PERSON', (page) => page.getByRole('table', { name: 'Entries of PERSON' })],
      ['/admin/filters?type=Lead', (page) => page.getByRole('table', { name: 'Lead filters' })],
      ['/admin/filters/Lead/Open_Leads', (page) => page.getByRole('group', { name: 'Condition 1' })],
      ['/admin/usage', (page) => page.getByRole('form', { name: 'Usage period' })],
      ['/admin/scenarios?type=Lead', (page) => page.getByRole('table', { name: 'Lead scenarios to edit' })],
    ];
    for (const [path, shown] of pages) {
      await page.goto(path);
      await expect(shown(page)).toBeVisible();
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
