import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Configuration } from '../src/contract/config-transfer';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { USERS } from './support/users';

test.describe('configuration transfer', () => {
  test('an admin exports the configuration and imports it back unchanged', async ({ page }) => {
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
    const notJson = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import configuration' }).click();
    await (
      await notJson
    ).setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{oops') });
    await expect(page.getByRole('alert').filter({ hasText: 'The file was not imported' })).toContainText(
      'notes.json: The file is not JSON',
    );

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import configuration' }).click();
    await (
      await chooser
    ).setFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    const outcome = page.getByRole('status').filter({ hasText: 'Import Completed' });
    await expect(outcome).toContainText('No warnings');
    await expect(page.getByText(/The file is not JSON/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
