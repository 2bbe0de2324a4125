import { expect, test, type Page } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import type { SalesforceErrorBody } from '../src/contract/errors';
import type { RecordList } from '../src/contract/record-list';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { getAsSteward } from './support/steward-api';
import { USERS } from './support/users';

/** The grid's rows, by the records' ids, in the order shown. */
const rowIds = (page: Page) =>
  page
    .getByRole('grid', { name: 'Leads' })
    .locator('[role="row"][data-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));

/** The record list as the service answers it, to compare the grid with. */
async function leadIds(baseURL: string, query: string): Promise<string[]> {
  const list = await getAsSteward<RecordList>(
    baseURL,
    `${apiPaths.recordList}?objectType=Lead&limit=25&${query}`,
  );
  return list.records.map((row) => row.ref.id);
}

/** Three letters of the newest lead's last name, in capitals: a filter ignores case. */
async function lastNameText(baseURL: string): Promise<string> {
  const { records } = await getAsSteward<RecordList>(
    baseURL,
    `${apiPaths.recordList}?objectType=Lead&limit=1`,
  );
  return String(records[0]!.record.LastName).slice(0, 3).toUpperCase();
}

/** Opens the grid's filter panel, which filters one column by the text it holds. */
async function openFilters(page: Page) {
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  return page.getByRole('dialog');
}

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

    // Created sorts by creation; the name, made of several fields, does not sort.
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

    // The filter's column, operator and text wrap to fit, none scrolled out of sight.
    const panel = await openFilters(page);
    for (const name of ['Column', 'Operator'])
      await expect(panel.getByRole('combobox', { name })).toBeInViewport({ ratio: 1 });
    await expect(panel.getByRole('textbox', { name: 'Value' })).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(page);
  });

  test('a viewer filters the leads by one column’s text, sorts them by another, and steps Back through both', async ({
    page,
    baseURL,
  }) => {
    const text = await lastNameText(baseURL!);
    const filter = `field=LastName&contains=${encodeURIComponent(text)}`;
    const [newest, filtered, sorted, reversed] = await Promise.all(
      ['', filter, `${filter}&sort=FirstName&order=asc`, `${filter}&sort=FirstName&order=desc`].map((query) =>
        leadIds(baseURL!, query),
      ),
    );
    const params = () => new URL(page.url()).searchParams;

    await signIn(page, USERS.viewer, '/records/Lead');
    await expect.poll(() => rowIds(page)).toEqual(newest);

    const panel = await openFilters(page);
    await panel.getByRole('combobox', { name: 'Column' }).click();
    await page.getByRole('option', { name: 'Last Name', exact: true }).click();
    // The service filters by the text the field holds and nothing else.
    await panel.getByRole('combobox', { name: 'Operator' }).click();
    await expect(page.getByRole('option')).toHaveText(['contains']);
    await page.keyboard.press('Escape');
    await panel.getByRole('textbox', { name: 'Value' }).fill(text);
    await expect.poll(() => params().get('contains')).toBe(text);
    expect(params().get('field')).toBe('LastName');
    await expect.poll(() => rowIds(page)).toEqual(filtered);
    await expect(page.getByRole('status').filter({ hasText: /records? match/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    const grid = page.getByRole('grid', { name: 'Leads' });
    const firstName = grid.getByRole('columnheader', { name: 'First Name' });
    await firstName.click();
    await expect.poll(() => params().get('sort')).toBe('FirstName');
    await expect(firstName).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => rowIds(page)).toEqual(sorted);
    await firstName.click();
    await expect(firstName).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => rowIds(page)).toEqual(reversed);

    // Back steps through the sorts, then the filter, showing each list as it was.
    await page.goBack();
    await expect(firstName).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => rowIds(page)).toEqual(sorted);
    await page.goBack();
    await expect(firstName).toHaveAttribute('aria-sort', 'none');
    await expect.poll(() => rowIds(page)).toEqual(filtered);
    await page.goBack();
    expect(params().get('contains')).toBeNull();
    await expect.poll(() => rowIds(page)).toEqual(newest);
  });

  test('a sort the service refuses says how to sort, and lists the records newest first meanwhile', async ({
    page,
    baseURL,
  }) => {
    // The demo's 2,000 leads may be sorted as they are; a type of more than 10,000 may not unless a search or a
    // filter leaves fewer. The service's refusal of such a sort stands in for one here.
    const refusal: SalesforceErrorBody = [
      {
        errorCode: 'INVALID_INPUT',
        message: 'sort: sorting by LastName takes a search or filter that leaves at most 10,000 records',
        fields: ['sort'],
      },
    ];
    await page.route(
      (url) =>
        url.pathname === apiPaths.recordList &&
        url.searchParams.has('sort') &&
        !url.searchParams.has('q') &&
        !url.searchParams.has('contains'),
      (route) => route.fulfill({ status: 400, json: refusal }),
    );
    const text = await lastNameText(baseURL!);
    const filter = `field=LastName&contains=${encodeURIComponent(text)}`;
    const [newest, sorted] = await Promise.all([
      leadIds(baseURL!, ''),
      leadIds(baseURL!, `${filter}&sort=LastName&order=asc`),
    ]);

    await signIn(page, USERS.viewer, `/records/Lead?${filter}&sort=LastName&order=asc`);
    await expect.poll(() => rowIds(page)).toEqual(sorted);
    const reason = page.getByText('Search or filter to 10,000 records or fewer to sort by Last Name.');
    await expect(reason).toHaveCount(0);

    // Cleared, the filter leaves too many records to sort: the reason shows above the records, newest first.
    const panel = await openFilters(page);
    await panel.getByRole('textbox', { name: 'Value' }).fill('');
    await expect(reason).toBeVisible();
    await page.keyboard.press('Escape');
    await expect.poll(() => rowIds(page)).toEqual(newest);
    const grid = page.getByRole('grid', { name: 'Leads' });
    await expect(grid.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByText('The request failed')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    await expect(reason).toHaveCount(0);
    await expect.poll(() => rowIds(page)).toEqual(sorted);
  });
});
