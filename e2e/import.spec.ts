import { expect, test, type Page } from './support/fixtures';
import { apiPaths, SOBJECTS_BASE } from '../src/contract/api-paths';
import type { ImportRowList } from '../src/contract/imports';
import type { RecordList } from '../src/contract/record-list';
import type { SObjectRecord } from '../src/contract/records';
import type { SearchOutput } from '../src/contract/search';
import { randomPerson, randomWord } from '../src/service/testing/random-person';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { getAsSteward, postAsSteward } from './support/steward-api';
import { USERS } from './support/users';

const HEADER = ['First Name', 'Last Name', 'Company', 'Email', 'Title', 'Notes'];

/** A CSV line of the cells, each quoted, as a spreadsheet saves it. */
const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');

/**
 * A demo lead no other stored lead resembles, so that a row copying it updates it and nothing else: the oldest
 * leads (the demo's), each searched for by its own fields until one finds only itself.
 */
async function lonelyDemoLead(baseURL: string) {
  const { records } = await getAsSteward<RecordList>(
    baseURL,
    `${apiPaths.recordList}?objectType=Lead&limit=40&order=asc`,
  );
  for (const { ref, record } of records) {
    const fields = {
      FirstName: String(record.FirstName ?? ''),
      LastName: String(record.LastName ?? ''),
      Company: String(record.Company ?? ''),
      Email: String(record.Email ?? ''),
    };
    if (Object.values(fields).some((value) => value === '')) continue;
    const found = await postAsSteward<SearchOutput>(baseURL, apiPaths.search, {
      objectPrefix: '00Q',
      objectData: fields,
    });
    if ((found['00Q'] ?? []).length <= 1) return { ref, fields, title: String(record.Title ?? '') };
  }
  throw new Error('every one of the oldest 40 demo leads has a look-alike');
}

const readLead = (baseURL: string, id: string) =>
  getAsSteward<SObjectRecord>(baseURL, `${SOBJECTS_BASE}/Lead/${id}`);

