import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import type { Configuration } from '../src/contract/config-transfer';
import type { AdminScenario, AdminScenarioList } from '../src/contract/scenario-admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { asAdmin, deleteAsAdmin } from './support/steward-api';
import { USERS } from './support/users';

/** Chooses a file for the import, as the admin does through the file chooser. */
async function importFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import configuration' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

async function leadScenarioIds(baseURL: string) {
  const { scenarios } = await asAdmin<AdminScenarioList>(
    baseURL,
    'GET',
    `${apiPaths.adminScenarios}?objectName=Lead`,
  );
  return scenarios.map((scenario) => scenario.scenarioId);
}

test.describe('configuration transfer', () => {
  test('an admin exports the configuration, sees what importing it would change, and imports on confirming', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, USERS.admin, '/scenarios');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Configuration' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export configuration' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^steward-configuration-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    const configuration = JSON.parse(text) as Configuration;
    const lead = configuration.objects.find((object) => object.objectName === 'Lead');
    expect(lead?.scenarios.map((scenario) => scenario.name)).toContain('Lead Default');
    await expect(page.getByRole('status').filter({ hasText: /^Exported \d+ record types/ })).toBeVisible();

    // A file that is not JSON is refused in the browser, before anything is sent.
    await importFile(page, 'notes.json', '{oops');
    await expect(page.getByRole('alert').filter({ hasText: 'The file was not imported' })).toContainText(
      'notes.json: The file is not JSON',
    );

    // JSON the service refuses: its refusal is the error, and nothing is offered to import.
    await importFile(
      page,
      'broken.json',
      JSON.stringify({ exportTime: 'now', objects: [{ objectName: 'Lead' }] }),
    );
    await expect(page.getByRole('alert').filter({ hasText: 'The file was not imported' })).toContainText(
      'broken.json: ',
    );
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);

    // The export read back: the dry run finds nothing to change, so there is nothing to import.
    const fileName = download.suggestedFilename();
    await importFile(page, fileName, text);
    await expect(
      page.getByRole('status').filter({ hasText: `Importing ${fileName} would change nothing.` }),
    ).toBeVisible();
    await expect(page.getByText(/The file (is not JSON|was not imported)/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Close' }).click();

    // A scenario made since the export: importing the export would remove it.
    const extra = await asAdmin<AdminScenario>(baseURL!, 'POST', apiPaths.adminScenarios, {
      objectName: 'Lead',
      scenarioName: `E2E made after export ${Date.now().toString(36)}`,
      threshold: 90,
      scenarioFields: [{ field: 'Email', matchMethod: 'EMAIL', weight: 100, indexGroup: [1] }],
    });
    const extraExists = async () => (await leadScenarioIds(baseURL!)).includes(extra.scenarioId);
    try {
      await importFile(page, fileName, text);
      await expect(
        page.getByRole('status').filter({ hasText: `Importing ${fileName} removes 1 scenario.` }),
      ).toBeVisible();
      const leadChanges = page.getByRole('table', { name: 'Changes to Lead' });
      await expect(leadChanges.getByRole('row').filter({ hasText: extra.scenarioName })).toContainText(
        'Remove',
      );
      await expectNoSeriousA11yViolations(page);

      // Cancel drops the file: nothing was applied.
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(leadChanges).toHaveCount(0);
      expect(await extraExists()).toBe(true);

      // A file that also adds and changes: each change is a row, the removal among them; what the import would
      // leave out is a warning apart.
      const mixed = structuredClone(configuration);
      const mixedLead = mixed.objects.find((object) => object.objectName === 'Lead')!;
      const leadDefault = mixedLead.scenarios.find((scenario) => scenario.name === 'Lead Default')!;
      const added = {
        ...leadDefault,
        name: `E2E added ${Date.now().toString(36)}`,
        fields: [...leadDefault.fields, { ...leadDefault.fields[0]!, field: 'NoSuchField' }],
      };
      mixedLead.scenarios.push(added);
      leadDefault.threshold -= 1;
      await importFile(page, 'mixed.json', JSON.stringify(mixed));
      const rows = leadChanges.getByRole('row');
      await expect(rows.filter({ hasText: added.name })).toContainText('Add');
      await expect(rows.filter({ hasText: 'Lead Default' })).toContainText('Change');
      await expect(rows.filter({ hasText: extra.scenarioName })).toContainText('Remove');
      const warnings = page.getByRole('alert').filter({ hasText: 'The import would warn' });
      await expect(warnings).toContainText('NoSuchField');
      await expect(warnings).not.toContainText(extra.scenarioName);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(leadChanges).toHaveCount(0);

      // Import asks first, naming what goes; declining applies nothing either.
      await importFile(page, fileName, text);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: `Import ${fileName}?` });
      await expect(confirm).toContainText('This removes 1 scenario.');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      expect(await extraExists()).toBe(true);

      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await confirm.getByRole('button', { name: 'Import', exact: true }).click();
      const outcome = page.getByRole('status').filter({ hasText: 'Import Completed' });
      await expect(outcome).toContainText(`Lead scenario '${extra.scenarioName}' removed`);
      await expect(leadChanges).toHaveCount(0);
      expect(await extraExists()).toBe(false);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await deleteAsAdmin(baseURL!, apiPaths.adminScenario(extra.scenarioId));
    }
  });
});
