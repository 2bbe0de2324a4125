import { expect, test, type Locator, type Page } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { createRecord } from './support/steward-api';
import { USERS } from './support/users';

/** A text input by its label; required fields carry an asterisk after it. */
const textbox = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

/** A lookup field: a box that finds its record by name. */
const lookup = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) });

async function fill(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await textbox(scope, label).fill(value);
}

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const outcome = (page: Page) => page.getByRole('region', { name: 'Outcome' });
/** The alert that sums the outcome up; a refused record's card has its own. */
const summary = (page: Page) => outcome(page).getByRole('alert').first();
const resultCard = (page: Page, heading: string) =>
  outcome(page).getByRole('article', { name: heading, exact: true });
const relatedRow = (page: Page, index: number) =>
  page.getByRole('group', { name: new RegExp(`^Related record ${index}`) });
const history = (page: Page) => page.getByRole('region', { name: 'History' });

/** Counts the upserts that save (previews aside) the page sends from now on. */
function countUpserts(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname === apiPaths.upsert && !url.searchParams.has('preview'))
      count++;
  });
  return { count: () => count };
}
/** What saving would change in stored records, waiting to be confirmed. */
const changesToConfirm = (page: Page, heading: string) =>
  outcome(page)
    .getByRole('article', { name: heading, exact: true })
    .getByRole('table', { name: `What saving changes in ${heading}` });
const confirmSave = (page: Page) => page.getByRole('button', { name: 'Save these values' }).click();

