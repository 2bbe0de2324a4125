import { expect, test } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import { DEFAULT_ALERT_SETTINGS } from '../src/contract/alerts';
import type { UpsertDataOutput } from '../src/contract/upsert';
import { randomPerson } from '../src/service/testing/random-person';
import { clientCredentialsToken } from '../src/service/testing/tokens';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { putAsAdmin } from './support/steward-api';
import { USERS } from './support/users';

/** An upsert with duplicate check as the integration client, which no other test of the console writes as. */
async function upsertAsIntegration(baseURL: string, objectData: Record<string, string>) {
  const token = await clientCredentialsToken(`${baseURL}/oidc`);
  const response = await fetch(`${baseURL}${apiPaths.upsert}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ input: { objectType: 'Lead', objectData, duplicateCheck: true } }),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as UpsertDataOutput;
}

test.describe('alerts', () => {
  test.setTimeout(180_000);

  test.afterAll(async ({ baseURL }) => {
    await putAsAdmin(baseURL!, apiPaths.alertSettings, DEFAULT_ALERT_SETTINGS);
  });

  test('an admin sets when alerts are raised; a feed that turns to duplicates shows on Home, and a steward dismisses it', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A feed that sends the same person again and again: every record after the first is a duplicate.
    const person = randomPerson();
    await upsertAsIntegration(baseURL!, person);
    for (let copy = 0; copy < 20; copy++) {
      expect((await upsertAsIntegration(baseURL!, person)).isCreated).toBe(false);
    }

    await signIn(page, USERS.admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Automation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Automation' })).toBeVisible();
    await expect(page.getByLabel('Minimum precision')).toHaveValue('99');
    await expect(page.getByLabel('Longest wait for review')).toHaveValue('14');
    await page.getByLabel('Longest wait for review').fill('400');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Give a number from 1 to 365')).toBeVisible();
    await page.getByLabel('Longest wait for review').fill('10');
    await page.getByLabel('Fewest records judged').fill('10');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toContainText('The automation settings are saved');

    const stewardContext = await browser.newContext();
    const steward = await stewardContext.newPage();
    await signIn(steward, USERS.steward);
    const alerts = steward.getByRole('region', { name: 'Alerts' });
    const alert = alerts.getByRole('listitem').filter({ hasText: 'the API client integration' });
    // Each save wakes a service process to look at the alerts now rather than within the minute.
    await expect(async () => {
      await putAsAdmin(baseURL!, apiPaths.alertSettings, {
        ...DEFAULT_ALERT_SETTINGS,
        minimumRecords: 10,
        queueDays: 10,
      });
      await steward.reload();
      await expect(alert).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(alert).toContainText('A source is sending duplicates');
    await expect(alert).toContainText(
      /9\d % of the 21 Leads from the API client integration on \d{4}-\d\d-\d\d were duplicates of stored ones/,
    );
    await expectNoSeriousA11yViolations(steward);
    await alert.getByRole('button', { name: 'Dismiss: A source is sending duplicates' }).click();
    await expect(steward.getByRole('status')).toContainText('Dismissed for everyone');
    await expect(alert).toHaveCount(0);
    await stewardContext.close();
  });
});
