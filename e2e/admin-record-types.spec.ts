import { expect, test } from '@playwright/test';
import { apiPaths } from '../src/contract/api-paths';
import { DEMO_RECORD_TYPES } from '../src/service/demo/demo-record-types';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { putAsAdmin } from './support/steward-api';
import { USERS } from './support/users';

const DEMO_LEAD_MAPPINGS = DEMO_RECORD_TYPES.find((type) => type.name === 'Lead')!.crossObjects!;

test.describe('record types', () => {
  test('an admin removes the Contact mapping of Lead, and it stays removed after reload', async ({
    page,
    baseURL,
  }) => {
    try {
      await signIn(page, USERS.admin, '/scenarios');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
      await page.getByRole('menuitem', { name: 'Record types' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Record types' })).toBeVisible();
      const types = page.getByRole('table', { name: 'Record types' });
      const leadRow = types.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Lead' }) });
      await expect(leadRow).toContainText('Account, Contact');
      await expectNoSeriousA11yViolations(page);

      await leadRow.getByRole('link', { name: 'Lead', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lead' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Fields of Lead' })).toBeVisible();
      const contact = page.getByRole('group', { name: 'Mapping 2: Contact' });
      await expect(contact).toContainText(
        'A search of Leads also searches Contacts with First Name as First Name',
      );
      await expectNoSeriousA11yViolations(page);

      await contact.getByRole('button', { name: 'Remove the Contact mapping' }).click();
      await page.getByRole('button', { name: 'Save mappings' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved the mappings of Lead.' })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('group', { name: 'Mapping 1: Account' })).toBeVisible();
      await expect(page.getByRole('group', { name: /Contact/ })).toHaveCount(0);
    } finally {
      await putAsAdmin(baseURL!, apiPaths.adminCrossObjects('Lead'), { mappings: DEMO_LEAD_MAPPINGS });
    }
  });

  test('a second mapping onto a mapped type is refused at its record type', async ({ page }) => {
    await signIn(page, USERS.admin, '/admin/record-types/Lead');
    await page.getByRole('button', { name: 'Add mapping' }).click();
    const added = page.getByRole('group', { name: 'Mapping 3' });
    await added.getByRole('combobox', { name: 'Also search' }).click();
    await page.getByRole('option', { name: 'Account', exact: true }).click();
    const again = page.getByRole('group', { name: 'Mapping 3: Account' });
    await again.getByRole('combobox', { name: 'Lead field 1' }).click();
    await page.getByRole('option', { name: 'Company', exact: true }).click();
    await again.getByRole('combobox', { name: 'Searched as Account field 1' }).click();
    await page.getByRole('option', { name: 'Account Name', exact: true }).click();
    await page.getByRole('button', { name: 'Save mappings' }).click();

    await expect(again.getByRole('combobox', { name: 'Also search' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(again).toContainText('Account is mapped already (mappings.0)');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(0);
  });

  test('a steward is told the record types need the admin role', async ({ page }) => {
    await signIn(page, USERS.steward, '/admin/record-types/Lead');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available for your role' })).toBeVisible();
    await expect(page.getByText('This page needs the admin role.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Fields of Lead' })).toHaveCount(0);
  });
});
