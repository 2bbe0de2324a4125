import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { loggedLeadPair } from './support/steward-api';
import { USERS } from './support/users';

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a steward opens a pair an upsert logged from the review queue, reads its score breakdown, decides it is no duplicate, undoes that and decides again', async ({
  page,
  baseURL,
}) => {
  const { first, second, firstName, secondName, company } = await loggedLeadPair(baseURL!);
  await signIn(page, USERS.steward);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await expect(page).toHaveTitle('Review · Steward');

  await choose(page, 'Source', 'Upserts');
  await expect(page).toHaveURL(/[?&]source=UPSERT/);
  const grid = page.getByRole('grid', { name: 'Review queue' });
  // Newest first: the pair just logged leads.
  await grid.getByRole('columnheader', { name: 'Detected' }).click();
  await expect(page).toHaveURL(/[?&]sort=detected/);
  // The pair by its records' names and companies, never by their ids.
  const row = grid.getByRole('row').filter({ hasText: secondName });
  await expect(row.locator('[data-field="records"]')).toContainText(firstName);
  await expect(row.locator('[data-field="records"]')).toContainText(company);
  await expect(row.locator('[data-field="differingFields"]')).toContainText('First Name');
  await expect(row.locator('[data-field="source"]')).toHaveText('Upsert');
  await expect(row).not.toContainText(first);
  await expect(row).not.toContainText(second);
  // One line a row: the names and the times with who stand beside each other, not beneath.
  const cellHeight = (await row.locator('[data-field="detectedAt"]').boundingBox())!.height;
  expect(cellHeight).toBeLessThan(60);
  await expectNoSeriousA11yViolations(page);

  // Every item the filter lets through, not only this page, in the steward's words.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Export all [\d,]+ matching as CSV$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Lead review queue.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^Records,Record ids,From,/);
  expect(csv).toContain(`${secondName}; ${firstName}`);

  const title = `${secondName} and ${firstName}`;
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Steward`);
  await expect(page.getByRole('table', { name: 'Records of the pair' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Merge (M)' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // The pair by its records' names, as the comparison's columns name them; no id shows on the page.
  await expect(page.getByRole('main')).not.toContainText(first);
  await page.getByRole('button', { name: `Score breakdown of ${secondName} and ${firstName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Score breakdown' });
  await expect(dialog.getByRole('table', { name: / fields of / }).first()).toBeVisible();
  await expect(dialog.getByRole('rowheader', { name: /First Name/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const pairUrl = page.url();
  const decideButton = page.getByRole('button', { name: 'Not a duplicate (D)' });
  await page.keyboard.press('d');
  await expect(page).not.toHaveURL(pairUrl);
  const notice = page.getByRole('alert').filter({ hasText: `Decided not duplicates: ${title}.` });
  await expect(notice).toBeVisible();

  // Undo withdraws the decision and comes back to the pair, open for review again; D decides it once more.
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(page).toHaveURL(pairUrl);
  await expect(
    page.getByRole('alert').filter({ hasText: `Decision undone: ${title} are open for review again.` }),
  ).toBeVisible();
  await expect(decideButton).toBeEnabled();
  await page.keyboard.press('d');
  await expect(page).not.toHaveURL(pairUrl);
  await expect(notice).toBeVisible();

  await nav.getByRole('link', { name: 'Review' }).click();
  await choose(page, 'Status', 'Not duplicates');
  await choose(page, 'Source', 'Upserts');
  const decided = grid.getByRole('row').filter({ hasText: secondName });
  await expect(decided.locator('[data-field="status"]')).toHaveText('Not duplicates');
  await expect(decided.locator('[data-field="reviewedAt"]')).toContainText(`by ${USERS.steward.username}`);

  // The decision is listed by name among the not-duplicates, which the navigation offers stewards.
  await nav.getByRole('link', { name: 'Not duplicates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Not duplicates' })).toBeVisible();
  const decisions = page.getByRole('table', { name: 'Not-a-duplicate decisions' });
  const decision = decisions.getByRole('row').filter({ hasText: secondName });
  await expect(decision).toContainText(firstName);
  await expect(decision).not.toContainText(first);
  await expectNoSeriousA11yViolations(page);
});