/** Uploads the file on the new-import page, as Lead rows. */
async function upload(page: Page, name: string, text: string) {
  await page.goto('/imports');
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  await page.getByRole('link', { name: 'New import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New import' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Record type' })).toHaveText('Lead');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await expect(page.getByText(`Chosen: ${name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
}

test.describe('file import', () => {
  test.setTimeout(180_000);

  test('a steward uploads a CSV, checks the mapping and the dry run, lets a column replace, imports it, reads the report and undoes it', async ({
    page,
    baseURL,
  }) => {
    const tag = randomWord(6);
    const newcomer = randomPerson();
    const broken = randomPerson();
    const demo = await lonelyDemoLead(baseURL!);
    const demoTitle = `Imported ${tag}`;
    const csv = [
      csvLine(HEADER),
      // Row 2: a new lead.
      csvLine([newcomer.FirstName, newcomer.LastName, newcomer.Company, newcomer.Email, 'Buyer', 'first']),
      // Row 3: a demo lead with another title.
      csvLine([
        demo.fields.FirstName,
        demo.fields.LastName,
        demo.fields.Company,
        demo.fields.Email,
        demoTitle,
        '',
      ]),
      // Row 4: row 2 again, with a title of its own: the same person, one record, whose first row stands.
      csvLine([
        newcomer.FirstName,
        newcomer.LastName,
        newcomer.Company,
        newcomer.Email,
        'Head buyer',
        'again',
      ]),
      // Row 5: an e-mail address that is none.
      csvLine([broken.FirstName, broken.LastName, broken.Company, 'not an e-mail address', '', '']),
    ].join('\r\n');
    const fileName = `leads-${tag}.csv`;

    await signIn(page, USERS.steward);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Import', exact: true })
      .click();
    await expect(page).toHaveURL(/\/imports$/);
    await upload(page, fileName, csv);

    // The mapping: proposed from the headers, the notes left out.
    await expect(page).toHaveURL(/\/imports\/(?!new$)[^/]+$/);
    const importId = /\/imports\/([^/]+)$/.exec(page.url())![1]!;
    await expect(page.getByRole('heading', { level: 1, name: `Import of ${fileName}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Mapping' })).toBeVisible();
    const mapping = page.getByRole('table', { name: 'Column mapping' });
    const fieldOf = (column: string) =>
      mapping.getByRole('combobox', { name: `Field for the column ${column}` });
    await expect(fieldOf('First Name')).toHaveValue('FirstName');
    await expect(fieldOf('Last Name')).toHaveValue('LastName');
    await expect(fieldOf('Company')).toHaveValue('Company');
    await expect(fieldOf('Email')).toHaveValue('Email');
    await expect(fieldOf('Title')).toHaveValue('Title');
    await expect(fieldOf('Notes')).toHaveValue('');
    // Each column shows its first distinct values: what tells a steward which field it is.
    await expect(mapping.getByRole('rowheader', { name: /^Title/ })).toContainText(
      `Buyer · ${demoTitle} · Head buyer`,
    );
    // Each mapped column only fills what a record lacks, as proposed; a column not imported has no rule.
    const ruleOf = (column: string) =>
      mapping.getByRole('combobox', { name: `When a row updates a record, for the column ${column}` });
    await expect(ruleOf('Title').locator('option:checked')).toHaveText('Only fill if empty');
    await expect(ruleOf('Email').locator('option:checked')).toHaveText('Only fill if empty');
    await expect(ruleOf('Notes')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /^Update duplicates/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // A required field left out is flagged, and the service names it.
    await fieldOf('Company').selectOption('');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Required field of Lead not mapped' }),
    ).toContainText('Company');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The request failed' })).toContainText('Company');
    await fieldOf('Company').selectOption('Company');
    await expect(page.getByText('Required field of Lead not mapped')).toHaveCount(0);

    // The dry run: one new, two updates (the demo lead, and row 2's lead by row 4), one error.
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Dry run' })).toBeVisible({ timeout: 60_000 });
    const outcomes = page.getByRole('tablist', { name: 'Dry run outcomes' });
    await expect(outcomes.getByRole('tab', { name: 'New (1)' })).toBeVisible();
    await expect(outcomes.getByRole('tab', { name: 'Update (2)' })).toBeVisible();
    await expect(outcomes.getByRole('tab', { name: 'Error (1)' })).toBeVisible();
    await expect(outcomes.getByRole('tab', { name: 'Skip (0)' })).toBeVisible();
    const created = page.getByRole('table', { name: 'Rows: New' });
    await expect(created.getByRole('row', { name: /^2 / })).toContainText('A new record');
    await expectNoSeriousA11yViolations(page);

    await outcomes.getByRole('tab', { name: 'Update (2)' }).click();
    const updates = page.getByRole('table', { name: 'Rows: Update' });
    const demoRow = updates.getByRole('row', { name: /^3 / });
    await expect(demoRow.getByRole('link', { name: demo.ref.displayName })).toBeVisible();
    // Only filling what is empty: the demo lead has a title (every demo lead has one), which stays.
    await expect(demoRow.getByRole('list', { name: 'Changes of row 3' })).toHaveCount(0);
    await expect(demoRow.getByRole('list', { name: 'Kept values of row 3' })).toHaveText(
      `Title: kept “${demo.title}”, not “${demoTitle}” (Only fill if empty: a value is stored)`,
    );
    const againRow = updates.getByRole('row', { name: /^4 / });
    await expect(againRow).toContainText('Same as row 2 of the file');
    // The first row of a person stands: row 4 fills only what row 2 left empty, and row 2 left nothing.
    await expect(againRow.getByRole('list', { name: 'Changes of row 4' })).toHaveCount(0);
    await expect(againRow.getByRole('list', { name: 'Kept values of row 4' })).toContainText(
      'Title: kept “Buyer”, not “Head buyer”',
    );

    // The titles of the file replace the stored ones: the mapping again, Title set to always replace.
    await page.getByRole('button', { name: 'Change the mapping' }).click();
    await expect(ruleOf('Title').locator('option:checked')).toHaveText('Only fill if empty');
    await ruleOf('Title').selectOption({ label: 'Always replace' });
    await expect(mapping).toContainText(
      'The incoming value replaces the stored one; an empty one clears it.',
    );
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(outcomes.getByRole('tab', { name: 'Update (2)' })).toBeVisible({ timeout: 60_000 });
    await outcomes.getByRole('tab', { name: 'Update (2)' }).click();
    await expect(demoRow.getByRole('list', { name: 'Changes of row 3' })).toContainText(`Title: `);
    await expect(demoRow.getByRole('list', { name: 'Changes of row 3' })).toContainText(`→ ${demoTitle}`);
    // A column that always replaces does so for a later row of the same person too.
    await expect(againRow.getByRole('list', { name: 'Changes of row 4' })).toHaveText(
      'Title: Buyer → Head buyer',
    );

    await outcomes.getByRole('tab', { name: 'Error (1)' }).click();
    const errors = page.getByRole('table', { name: 'Rows: Error' });
    await expect(errors.getByRole('list', { name: 'Errors of row 5' })).toContainText('Row 5, column Email:');
    await expectNoSeriousA11yViolations(page);

    // The import, confirmed.
    await page.getByRole('button', { name: 'Import 3 rows' }).click();
    const confirm = page.getByRole('dialog', { name: 'Import 3 rows?' });
    await expect(confirm).toContainText('New: 1 · Update: 2 · Error: 1');
    await confirm.getByRole('button', { name: 'Import' }).click();

    // The report, reached after the progress, and again on reload.
    await expect(page.getByRole('heading', { level: 2, name: 'Report' })).toBeVisible({ timeout: 90_000 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Report' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Done/ })).toContainText(
      'Created: 1 · Updated: 2 · Errors: 1',
    );
    const done = page.getByRole('tablist', { name: 'Import outcomes' });
    await expect(done.getByRole('tab', { name: 'Created (1)' })).toBeVisible();
    const newcomerLink = page
      .getByRole('table', { name: 'Rows: Created' })
      .getByRole('link', { name: new RegExp(newcomer.LastName) });
    await expect(newcomerLink).toBeVisible();
    const newcomerId = /([0-9A-Za-z]{18})$/.exec((await newcomerLink.getAttribute('href'))!)![1]!;
    await done.getByRole('tab', { name: 'Updated (2)' }).click();
    await expect(
      page.getByRole('table', { name: 'Rows: Updated' }).getByRole('link', { name: demo.ref.displayName }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'the review queue' })).toHaveAttribute(
      'href',
      /\/review\?type=Lead$/,
    );
    expect((await readLead(baseURL!, demo.ref.id)).Title).toBe(demoTitle);
    expect((await readLead(baseURL!, newcomerId)).Title).toBe('Head buyer');
    await expectNoSeriousA11yViolations(page);

    // The updated lead's record page says which value the import wrote; Back returns to the report.
    await page
      .getByRole('table', { name: 'Rows: Updated' })
      .getByRole('link', { name: demo.ref.displayName })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Fields' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: demoTitle })).toContainText(
      'from a file import',
    );
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Report' })).toBeVisible();

    // The report as CSV.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe(`leads-${tag}-report.csv`);

    // The list of imports names it.
    await page.getByRole('link', { name: 'All imports' }).click();
    const listed = page
      .getByRole('table', { name: 'Imports' })
      .getByRole('row', { name: new RegExp(fileName) });
    await expect(listed).toContainText('Done');
    await expect(listed).toContainText('Created: 1 · Updated: 2 · Errors: 1');
    await expect(listed).toContainText(/steward/i);
    await listed.getByRole('link', { name: fileName }).click();

    // Undo: the new lead is gone, the demo lead has its title back.
    await page.getByRole('button', { name: 'Undo the import' }).click();
    await page
      .getByRole('dialog', { name: 'Undo this import?' })
      .getByRole('button', { name: 'Undo import' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: /^Undone by / })).toContainText(
      'records it created are deleted',
    );
    await expect(page.getByRole('status').filter({ hasText: /^Undone/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo the import' })).toHaveCount(0);
    const notUndone = await getAsSteward<ImportRowList>(
      baseURL!,
      `${apiPaths.importRows(importId)}?notUndone=true&limit=10`,
    );
    expect(notUndone).toEqual({ rows: [], nextAfter: null });
    expect((await readLead(baseURL!, demo.ref.id)).Title ?? '').toBe(demo.title);
    await page.goto(`/records/Lead/${newcomerId}`);
    await expect(page.getByText(`There is no Lead with the id ${newcomerId}`)).toBeVisible();
  });

  test('a file with a quote never closed is refused with the line it starts on', async ({ page }) => {
    await signIn(page, USERS.steward);
    await upload(
      page,
      'broken.csv',
      'First Name,Last Name,Company\r\nAda,Lovelace,Engines\r\n"Grace,Hopper,Navy\r\n',
    );
    const refusal = page.getByRole('alert').filter({ hasText: 'The request failed' });
    await expect(refusal).toContainText('A quoted value that starts on line 3 is never closed');
    // Still on the upload step, to choose another file.
    await expect(page).toHaveURL(/\/imports\/new$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the import pages fit the screen and pass axe', async ({ page, baseURL }) => {
      const person = randomPerson();
      await signIn(page, USERS.steward);
      await upload(
        page,
        'phone.csv',
        [
          csvLine(HEADER),
          csvLine([person.FirstName, person.LastName, person.Company, person.Email, '', '']),
        ].join('\n'),
      );
      await expect(page.getByRole('heading', { level: 2, name: 'Mapping' })).toBeVisible();
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await width()).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page.getByRole('tab', { name: 'New (1)' })).toBeVisible({ timeout: 60_000 });
      expect(await width()).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page);
      await page.goto('/imports');
      await expect(page.getByRole('table', { name: 'Imports' })).toBeVisible();
      expect(await width()).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page);
      // Nothing was imported: the dry run writes nothing.
      const found = await postAsSteward<SearchOutput>(baseURL!, apiPaths.search, {
        objectPrefix: '00Q',
        objectData: { LastName: person.LastName, Email: person.Email },
      });
      expect(found['00Q'] ?? []).toEqual([]);
    });
  });
});
