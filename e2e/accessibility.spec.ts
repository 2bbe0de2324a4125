import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoAccountName } from './support/demo-data';
import { signIn } from './support/login';
import { USERS } from './support/users';

/**
 * Searches a record type's page with one value, expands the first match of the named results table and opens its
 * record, checking the page after each step.
 */
async function checkSearchResults(
  page: Page,
  search: { field: string; value: string },
  tableName: string,
  breakdownTable: RegExp,
) {
  await page.getByRole('textbox', { name: search.field }).fill(search.value);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table', { name: tableName });
  await table
    .getByRole('button', { name: /^Score breakdown of / })
    .first()
    .click();
  await expect(page.getByRole('table', { name: breakdownTable })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await table
    .getByRole('button', { name: /^Open record / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test.describe('accessibility (WCAG 2.1 A/AA, serious and critical)', () => {
  test('the provider login page and the console sign-in page', async ({ page }) => {
    await page.goto('/scenarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the scenarios page with an expanded scenario and the open user menu', async ({ page }) => {
    await signIn(page, USERS.steward, '/scenarios');
    await page.getByRole('button', { name: 'Fields of Lead Default' }).click();
    await expect(page.getByRole('table', { name: 'Fields of Lead Default' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: USERS.steward.name }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the licence error on the scenarios page', async ({ page }) => {
    await signIn(page, USERS.guest, '/scenarios');
    await expect(page.getByRole('alert')).toContainText('No API licence');
    await expectNoSeriousA11yViolations(page);
  });

  test('the search page with results, an expanded breakdown and an open record', async ({ page }) => {
    await signIn(page, USERS.steward, '/search?type=Lead');
    await checkSearchResults(
      page,
      { field: 'First Name', value: 'Jenny' },
      'Possible Lead duplicates',
      /^Lead Default fields of /,
    );
  });

  test('the search page with matches among another type, expanded and opened', async ({ page, baseURL }) => {
    const account = await demoAccountName(baseURL!);
    await signIn(page, USERS.steward, '/search?type=Lead');
    await checkSearchResults(
      page,
      { field: 'Company', value: account },
      'Matches among Accounts',
      /^Account Default fields of /,
    );
  });

  test('the search page with client and server errors at the fields', async ({ page }) => {
    await signIn(page, USERS.steward, '/search?type=Lead');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Enter at least one value to search with.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the upsert page with field errors and an outcome, and the record page with its history', async ({
    page,
  }) => {
    await signIn(page, USERS.steward, '/upsert?type=Lead');
    await page.getByRole('button', { name: 'Add related record' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Last Name is required for a Lead')).toBeVisible();
    await expect(page.getByText('Campaign ID is required for a Campaign Member')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Remove related record 1' }).click();
    await page.getByRole('textbox', { name: /^Last Name/ }).fill(`Accessible${Date.now()}`);
    await page.getByRole('textbox', { name: /^Company/ }).fill('Inclusive Design Ltd');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const outcome = page.getByRole('region', { name: 'Outcome' });
    await expect(outcome.getByRole('alert')).toContainText('Lead created.');
    await expectNoSeriousA11yViolations(page);

    await outcome.getByRole('link', { name: /^00Q/ }).click();
    await expect(page.getByRole('region', { name: 'History' }).getByRole('article')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  for (const width of [1440, 390]) {
    test(`the dashboard with the admin figures, ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, USERS.admin);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Administration' })).toBeVisible();
      // Reflow: the cards stack and the charts shrink, so nothing needs scrolling sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
    });
  }

  for (const title of ['Search', 'Upsert', 'Address']) {
    test(`the ${title} page`, async ({ page }) => {
      await signIn(page, USERS.steward, `/${title.toLowerCase()}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
