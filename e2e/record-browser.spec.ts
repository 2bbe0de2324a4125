import { expect, test } from '@playwright/test';
import { apiPaths } from '../src/contract/api-paths';
import type { RecordList } from '../src/contract/record-list';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { getAsSteward } from './support/steward-api';
import { USERS } from './support/users';

test.describe('Record browser', () => {
  test('a viewer pages through the leads, searches one by its company, opens it and comes back', async ({
    page,
    baseURL,
  }) => {
    // The newest 50 leads: the grid's first two pages of 25.
    const { records: leads } = await getAsSteward<RecordList>(
      baseURL!,
      `${apiPaths.recordList}?objectType=Lead&limit=50`,
    );
    const [newest, second, wanted] = [leads[0]!, leads[25]!, leads[30]!];
    const company = String(wanted.record.Company);

    await signIn(page, USERS.viewer);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Records' }).click();
    await expect(page).toHaveURL(/\/records\/Lead$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Records' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveText('Leads');
    const grid = page.getByRole('grid', { name: 'Leads' });
    // Leads by their names, never by their ids.
    const newestRow = grid.locator(`[role="row"][data-id="${newest.ref.id}"]`);
    await expect(newestRow).toContainText(newest.ref.displayName);
    await expect(grid).not.toContainText(newest.ref.id);

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    await expect(grid.locator(`[role="row"][data-id="${second.ref.id}"]`)).toContainText(
      second.ref.displayName,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/records\/Lead$/);
    await expect(newestRow).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search Leads' }).fill(company);
    // Kept in the address, so Back from the record returns to it.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(company);
    await expect(page.getByRole('status').filter({ hasText: /records? match/ })).toBeVisible();
    const wantedRow = grid.locator(`[role="row"][data-id="${wanted.ref.id}"]`);
    await expect(wantedRow).toContainText(wanted.ref.displayName);
    await expectNoSeriousA11yViolations(page);

    // A click anywhere on the row opens the record, once: Back comes straight back to the search.
    await wantedRow.locator('[data-field="details"]').click();
    await expect(page).toHaveURL(new RegExp(`/records/Lead/${wanted.ref.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: wanted.ref.displayName })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search Leads' })).toHaveValue(company);
    await expect(wantedRow).toBeVisible();

    // So does a click on its name, a link of its own.
    await wantedRow.getByRole('link', { name: wanted.ref.displayName }).click();
    await expect(page).toHaveURL(new RegExp(`/records/Lead/${wanted.ref.id}$`));
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search Leads' })).toHaveValue(company);

    // Only the time of creation sorts, as the service orders by it alone.
    await grid.getByRole('columnheader', { name: 'Created' }).click();
    await expect(page).toHaveURL(/[?&]order=asc/);
    await expect(grid.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const nameHeader = grid.locator('[role="columnheader"][data-field="name"]');
    await nameHeader.click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await expect(page).toHaveURL(/[?&]order=asc/);
  });

  test('a search nothing holds says so, and the page fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, USERS.viewer, '/records/Lead');
    await page.getByRole('searchbox', { name: 'Search Leads' }).fill('zzqx-nothing');
    await expect(page.getByText("No Leads hold 'zzqx-nothing'")).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '0 records match' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search Leads' }).fill('');
    await expect(page).toHaveURL(/\/records\/Lead$/);
    await expect(
      page.getByRole('grid', { name: 'Leads' }).locator('[role="row"][data-id]').first(),
    ).toBeVisible();
    // The grid scrolls sideways within itself; the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
