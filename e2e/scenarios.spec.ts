import { expect, test, type Page } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { USERS } from './support/users';

test.describe('Scenarios page', () => {
  test('a steward browses Lead scenarios, expands one and switches to Account', async ({ page }) => {
    await signIn(page, USERS.steward);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scenarios' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scenarios' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveValue('Lead');

    const table = page.getByRole('table', { name: 'Lead scenarios' });
    for (const name of ['Lead Default', 'Lead Email and Phone', 'Lead Name and Address']) {
      await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Lead Legacy Import')).toHaveCount(0);
    const defaultRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Lead Default' }) });
    await expect(defaultRow.getByRole('cell', { name: '75', exact: true })).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Fields of Lead Default' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const fields = page.getByRole('table', { name: 'Fields of Lead Default' });
    const firstName = fields
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'FirstName' }) });
    await expect(firstName).toContainText('Similar name, nicknames allowed');
    // Given names are guarded; a verdict needs 40 % of the weight compared.
    await expect(firstName).toContainText('Yes: a clear difference means another person');
    await expect(page.getByText(/A verdict needs 48 of its 120 weight \(40 %\)/)).toBeVisible();
    // Untrained (the tests' service leaves training to the admin), it scores the plain weighted mean.
    await expect(page.getByText(/The weighted mean of the field scores, not yet calibrated/)).toBeVisible();

    // The probabilistic scenario says it has no model yet.
    await page.getByRole('button', { name: 'Fields of Lead Person (probabilistic)' }).click();
    await expect(page.getByText(/Not trained yet: it scores by the weighted mean/)).toBeVisible();

    await page.getByRole('combobox', { name: 'Record type' }).fill('Acc');
    await page.getByRole('option', { name: /^Account\b/ }).click();
    await expect(page).toHaveURL(/\/scenarios\?type=Account$/);
    await expect(
      page.getByRole('table', { name: 'Account scenarios' }).getByText('Account Default'),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Account scenarios' }).getByText('Account Website'),
    ).toBeVisible();
  });

  test('typing a key prefix in the picker selects that record type', async ({ page }) => {
    await signIn(page, USERS.steward, '/scenarios');
    const picker = page.getByRole('combobox', { name: 'Record type' });
    // The picker fills in the default type once the types have loaded; typing before that would append to it.
    await expect(picker).toHaveValue('Lead');
    await picker.fill('003');
    await expect(page.getByRole('option')).toHaveCount(1);
    await picker.press('Enter');
    await expect(page).toHaveURL(/\/scenarios\?type=Contact$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Contact scenarios' })).toBeVisible();
  });

  test('a link with a key prefix (?type=003) opens the Contact scenarios, also after reload', async ({
    page,
  }) => {
    await signIn(page, USERS.viewer, '/scenarios?type=003');
    await expect(page).toHaveURL(/\/scenarios\?type=003$/);
    await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveValue('Contact');
    const table = page.getByRole('table', { name: 'Contact scenarios' });
    await expect(table.getByText('Contact Default')).toBeVisible();
    await expect(table.getByText('Contact Name and Account')).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('table', { name: 'Contact scenarios' }).getByText('Contact Default'),
    ).toBeVisible();
  });

  test('an unknown record type in the URL says so', async ({ page }) => {
    await signIn(page, USERS.steward, '/scenarios?type=Opportunity');
    await expect(page.getByText('There is no record type called “Opportunity”')).toBeVisible();
  });
});

const PHONE = { width: 390, height: 844 };

/** Nothing on the page needs scrolling sideways at a phone's width: a wide table scrolls within itself. */
async function expectReflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the scenarios page, the scenario editor and the new-scenario form reflow', async ({ page }) => {
    await signIn(page, USERS.admin, '/scenarios');
    await page.getByRole('button', { name: 'Fields of Lead Default' }).click();
    // The scenario's sentences wrap within the screen, though the table is wider.
    await expect(page.getByText(/The weighted mean of the field scores, not yet calibrated/)).toBeInViewport({
      ratio: 1,
    });
    await expect(page.getByText(/A verdict needs 48 of its 120 weight/)).toBeInViewport({ ratio: 1 });
    await expectReflow(page);
    // The fields table scrolls within the details, which a keyboard reaches.
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/scenarios?type=Lead');
    await page.getByRole('link', { name: 'Lead Default', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit scenario Lead Default' })).toBeVisible();
    await page.getByRole('group', { name: 'Scenario field 1' }).scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('group', { name: 'Scenario field 1' }).getByRole('combobox', { name: 'Field' }),
    ).toBeInViewport();
    await expectReflow(page);

    await page.goBack();
    await page.getByRole('link', { name: 'New scenario' }).click();
    await expect(page.getByText(/matched as well as the probabilistic method or better/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Score method' })).toBeInViewport();
    await expectReflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
