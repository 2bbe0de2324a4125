import { expect, test, type Locator, type Page } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import type { GroupPage } from '../src/contract/jobs';
import { randomPerson } from '../src/service/testing/random-person';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { createRecord, finishedJob, getAsSteward, loggedLeadPair } from './support/steward-api';
import { USERS } from './support/users';

/** More exact pairs than a page of the groups grid holds, so that "Select all that match" has pages to reach. */
const EXACT_PAIRS = 26;

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Opens the dashboard from the navigation. */
const goHome = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();

/** The dashboard's open-for-review figure, read as a steward reads it. */
async function openFigure(page: Page): Promise<number> {
  const open = card(page, 'Open for review');
  await expect(open).toContainText(/[\d,]+ open items/);
  const text = (await open.textContent()) ?? '';
  return Number(/([\d,]+) open items/.exec(text)![1]!.replaceAll(',', ''));
}

/** An 18-character record id, which a grid must never show for a name. */
const RECORD_ID = /\b[0-9A-Za-z]{15}(?:[0-9A-Za-z]{3})?\b/;

async function expectNamesNotIds(records: Locator) {
  const texts = await records.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).not.toMatch(RECORD_ID);
}

test('a steward merges every open group scoring 95 or more in one action, sees the figures fall, and undoes the batch', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  for (let pair = 0; pair < EXACT_PAIRS; pair += 1) {
    const person = randomPerson();
    await createRecord(baseURL!, 'Lead', person);
    await createRecord(baseURL!, 'Lead', person);
  }
  const job = await finishedJob(baseURL!, 'Lead');
  const matching = await getAsSteward<GroupPage>(
    baseURL!,
    `${apiPaths.jobGroups(job.id)}?status=OPEN&minScore=95&limit=1`,
  );
  expect(matching.total).toBeGreaterThan(25);

  await signIn(page, USERS.steward);
  const before = await openFigure(page);
  expect(before).toBeGreaterThanOrEqual(matching.total);

  await card(page, 'Last job per record type')
    .getByRole('link', { name: /groups of the Leads job$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Groups of the Lead job' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Groups' });
  await expect(grid.locator('[data-field="records"]').getByRole('link').first()).toBeVisible();
  const unfiltered = page.url();

  await page.getByRole('combobox', { name: 'Average score' }).click();
  await page.getByRole('option', { name: '≥ 95' }).click();
  await expect(page).toHaveURL(/[?&]minScore=95(&|$)/);
  const filtered = page.url();
  const records = grid.locator('[data-field="records"]').getByRole('link');
  await expect(records).toHaveCount(25);
  // Records go by their names, never by their ids.
  await expectNamesNotIds(records);

  await grid.getByRole('checkbox', { name: 'Select all rows' }).check();
  const selection = page.getByRole('toolbar', { name: 'Selection' });
  await expect(selection).toContainText('25 selected');
  await selection.getByRole('button', { name: `Select all ${matching.total} that match` }).click();
  await expect(selection).toContainText(`All ${matching.total} groups that match selected`);
  await expectNoSeriousA11yViolations(page);

  await selection.getByRole('button', { name: 'Merge…' }).click();
  const dialog = page.getByRole('dialog', { name: `Merge ${matching.total} groups` });
  await dialog.getByRole('radio', { name: 'Most complete' }).check();
  await expect(dialog).toContainText(
    `Merge ${matching.total} groups by most complete record? Each merge can be undone, and the whole batch too.`,
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: `Merge ${matching.total} groups` }).click();

  const summary = page.getByRole('alert').filter({ hasText: / merged/ });
  await expect(summary).toContainText(/^\d+ merged/, { timeout: 120_000 });
  await expect(page).toHaveURL(/[?&]batch=[^&]+/);
  const merged = Number(/^(\d+) merged/.exec((await summary.textContent()) ?? '')![1]);
  expect(merged).toBeGreaterThan(0);
  // None is left open at 95 or more.
  await expect(grid.getByText('No group to show')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const withBatch = page.url();

  // The dashboard shows what it read before while it reads the figures again.
  await goHome(page);
  await expect.poll(() => openFigure(page)).toBeLessThan(before);

  // The batch stays in the address: Back shows its summary again, with its Undo.
  await page.goBack();
  await expect(page).toHaveURL(withBatch);
  await summary.getByRole('button', { name: 'Undo this batch' }).click();
  await page
    .getByRole('dialog', { name: 'Undo this batch?' })
    .getByRole('button', { name: 'Undo the batch' })
    .click();
  // The undo answers once every merge is undone: on a busy machine that takes as long as the merges.
  await expect(summary).toContainText(/\d+ undone/, { timeout: 120_000 });
  await expect(records.first()).toBeVisible();

  await goHome(page);
  await expect.poll(() => openFigure(page)).toBe(before);

  // Back leads through the grid's earlier states: the batch, the filter, then the grid as it opened.
  await page.goBack();
  await expect(page).toHaveURL(withBatch);
  await expect(summary).toContainText(`${merged} undone since`);
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(page.getByRole('combobox', { name: 'Average score' })).toHaveText('≥ 95');
  await expect(summary).toHaveCount(0);
  await expect(records).toHaveCount(25);
  await page.goBack();
  await expect(page).toHaveURL(unfiltered);
  await expect(page.getByRole('combobox', { name: 'Average score' })).toHaveText('Any');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the selection bar and the toolbar wrap, and only the grid scrolls sideways', async ({
    page,
    baseURL,
  }) => {
    // Its own pair to select: a retry runs on a fresh service, without what the tests before it left.
    await loggedLeadPair(baseURL!);
    await signIn(page, USERS.steward, '/review?type=Lead');
    await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Review queue' });
    await grid.getByRole('checkbox', { name: 'Select row' }).first().check();
    const selection = page.getByRole('toolbar', { name: 'Selection' });
    await expect(selection).toContainText('1 selected');
    for (const name of ['Merge…', 'Not a duplicate…', 'Clear'])
      await expect(selection.getByRole('button', { name })).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Filter this page by name' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
