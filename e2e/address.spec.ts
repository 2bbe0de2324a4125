import { expect, test, type Locator, type Page } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import { bathAddress } from './support/address-data';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { USERS } from './support/users';

/**
 * The Address page against the Bath addresses serve.ts imports (../shared/data, read in place). Each expectation
 * about an address comes from that file, so the tests follow the data rather than a copy of it.
 */
const pierrepont = bathAddress('12', 'Pierrepont Street');

const findSection = (page: Page) => page.getByRole('region', { name: 'Find' });
const finder = (page: Page) => page.getByRole('combobox', { name: 'Find an address' });
const form = (page: Page) => page.getByRole('form', { name: 'Address to validate' });
const field = (page: Page, label: string) => form(page).getByRole('textbox', { name: label, exact: true });
const formCountry = (page: Page) => form(page).getByRole('combobox', { name: /^Country/ });
const result = (page: Page) => page.getByRole('region', { name: 'Result' });
const verdict = (page: Page) => result(page).getByRole('group', { name: 'Verdict' });
const suggestion = (page: Page, position: number) =>
  result(page).getByRole('article', { name: `Suggestion ${position}`, exact: true });
/** The row of a field in a suggestion's comparison with what was entered. */
const fieldRow = (card: Locator, label: string | RegExp) =>
  card.getByRole('row').filter({ has: card.page().getByRole('rowheader', { name: label, exact: true }) });

interface AddressEntry {
  street?: string;
  housenumber?: string;
  postcode?: string;
  city?: string;
  country?: string;
}

/** Fills the validate form (every field, empty where not given) and presses Validate. */
async function validate(page: Page, entry: AddressEntry): Promise<void> {
  await field(page, 'Street').fill(entry.street ?? '');
  await field(page, 'House number').fill(entry.housenumber ?? '');
  await field(page, 'Postcode').fill(entry.postcode ?? '');
  await field(page, 'City').fill(entry.city ?? '');
  await formCountry(page).fill(entry.country ?? '');
  await form(page).getByRole('button', { name: 'Validate' }).click();
}

const asEntered: AddressEntry = {
  street: pierrepont.street,
  housenumber: pierrepont.housenumber,
  postcode: pierrepont.postcode,
  city: 'Bath',
  country: 'GB',
};

/** Counts the validate requests the page sends from now on. */
function countValidations(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(apiPaths.addressValidate)) count++;
  });
  return { count: () => count };
}