/** A value no earlier run (nor the demo) has used, so each test finds only its own records. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('Upsert page', () => {
  test('a steward creates a lead and follows the link to its page, whose history shows the creation', async ({
    page,
  }) => {
    const lastName = `Createson${unique()}`;
    await signIn(page, USERS.steward);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upsert' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upsert' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveValue('Lead');

    await fill(page, { 'First Name': 'Ada', 'Last Name': lastName, Company: 'Probe Analytics' });
    await save(page);
    await expect(page.getByRole('status').filter({ hasText: 'Lead created.' })).toBeAttached();
    const lead = resultCard(page, 'Lead');
    await expect(lead).toContainText('Created');
    await expect(lead.getByRole('table', { name: 'Changes to Lead' })).toContainText(lastName);

    // The record by its name, never its id.
    const link = lead.getByRole('link', { name: `Ada ${lastName}` });
    const id = /([0-9A-Za-z]{18})$/.exec((await link.getAttribute('href'))!)![1]!;
    await expect(lead).not.toContainText(id);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/records/Lead/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Ada ${lastName}` })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Probe Analytics' })).toBeVisible();
    const events = history(page).getByRole('article');
    await expect(events).toHaveCount(1);
    await expect(events.first()).toContainText('CREATE');
    await expect(events.first()).toContainText(USERS.steward.username);
    await expect(events.first()).toContainText(`POST ${apiPaths.upsert}`);
    await expect(events.first().getByRole('row', { name: /Last Name/ })).toContainText(lastName);
  });

  test('the duplicate check updates the existing lead, shows the match score and the changes', async ({
    page,
    baseURL,
  }) => {
    const tag = unique();
    const lead = {
      FirstName: 'Grace',
      LastName: `Hopper${tag}`,
      Company: `Hopper Compilers ${tag}`,
      Email: `grace.${tag}@hopper-compilers.example`,
      Phone: '+1 202 555 0143',
    };
    const existingId = await createRecord(baseURL!, 'Lead', lead);

    await signIn(page, USERS.steward, '/upsert?type=Lead');
    await fill(page, {
      'First Name': lead.FirstName,
      'Last Name': lead.LastName,
      Company: lead.Company,
      Email: lead.Email,
      Title: 'Rear Admiral',
    });
    const clearPhone = page.getByRole('button', { name: 'Empty Phone when saved', exact: true });
    await clearPhone.click();
    await expect(clearPhone).toHaveAttribute('aria-pressed', 'true');
    await save(page);
    const toConfirm = changesToConfirm(page, 'Lead');
    await expect(toConfirm.getByRole('row', { name: /^Title/ })).toContainText('Rear Admiral');
    await expect(toConfirm.getByRole('row', { name: /^Phone/ })).toContainText('+1 202 555 0143');
    await confirmSave(page);
    await expect(summary(page)).toContainText('Lead updated.');
    const card = resultCard(page, 'Lead');
    await expect(card).toContainText('Updated');
    await expect(card).toContainText(/Matched an existing record with score \d+ of 100/);
    await expect(card.getByRole('progressbar', { name: /^Lead Default score of Lead$/ })).toBeVisible();
    await expect(card.getByRole('link', { name: `Grace ${lead.LastName}` })).toBeVisible();
    await expect(card).not.toContainText(existingId);
    const title = card.getByRole('table', { name: 'Changes to Lead' }).getByRole('row', { name: /Title/ });
    await expect(title).toContainText('—');
    await expect(title).toContainText('Rear Admiral');
    const phone = card.getByRole('row', { name: /^Phone/ });
    await expect(phone).toContainText('+1 202 555 0143');
    await expect(phone).toContainText('—');
    // Fields given with the values they already had are no change.
    await expect(card.getByRole('row', { name: /Email/ })).toHaveCount(0);

    await card.getByRole('link', { name: `Grace ${lead.LastName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Grace ${lead.LastName}` })).toBeVisible();
    const events = history(page).getByRole('article');
    await expect(events).toHaveCount(2);
    await expect(events.first()).toContainText('UPDATE');
    await expect(events.first()).toContainText(/Matched an existing record with score \d+ of 100/);
    await expect(events.first().getByRole('row', { name: /Title/ })).toContainText('Rear Admiral');
    await expect(events.nth(1)).toContainText('CREATE');
  });

  test('saving over a stored record shows each stored value beside the new one, and keeps the ones the steward ticks', async ({
    page,
    baseURL,
  }) => {
    const tag = unique();
    const lead = {
      FirstName: 'Jennifer',
      LastName: `Keeper${tag}`,
      Company: `Keeper Logistics ${tag}`,
      Email: `jennifer.${tag}@keeper-logistics.example`,
    };
    await createRecord(baseURL!, 'Lead', lead);
    await signIn(page, USERS.steward, '/upsert?type=Lead');
    const saves = countUpserts(page);
    await fill(page, {
      'First Name': 'Jenniffer',
      'Last Name': lead.LastName,
      Company: lead.Company,
      Email: lead.Email,
      Title: 'Head of Freight',
    });
    await save(page);
    const toConfirm = changesToConfirm(page, 'Lead');
    const firstName = toConfirm.getByRole('row', { name: /^First Name/ });
    await expect(firstName).toContainText('Jennifer');
    await expect(firstName).toContainText('Jenniffer');
    // The record it would update, by name (its id is in the tooltip).
    await expect(outcome(page).getByRole('article', { name: 'Lead', exact: true })).toContainText(
      `${lead.FirstName} ${lead.LastName}`,
    );
    await expectNoSeriousA11yViolations(page);

    // Keep editing saves nothing; a changed form drops a preview that no longer describes it.
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect(toConfirm).toHaveCount(0);
    await save(page);
    await expect(toConfirm).toBeVisible();
    await textbox(page, 'Title').fill('Head of Sea Freight');
    await expect(toConfirm).toHaveCount(0);
    expect(saves.count()).toBe(0);

    await save(page);
    await toConfirm.getByRole('checkbox', { name: 'Keep the stored First Name' }).check();
    await confirmSave(page);
    await expect(summary(page)).toContainText('Lead updated.');
    const changes = resultCard(page, 'Lead').getByRole('table', { name: 'Changes to Lead' });
    await expect(changes.getByRole('row', { name: /^Title/ })).toContainText('Head of Sea Freight');
    await expect(changes.getByRole('row', { name: /^First Name/ })).toHaveCount(0);
    expect(saves.count()).toBe(1);

    await resultCard(page, 'Lead')
      .getByRole('link', { name: `Jennifer ${lead.LastName}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Jennifer ${lead.LastName}` })).toBeVisible();
  });

  test('a lead is saved with a campaign membership that points to it', async ({ page, baseURL }) => {
    const tag = unique();
    const campaign = `Compiler Webinar ${tag}`;
    const campaignId = await createRecord(baseURL!, 'Campaign', { Name: campaign });
    const lastName = `Member${tag}`;

    await signIn(page, USERS.steward, '/upsert?type=Lead');
    await fill(page, { 'First Name': 'Alan', 'Last Name': lastName, Company: `Turing Machines ${tag}` });
    await page.getByRole('button', { name: 'Add related record' }).click();
    const row = relatedRow(page, 1);
    await expect(row.getByRole('combobox', { name: 'Record type' })).toHaveText('Campaign Member');
    await expect(row.getByRole('combobox', { name: 'Points to the Lead through' })).toHaveText('Lead ID');
    // The lookup is the service's to fill, so the row does not offer it.
    await expect(textbox(row, 'Lead ID')).toHaveCount(0);
    // The campaign is found by its name and picked; nobody types its id.
    await lookup(row, 'Campaign ID').fill(`Compiler Webinar ${tag}`.slice(0, -1));
    await page.getByRole('option', { name: new RegExp(`^${campaign}`) }).click();
    await expect(lookup(row, 'Campaign ID')).toHaveValue(campaign);
    await expect(row.getByText(`Campaign: ${campaign}`)).toBeVisible();
    expect(campaignId).toMatch(/^701/);
    await row.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sent' }).click();

    await save(page);
    await expect(summary(page)).toContainText('Lead created. Related records: 1 saved.');
    const member = resultCard(page, 'Related record 1: Campaign Member');
    await expect(member).toContainText('Created');
    await member.getByRole('link', { name: /^00v/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Campaign Member record' })).toBeVisible();
    await expect(page.getByRole('link', { name: campaign })).toBeVisible();
    await page.getByRole('link', { name: `Alan ${lastName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Alan ${lastName}` })).toBeVisible();
  });

  test('a bad value is refused at its field: in the browser before sending, and by the service after', async ({
    page,
  }) => {
    await signIn(page, USERS.steward, '/upsert?type=Lead');
    const upserts = countUpserts(page);
    await fill(page, { 'Last Name': `Refused${unique()}`, Company: 'Nowhere Inc', Email: 'not-an-email' });
    await save(page);
    const email = textbox(page, 'Email');
    await expect(page.getByText("'not-an-email' is not a valid e-mail address")).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(upserts.count()).toBe(0);

    // A well-formed campaign id that names no campaign passes the browser's check; the service refuses it.
    await email.fill('');
    await page.getByRole('button', { name: 'Add related record' }).click();
    const campaignId = lookup(relatedRow(page, 1), 'Campaign ID');
    await campaignId.fill('701St0zzzzzzzzz');
    await expect(relatedRow(page, 1).getByText('No Campaign has this id')).toBeVisible();
    await save(page);
    await expect(summary(page)).toContainText('Lead created. Related records: 1 not saved.');
    expect(upserts.count()).toBe(1);
    await expect(campaignId).toHaveAttribute('aria-invalid', 'true');
    await expect(relatedRow(page, 1)).toContainText(/No Campaign has the id '701St0zzzzzzzzz\w{3}'/);
    await expect(resultCard(page, 'Related record 1: Campaign Member')).toContainText('Failed');

    // The outcome describes the values that were saved, so it goes as soon as one of them changes.
    await textbox(page, 'Company').fill('Somewhere Inc');
    await expect(resultCard(page, 'Related record 1: Campaign Member')).toHaveCount(0);
    await expect(outcome(page)).toHaveCount(0);
  });

  test('related rows move and go', async ({ page }) => {
    await signIn(page, USERS.steward, '/upsert?type=Lead');
    const add = page.getByRole('button', { name: 'Add related record' });
    await add.click();
    await add.click();
    await lookup(relatedRow(page, 1), 'Campaign ID').fill('701St0000000001');
    await expect(page.getByRole('button', { name: 'Move related record 1 up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move related record 2 down' })).toBeDisabled();
    await page.getByRole('button', { name: 'Move related record 1 down' }).click();
    await expect(lookup(relatedRow(page, 1), 'Campaign ID')).toHaveValue('');
    await expect(lookup(relatedRow(page, 2), 'Campaign ID')).toHaveValue('701St0000000001');
    await page.getByRole('button', { name: 'Remove related record 1' }).click();
    await expect(relatedRow(page, 2)).toHaveCount(0);
    await expect(lookup(relatedRow(page, 1), 'Campaign ID')).toHaveValue('701St0000000001');
  });
});

test.describe('Record page', () => {
  test('a viewer sees a record, and why its history is not shown', async ({ page, baseURL }) => {
    const lastName = `Viewed${unique()}`;
    const id = await createRecord(baseURL!, 'Lead', { LastName: lastName, Company: 'Glass House' });
    await signIn(page, USERS.viewer, `/records/Lead/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: lastName })).toBeVisible();
    await expect(history(page)).toContainText('needs the steward role');
    await expect(history(page).getByRole('article')).toHaveCount(0);
  });

  test('an unknown id says there is no such record', async ({ page }) => {
    await signIn(page, USERS.steward, '/records/Lead/00QSt0zzzzzzzzz');
    await expect(page.getByRole('heading', { level: 1, name: 'No such record' })).toBeVisible();
    await expect(page.getByText('There is no Lead with the id 00QSt0zzzzzzzzz')).toBeVisible();
  });
});
