import { expect, test, type Page } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import { randomPerson } from '../src/service/testing/random-person';
import { userToken } from '../src/service/testing/tokens';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoAccountName } from './support/demo-data';
import { signIn } from './support/login';
import { createRecord } from './support/steward-api';
import { USERS } from './support/users';

/** Fills the search form of the record type on screen and presses Search. */
async function search(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const resultsTable = (page: Page) => page.getByRole('table', { name: 'Possible Lead duplicates' });

/** The rows of the results table that hold a match (the others hold the collapsed breakdowns). */
const resultRows = (page: Page) =>
  resultsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

/** Counts the search requests the page sends from now on. */
function countSearchRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(apiPaths.searchExplain)) count++;
  });
  return { count: () => count };
}

test.describe('Search page', () => {
  test('a steward finds the demo Jennifers for a misspelt first name, best score first', async ({ page }) => {
    await signIn(page, USERS.steward);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveValue('Lead');

    await search(page, { 'First Name': 'Jenniffer' });
    await expect(page.getByText(/possible duplicates of First Name “Jenniffer”/)).toBeVisible();
    const rows = resultRows(page);
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    await expect(rows.first().getByRole('rowheader')).toContainText('Jennifer');

    // Score is the fourth cell after the three key columns (behind the merge tick and the breakdown toggle); every
    // match reached a scenario, so scores are >= 75.
    const scores = await rows.evaluateAll((trs) =>
      trs.map((tr) => Number(tr.querySelectorAll('td')[5]?.textContent)),
    );
    expect(scores.every((score) => score >= 75)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Each scenario has a column, named once; one that cannot decide on a first name alone says so in words.
    await expect(resultsTable(page).getByRole('columnheader', { name: 'Email and Phone' })).toBeVisible();
    await expect(rows.first().getByRole('cell', { name: '0 no verdict', exact: true })).toBeVisible();

    const nameHeader = resultsTable(page).getByRole('columnheader', { name: 'Record' });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  test('expanding a match shows the field-by-field breakdown of each scenario', async ({ page }) => {
    await signIn(page, USERS.steward, '/search?type=Lead');
    await search(page, { 'First Name': 'Jenniffer' });
    const first = resultRows(page).first();
    const name = (await first.getByRole('rowheader').locator('span').first().textContent()) ?? '';
    expect(name).toMatch(/^Jennifer /);

    const toggle = first.getByRole('button', { name: `Score breakdown of ${name}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('progressbar', { name: `Lead Default score of ${name}` })).toHaveAttribute(
      'aria-valuetext',
      /of 100, reached threshold 75$/,
    );

    // The match in words above its figures: only the first name was searched, and it is a letter off.
    await expect(page.getByText('First Name close.', { exact: true }).first()).toBeVisible();
    const fields = page.getByRole('table', { name: `Lead Default fields of ${name}` });
    const firstName = fields
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /FirstName/ }) });
    await expect(firstName).toContainText('First Name');
    await expect(firstName).toContainText('Similar name, nicknames allowed');
    await expect(firstName.getByRole('cell').nth(2)).toContainText('Jenniffer');
    await expect(firstName.getByRole('cell').nth(2)).toContainText('normalised: jenniffer');
    await expect(firstName.getByRole('cell').nth(3)).toContainText('Jennifer');
    const fieldScore = firstName.getByRole('progressbar', { name: 'First Name score' });
    expect(Number(await fieldScore.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(90);

    // The fields the search left empty are listed, and do not count.
    const lastName = fields
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /LastName/ }) });
    await expect(lastName).toContainText('0 of 20 (empty)');
    await expect(lastName).toContainText('Not counted');
    await expect(firstName).toContainText('Guard');
    // A scenario that could not reach a verdict is still explained, and says why.
    await expect(
      page.getByText('Not enough evidence: none of its weighted fields is filled on both sides').first(),
    ).toBeVisible();
  });

  test('each match takes one line, and opens to its breakdown below it', async ({ page }) => {
    await signIn(page, USERS.steward, '/search?type=Lead');
    await search(page, { 'First Name': 'Jenniffer' });
    const rows = resultRows(page);
    await expect(rows.first().getByRole('rowheader')).toContainText('Jennifer');
    // A line of text is about 20 px: the old rows stacked a bar per scenario and were over 110 px.
    const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...heights)).toBeLessThan(60);

    const first = rows.first();
    const name = (await first.getByRole('rowheader').textContent()) ?? '';
    await first.getByRole('button', { name: `Score breakdown of ${name}` }).click();
    await expect(page.getByRole('table', { name: `Lead Default fields of ${name}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Lead Email and Phone' })).toBeVisible();
    expect((await first.boundingBox())?.height).toBeLessThan(60);
  });

  test('the key columns keep their order whichever fields a search fills, and in whichever order', async ({
    page,
    baseURL,
  }) => {
    const person = randomPerson();
    await createRecord(baseURL!, 'Lead', person);
    const headers = resultsTable(page).getByRole('columnheader');
    const row = resultRows(page).filter({ hasText: person.LastName });
    await signIn(page, USERS.steward, '/search?type=Lead');

    await search(page, { Email: person.Email, 'First Name': person.FirstName });
    await expect(row).toHaveCount(1);
    const first = await headers.allTextContents();
    // Form order: the name fields make the record's name, then Company, Email and Phone.
    expect(first.slice(2, 7)).toEqual(['Record', 'Company', 'Email', 'Phone', 'Score']);
    await expect(row.getByRole('cell').nth(first.indexOf('Email') - 1)).toHaveText(person.Email);

    await page.getByRole('button', { name: 'Reset' }).click();
    await search(page, {
      Company: person.Company,
      'Last Name': person.LastName,
      'First Name': person.FirstName,
    });
    await expect(
      page.getByText(new RegExp(`possible duplicates? of .*Company “${person.Company}”`)),
    ).toBeVisible();
    await expect(row).toHaveCount(1);
    expect(await headers.allTextContents()).toEqual(first);
    await expect(row.getByRole('cell').nth(first.indexOf('Company') - 1)).toHaveText(person.Company);
    await expect(row.getByRole('cell').nth(first.indexOf('Email') - 1)).toHaveText(person.Email);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('each match is a card with its score in sight, and the page never scrolls sideways', async ({
      page,
    }) => {
      await signIn(page, USERS.steward, '/search?type=Lead');
      await search(page, { 'First Name': 'Jenniffer' });
      const cards = page.getByRole('list', { name: 'Possible Lead duplicates' }).locator(':scope > li');
      const first = cards.first();
      await expect(first).toContainText('Jennifer');
      await expect(resultsTable(page)).toHaveCount(0);
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await pageWidth()).toBeLessThanOrEqual(390);

      const score = first.getByText(/^Score \d+$/);
      // Centred: an element scrolled just to the bottom edge can stay a fraction of a pixel short of it.
      await score.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(score).toBeInViewport({ ratio: 1 });
      expect(Number((await score.textContent())?.replace('Score ', ''))).toBeGreaterThanOrEqual(75);
      await expect(first.getByRole('listitem').filter({ hasText: /^Default \d+$/ })).toBeVisible();

      const name = (await first.getByRole('paragraph').first().textContent()) ?? '';
      await first.getByRole('button', { name: `Score breakdown of ${name}` }).click();
      await expect(page.getByRole('table', { name: `Lead Default fields of ${name}` })).toBeVisible();
      // The fields tables are wider than the phone: they scroll on their own, the page does not.
      expect(await pageWidth()).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page);

      await first.getByRole('button', { name: `Open record ${name}` }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toContainText(name);
    });
  });

  test('a nickname matches through the synonym list', async ({ page }) => {
    await signIn(page, USERS.steward, '/search');
    await search(page, { 'First Name': 'Jenny' });
    const first = resultRows(page).first();
    await first.getByRole('button', { name: /^Score breakdown of / }).click();
    await expect(page.getByText('jenny = jennifer', { exact: true }).first()).toBeVisible();
  });

  test('a search without matches says so', async ({ page }) => {
    await signIn(page, USERS.steward, '/search?type=Lead');
    await search(page, { 'First Name': 'Zyxwvut', 'Last Name': 'Qqqqqq' });
    await expect(
      page.getByText('No duplicates found for First Name “Zyxwvut”, Last Name “Qqqqqq”'),
    ).toBeVisible();
    await expect(resultsTable(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toHaveCount(0);
  });

  test('chosen scenarios replace the default ones', async ({ page }) => {
    await signIn(page, USERS.steward, '/search?type=Lead');
    await page.getByRole('combobox', { name: 'Scenarios' }).click();
    await page.getByRole('option', { name: /^Lead Email and Phone/ }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: 'Scenarios' })).toHaveText('Lead Email and Phone');

    const request = page.waitForRequest((sent) => sent.url().includes(apiPaths.searchExplain));
    await search(page, { 'First Name': 'Jenny' });
    const body = (await request).postDataJSON() as { scenarioIds?: string[]; objectData: object };
    expect(body.objectData).toEqual({ FirstName: 'Jenny' });
    expect(body.scenarioIds).toHaveLength(1);
    // That scenario compares e-mail and phone only, so a first name alone cannot reach it.
    await expect(page.getByText('No duplicates found for First Name “Jenny”')).toBeVisible();
  });

  test('the browser checks the form before anything is sent', async ({ page }) => {
    await signIn(page, USERS.steward, '/search?type=Lead');
    const requests = countSearchRequests(page);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Enter at least one value to search with.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeFocused();

    await search(page, { Email: 'jenny-at-example' });
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    await expect(page.getByText('Enter at least one value to search with.')).toHaveCount(0);

    await search(page, { Email: '', Phone: 'call me' });
    await expect(page.getByText('A phone number must contain digits.')).toBeVisible();
    expect(requests.count()).toBe(0);

    await search(page, { Phone: '', Email: 'jennifer.turcotte@tinted-vibraphone.us' });
    await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeVisible();
    expect(requests.count()).toBe(1);
  });

  test('a demo filter narrows the matches to the records it keeps', async ({ page }) => {
    await signIn(page, USERS.steward, '/search?type=Lead');
    await search(page, { 'First Name': 'Jenniffer' });
    await expect(page.getByText(/possible duplicates of First Name “Jenniffer”/)).toBeVisible();
    const unfiltered = await resultRows(page).count();

    const filter = page.getByRole('combobox', { name: 'Filter' });
    await expect(filter).toHaveText('None');
    await filter.click();
    await page.getByRole('option', { name: /^Not yet contacted/ }).click();
    await expect(filter).toHaveText('Not yet contacted');
    await expect(page.getByText('Only matches whose Lead Status is “Open - Not Contacted”')).toBeVisible();

    const request = page.waitForRequest((sent) => sent.url().includes(apiPaths.searchExplain));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(((await request).postDataJSON() as { filterDeveloperName?: string }).filterDeveloperName).toBe(
      'Not_Contacted_Leads',
    );
    await expect(
      page.getByText(/possible duplicates of First Name “Jenniffer” with the filter “Not yet contacted”/),
    ).toBeVisible();
    const filtered = await resultRows(page).count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(unfiltered);

    // Every remaining match is a lead nobody has contacted yet.
    await resultsTable(page)
      .getByRole('button', { name: /^Open record / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toContainText('Open - Not Contacted');
  });

  test('what the service refuses is shown at the field concerned', async ({ page, baseURL }) => {
    // A filter an admin deletes after the steward chose it: the service refuses the search naming the filter.
    const admin = await userToken(`${baseURL}/oidc`, USERS.admin.username, USERS.admin.password);
    const temporary = `${baseURL}${apiPaths.filter('Lead', 'E2E_Temporary')}`;
    const authorization = { authorization: `Bearer ${admin}` };
    const body = JSON.stringify({
      label: 'Temporary filter',
      conditions: [{ field: 'Email', operator: 'IS_NOT_BLANK' }],
    });
    const headers = { ...authorization, 'content-type': 'application/json' };
    expect((await fetch(temporary, { method: 'PUT', headers, body })).status).toBe(201);
    try {
      await signIn(page, USERS.steward, '/search?type=Lead');
      const filter = page.getByRole('combobox', { name: 'Filter' });
      await filter.click();
      await page.getByRole('option', { name: /^Temporary filter/ }).click();
    } finally {
      expect((await fetch(temporary, { method: 'DELETE', headers: authorization })).status).toBe(204);
    }
    await search(page, { 'First Name': 'Jenny' });
    const filter = page.getByRole('combobox', { name: 'Filter' });
    await expect(filter).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText("Lead has no filter 'E2E_Temporary'")).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('The service did not accept the search');
  });

  test('a steward without a licence seat is told why at the search page, with nothing to retry', async ({
    page,
    baseURL,
  }) => {
    // The real service refuses: an admin revokes the steward's seat for the length of this test.
    const admin = await userToken(`${baseURL}/oidc`, USERS.admin.username, USERS.admin.password);
    const seat = `${baseURL}${apiPaths.licenses}/${USERS.steward.username}`;
    const authorization = { authorization: `Bearer ${admin}` };
    expect((await fetch(seat, { method: 'DELETE', headers: authorization })).status).toBe(204);
    try {
      // Searching shows records, which need the seat: the page says so in words instead of offering a form.
      await signIn(page, USERS.steward, '/search?type=Lead');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Not available without a licence seat',
      );
      await expect(page.getByRole('alert')).toContainText(
        'Reading records needs an API licence seat. Ask an administrator to assign you one.',
      );
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
    } finally {
      expect((await fetch(seat, { method: 'PUT', headers: authorization })).status).toBe(200);
    }
  });

  test('a lead whose company is an existing account finds that account among Accounts', async ({
    page,
    baseURL,
  }) => {
    const account = await demoAccountName(baseURL!);
    await signIn(page, USERS.steward, '/search?type=Lead');
    // A last name nobody has keeps the leads out; the company alone is carried over to the accounts' Name.
    await search(page, { 'Last Name': 'Zyxwvut', Company: account });

    await expect(
      page.getByText(`No duplicates found for Last Name “Zyxwvut”, Company “${account}”`),
    ).toBeVisible();
    await expect(resultsTable(page)).toHaveCount(0);
    const section = page.getByRole('region', { name: 'Also found among Accounts' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText('Also found among Accounts');
    await expect(section).toContainText(`carried over from your Lead search: Account Name “${account}”`);
    await expect(page.getByRole('status').filter({ hasText: 'among Accounts' })).toHaveText(
      /^No duplicates found, but \d+ among Accounts\b/,
    );

    const table = section.getByRole('table', { name: 'Matches among Accounts' });
    const toggle = table.getByRole('button', { name: `Score breakdown of ${account}`, exact: true }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Scored with the Account scenarios and explained against the Account's fields.
    await expect(section.getByRole('heading', { level: 4, name: 'Account Default' }).first()).toBeVisible();
    const fields = section.getByRole('table', { name: `Account Default fields of ${account}` }).first();
    const name = fields.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Name/ }) });
    await expect(name).toContainText('Account Name');
    await expect(name.getByRole('cell').nth(2)).toContainText(account);
    await expect(name.getByRole('cell').nth(3)).toContainText(account);
    await expect(name.getByRole('progressbar', { name: 'Account Name score' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );

    await table
      .getByRole('button', { name: `Open record ${account}`, exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const title = dialog.getByRole('heading', { level: 2 });
    await expect(title).toContainText(account);
    await expect(title).toContainText('Account ·');
    await expect(dialog).toContainText('/services/data/v62.0/sobjects/Account/001');
  });

  test('Back restores a search', async ({ page, browser }) => {
    await signIn(page, USERS.steward, '/search?type=Lead');
    await search(page, { 'First Name': 'Jenniffer' });
    await expect(page).toHaveURL(/\/search\?type=Lead&f\.FirstName=Jenniffer$/);
    const names = resultRows(page).getByRole('rowheader');
    await expect(names.first()).toContainText('Jennifer');
    const found = await names.allTextContents();

    await resultsTable(page)
      .getByRole('button', { name: /^Open record / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('definition').locator('time').first()).toHaveAttribute(
      'datetime',
      /^\d{4}-/,
    );
    await dialog.getByRole('link', { name: 'Open record page' }).click();
    await expect(page).toHaveURL(/\/records\/Lead\/00Q/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Jennifer');

    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Jenniffer');
    await expect(names).toHaveText(found);

    // The address alone is the search: opened afresh, it fills the form and searches at once.
    const address = page.url();
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await signIn(other, USERS.steward, address);
      await expect(other.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Jenniffer');
      await expect(resultRows(other).getByRole('rowheader')).toHaveText(found);
    } finally {
      await context.close();
    }
  });

  test('the record type is part of the URL, and a match opens with all its fields', async ({ page }) => {
    await signIn(page, USERS.steward, '/search');
    const recordType = page.getByRole('combobox', { name: 'Record type' });
    // The default type arrives with the record types: text typed before it would end up after it.
    await expect(recordType).toHaveValue('Lead');
    await recordType.fill('003');
    await page.getByRole('option', { name: /^Contact\b/ }).click();
    await expect(page).toHaveURL(/\/search\?type=Contact$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Find Contact duplicates' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Account ID' })).toBeVisible();

    await page.getByRole('textbox', { name: 'First Name' }).fill('Jennifer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table', { name: 'Possible Contact duplicates' });
    // A lookup column shows the name of the record it points to.
    await expect(table.getByRole('columnheader', { name: 'Account', exact: true })).toBeVisible();

    await table
      .getByRole('button', { name: /^Open record / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Mailing City');
    await expect(dialog).toContainText('/services/data/v62.0/sobjects/Contact/003');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveValue('Contact');
  });
});