test.describe('Address page', () => {
  test('find: a city opens to its streets, a street to its addresses, and the chosen one fills the form', async ({
    page,
  }) => {
    await signIn(page, USERS.steward);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();

    // A country without imported streets has nothing for the typed text.
    await findSection(page).getByRole('combobox', { name: 'Country' }).fill('Germany');
    await page.getByRole('option', { name: /^Germany/ }).click();
    await finder(page).fill('Bath');
    await expect(page.getByText('Nothing matches. Check the spelling or the country.')).toBeVisible();

    await findSection(page).getByRole('combobox', { name: 'Country' }).fill('United Kingdom');
    await page.getByRole('option', { name: /^United Kingdom/ }).click();
    // "Bath" is still typed: the list opens again for the new country.
    await finder(page).click();
    const city = page.getByRole('option', { name: /^Bath .*Locality/ });
    await expect(city.locator('mark')).toHaveText('Bath');
    await city.click();

    const trail = findSection(page).getByRole('navigation', { name: 'Opened containers' });
    await expect(trail).toContainText('Bath (locality)');
    await expect(finder(page)).toHaveValue('');
    await finder(page).fill('Pierrep');
    const street = page.getByRole('option', { name: /^Pierrepont Street .*Street/ });
    await expect(street.locator('mark')).toHaveText('Pierrep');
    await street.click();

    await expect(trail).toContainText('Pierrepont Street (street)');
    const addresses = page.getByRole('option');
    await expect(addresses.first()).toHaveAccessibleName(/^\d\S* Pierrepont Street .*Address$/);
    for (const text of await addresses.allTextContents()) expect(text).toMatch(/Pierrepont Street.*Address$/);
    await finder(page).fill(pierrepont.housenumber);
    await page
      .getByRole('option', {
        name: new RegExp(`^${pierrepont.housenumber} Pierrepont Street .*${pierrepont.postcode}`),
      })
      .click();

    const retrieved = page.getByRole('region', { name: 'Retrieved address' });
    await expect(retrieved).toContainText(`${pierrepont.housenumber} Pierrepont Street`);
    await expect(retrieved).toContainText('GREEN · verified');
    await expect(field(page, 'Street')).toHaveValue(pierrepont.street);
    await expect(field(page, 'House number')).toHaveValue(pierrepont.housenumber);
    await expect(field(page, 'Postcode')).toHaveValue(pierrepont.postcode);
    await expect(field(page, 'City')).toHaveValue('Bath');
    await expect(formCountry(page)).toHaveValue('GB');
    await expect(form(page)).toContainText('United Kingdom');

    // The trail leads back to the whole search.
    await trail.getByRole('button', { name: 'All addresses' }).click();
    await expect(trail).toHaveCount(0);
  });

  test('find starts in the configured default country, and says why a place without streets lists only ZIPs', async ({
    page,
  }) => {
    await signIn(page, USERS.steward, '/address');
    // Find starts in the deployment's DEFAULT_COUNTRY (serve.ts leaves it at US), where New York is a place.
    await expect(findSection(page).getByRole('combobox', { name: 'Country' })).toHaveValue(
      'United States of America (US)',
    );
    await finder(page).fill('New York');
    await page.getByRole('option', { name: /^New York City .*Locality/ }).click();
    // No streets were imported there: its ZIPs are listed, with the service's reason for listing only those.
    await expect(
      findSection(page).getByText(
        'No street data was imported for this place: only its postcode areas can be listed.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('option', { name: /^10001 / })).toBeVisible();
  });

  test('validate: the address as it is in the data is GREEN, with nothing changed', async ({ page }) => {
    await signIn(page, USERS.steward, '/address');
    await validate(page, asEntered);
    await expect(verdict(page)).toContainText('GREEN · verified');
    const best = suggestion(page, 1);
    await expect(best).toContainText(`${pierrepont.housenumber} Pierrepont Street`);
    for (const label of ['Street', 'House number', 'Postcode', 'City', 'Country']) {
      await expect(fieldRow(best, label)).toContainText('As entered');
    }
    await expect(best.getByRole('cell', { name: 'Corrected' })).toHaveCount(0);
  });

  test('validate: a misspelt street without its postcode is AMBER; "Use this" takes the correction over', async ({
    page,
  }) => {
    await signIn(page, USERS.steward, '/address');
    await validate(page, { ...asEntered, street: 'Pierpont Street', postcode: '' });
    await expect(verdict(page)).toContainText('AMBER · check the suggestion');
    await expect(verdict(page)).toContainText(/Corrected: street/);
    const best = suggestion(page, 1);
    await expect(fieldRow(best, 'Street')).toContainText('Corrected');
    await expect(fieldRow(best, 'Street').locator('mark')).toHaveText(pierrepont.street);
    await expect(fieldRow(best, 'Postcode')).toContainText('Completed');
    await expect(fieldRow(best, 'Postcode').locator('mark')).toHaveText(pierrepont.postcode);
    await expect(fieldRow(best, 'City')).toContainText('As entered');
    await expectNoSeriousA11yViolations(page);

    await best.getByRole('button', { name: /^Use this/ }).click();
    await expect(field(page, 'Street')).toHaveValue(pierrepont.street);
    await expect(field(page, 'Street')).toBeFocused();
    await expect(field(page, 'Postcode')).toHaveValue(pierrepont.postcode);
    await form(page).getByRole('button', { name: 'Validate' }).click();
    await expect(verdict(page)).toContainText('GREEN · verified');
  });

  test('validate: a street Bath does not have is RED, and the suggestion marks it not verified', async ({
    page,
  }) => {
    await signIn(page, USERS.steward, '/address');
    await validate(page, { street: 'Flibbertigibbet Lane', housenumber: '12', city: 'Bath', country: 'GB' });
    await expect(verdict(page)).toContainText('RED · not verified');
    await expect(verdict(page)).toContainText(/Could not verify: street/);
    const best = suggestion(page, 1);
    await expect(best).toContainText('RED · not verified');
    await expect(fieldRow(best, /^Street/)).toContainText('Not verified');
    await expect(fieldRow(best, 'City')).toContainText('As entered');
  });

  test('bad input is shown at its field and nothing is sent', async ({ page }) => {
    const validations = countValidations(page);
    await signIn(page, USERS.steward, '/address');
    // The country starts as the finder's does, the deployment's; emptied, it is asked for.
    await expect(formCountry(page)).not.toHaveValue('');
    await formCountry(page).fill('');
    await form(page).getByRole('button', { name: 'Validate' }).click();
    await expect(field(page, 'Street')).toHaveAccessibleDescription('Enter a street, a postcode or a city.');
    await expect(formCountry(page)).toHaveAccessibleDescription(/^Enter the country/);
    await expect(field(page, 'Street')).toBeFocused();

    await field(page, 'City').fill('Bath');
    await formCountry(page).fill('ZZ');
    await form(page).getByRole('button', { name: 'Validate' }).click();
    await expect(formCountry(page)).toHaveAccessibleDescription(
      'ZZ is not a country code: pick the country from the list.',
    );
    await expect(field(page, 'Street')).not.toHaveAccessibleDescription(/Enter a street/);
    expect(validations.count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an admin geocodes an address, sees where it is, and the credits it cost', async ({ page }) => {
    await signIn(page, USERS.admin, '/address');
    const usage = page.getByRole('button', { name: 'Credits per user' });
    await usage.click();
    const table = page.getByRole('table', { name: 'Credits per user' });
    const adminCredits = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: USERS.admin.username, exact: true }) })
      .getByRole('cell')
      .last();
    // Before the admin's first billable call there is no table, or no row for the admin.
    await expect(page.getByRole('region', { name: 'Credits per user' })).toContainText(
      /Nobody has spent credits yet|User or client/,
    );
    const before = (await adminCredits.count()) === 0 ? 0 : Number(await adminCredits.textContent());

    await form(page)
      .getByRole('switch', { name: /^Geocode/ })
      .check();
    await validate(page, asEntered);
    await expect(verdict(page)).toContainText('GREEN · verified');
    const best = suggestion(page, 1);
    await expect(best).toContainText(`${pierrepont.latitude}, ${pierrepont.longitude}`);
    await expect(best).toContainText(/Geocode.*\(code 7\d\d\)/);
    await expect(best.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      new RegExp(`mlat=${pierrepont.latitude}&mlon=${pierrepont.longitude}`),
    );

    // A geocoded validation costs 1 credit and 4 more; the open table catches up by itself.
    await expect(adminCredits).toHaveText(String(before + 5));
    await expectNoSeriousA11yViolations(page);
  });

  test('a steward does not see the credits, and the open type-ahead passes the accessibility check', async ({
    page,
  }) => {
    await signIn(page, USERS.steward, '/address');
    await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Credits per user' })).toHaveCount(0);
    await finder(page).fill('High');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
