import fs from 'node:fs';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { createRecord } from './support/steward-api';
import { USERS } from './support/users';

test.describe('Audit trail', () => {
  test('a steward filters the trail to one operation and exports it as CSV', async ({ page, baseURL }) => {
    const lastName = `Audited${Date.now()}`;
    const id = await createRecord(baseURL!, 'Lead', { LastName: lastName, Company: 'Audit Trail Ltd' });

    await signIn(page, USERS.steward);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Operation' }).click();
    await page.getByRole('option', { name: 'Created', exact: true }).click();
    await expect(page).toHaveURL(/action=CREATE/);
    const events = page.getByRole('table', { name: 'Audit events' });
    // The record by its name, not its id.
    await expect(events.getByRole('link', { name: lastName })).toBeVisible();
    await expect(events).not.toContainText(id);
    await expect(events.getByRole('cell', { name: 'Updated', exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'at,principal,action,objectType,recordId,recordName,endpoint,otherRecordIds,otherRecordNames,mergeId,jobId,changes',
    );
    expect(lines.find((line) => line.includes(id))).toContain(`,steward,CREATE,Lead,${id},${lastName},`);
    expect(lines.filter((line) => line.includes(',UPDATE,'))).toEqual([]);
  });
});
