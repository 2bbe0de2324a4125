import { expect, test } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import type { NewRecordType } from '../src/contract/record-type-admin';
import { DEMO_RECORD_TYPES } from '../src/service/demo/demo-record-types';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { asAdmin, createRecord, deleteAsAdmin, putAsAdmin } from './support/steward-api';
import { USERS } from './support/users';

const DEMO_LEAD_MAPPINGS = DEMO_RECORD_TYPES.find((type) => type.name === 'Lead')!.crossObjects!;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A type's name and key prefix no other test (nor a retry of this one) takes. */
function freshType(stem: string) {
  const pick = () => BASE62[Math.floor(Math.random() * BASE62.length)]!;
  return { name: `${stem}${Date.now()}`, keyPrefix: `z${pick()}${pick()}` };
}

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

  test('an admin creates a record type with two fields, sees it listed, adds a field and removes one', async ({
    page,
    baseURL,
  }) => {
    const { name, keyPrefix } = freshType('Gadget');
    try {
      await signIn(page, USERS.admin, '/admin/record-types');
      await page.getByRole('link', { name: 'New record type' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New record type' })).toBeVisible();
      await page.getByRole('textbox', { name: 'API name' }).first().fill(name);
      await page.getByRole('textbox', { name: 'Key prefix' }).fill(keyPrefix);
      await page.getByRole('textbox', { name: 'Label', exact: true }).first().fill('Gadget');
      await page.getByRole('textbox', { name: 'Plural label' }).fill('Gadgets');
      await expect(page.getByRole('group', { name: 'Field 1: Name' })).toBeVisible();
      await page.getByRole('button', { name: 'Add field' }).click();
      const colour = page.getByRole('group', { name: 'Field 2' });
      await colour.getByRole('textbox', { name: 'API name' }).fill('Colour');
      await colour.getByRole('textbox', { name: 'Label' }).fill('Colour');
      await colour.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: 'Picklist' }).click();
      await colour.getByRole('textbox', { name: 'Picklist values' }).fill('Red\nBlue');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Create record type' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Gadget' })).toBeVisible();
      await page.getByRole('link', { name: 'All record types' }).click();
      const row = page
        .getByRole('table', { name: 'Record types' })
        .getByRole('row')
        .filter({ hasText: name });
      await expect(row).toContainText(keyPrefix);
      await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

      await row.getByRole('link', { name: 'Gadget' }).click();
      await expect(page.getByRole('table', { name: 'Fields of Gadget' })).toContainText('Red, Blue');
      await page.getByRole('button', { name: 'Edit fields' }).click();
      await expect(page.getByRole('group', { name: 'Field 2: Colour' })).toBeVisible();
      await page.getByRole('button', { name: 'Add field' }).click();
      const size = page.getByRole('group', { name: 'Field 3' });
      await size.getByRole('textbox', { name: 'API name' }).fill('Size');
      await size.getByRole('textbox', { name: 'Label' }).fill('Size');
      await size.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: 'Number' }).click();
      await page.getByRole('button', { name: 'Remove Field 2: Colour' }).click();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Save fields' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved the fields of Gadget.' })).toBeVisible();

      await page.reload();
      const fields = page.getByRole('table', { name: 'Fields of Gadget' });
      await expect(fields.getByRole('row')).toHaveCount(3);
      await expect(fields).toContainText('Size');
      await expect(fields).not.toContainText('Colour');
    } finally {
      await deleteAsAdmin(baseURL!, apiPaths.adminRecordType(name));
    }
  });

  test('removing a field records hold values in is saved only after confirming', async ({
    page,
    baseURL,
  }) => {
    const { name, keyPrefix } = freshType('Gizmo');
    const input: NewRecordType = {
      name,
      keyPrefix,
      label: 'Gizmo',
      labelPlural: 'Gizmos',
      nameField: 'Name',
      fields: [
        { name: 'Name', label: 'Name', type: 'text' },
        { name: 'Serial', label: 'Serial', type: 'text' },
      ],
    };
    await asAdmin(baseURL!, 'POST', apiPaths.adminRecordTypes, input);
    await createRecord(baseURL!, name, { Name: 'Cog', Serial: 'S-1' });

    await signIn(page, USERS.admin, `/admin/record-types/${name}`);
    await page.getByRole('button', { name: 'Edit fields' }).click();
    await page.getByRole('button', { name: 'Remove Field 2: Serial' }).click();
    await page.getByRole('button', { name: 'Save fields' }).click();
    const dialog = page.getByRole('dialog', { name: 'Drop the values records hold?' });
    await expect(dialog).toContainText('Serial in 1 record');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Save fields' }).click();
    await dialog.getByRole('button', { name: 'Drop the values and save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved the fields of Gizmo.' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Fields of Gizmo' })).not.toContainText('Serial');
  });

  test('an admin sets a field to Never replace and ranks the sources, and both show after reload and fit a phone', async ({
    page,
    baseURL,
  }) => {
    const { name, keyPrefix } = freshType('Widgetry');
    const input: NewRecordType = {
      name,
      keyPrefix,
      label: 'Widgetry',
      labelPlural: 'Widgetries',
      nameField: 'Name',
      fields: [
        { name: 'Name', label: 'Name', type: 'text' },
        { name: 'Serial', label: 'Serial number', type: 'text' },
      ],
    };
    await asAdmin(baseURL!, 'POST', apiPaths.adminRecordTypes, input);
    try {
      await signIn(page, USERS.admin, `/admin/record-types/${name}`);
      await expect(
        page.getByRole('heading', { level: 2, name: 'When a write updates a record' }),
      ).toBeVisible();
      const rules = page.getByRole('form', { name: 'Update rules of Widgetry' });
      const serial = rules.getByRole('combobox', { name: 'Serial number' });
      // No rule set: a write replaces the value, as the upsert always did.
      await expect(serial).toHaveText('Always replace');
      await expect(rules).toContainText(
        'The incoming value replaces the stored one; an empty one clears it.',
      );

      await serial.click();
      await page.getByRole('option', { name: /^Never replace/ }).click();
      await expect(rules).toContainText('The stored value stays, even an empty one');
      await expectNoSeriousA11yViolations(page);
      await rules.getByRole('button', { name: 'Save update rules' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Saved the update rules of Widgetry' }),
      ).toContainText('Serial number is now “Never replace”');

      await page.reload();
      await expect(rules.getByRole('combobox', { name: 'Serial number' })).toHaveText('Never replace');
      await expect(rules.getByRole('combobox', { name: 'Name' })).toHaveText('Always replace');

      // Trusted sources: a CRM sync typed in, a file import picked, the import moved above the sync.
      const trust = page.getByRole('form', { name: 'Trusted sources of Widgetry' });
      await expect(trust).toContainText('No ranking: every source is trusted alike.');
      const addSource = trust.getByRole('combobox', { name: 'Add a source' });
      await addSource.fill('crm sync');
      await trust.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(trust).toContainText('A client id has no spaces.');
      await addSource.fill('crm-sync');
      await addSource.press('Enter');
      await addSource.click();
      await page.getByRole('option', { name: /^a file import/ }).click();
      await trust.getByRole('button', { name: 'Add', exact: true }).click();
      const ranking = trust.getByRole('list', { name: 'Sources of Widgetry, most trusted first' });
      await expect(ranking.getByRole('listitem')).toHaveText([/^1\. crm-sync/, /^2\. a file import/]);
      await trust.getByRole('button', { name: 'Move a file import up' }).click();
      await expect(ranking.getByRole('listitem')).toHaveText([/^1\. a file import/, /^2\. crm-sync/]);
      await trust.getByRole('button', { name: 'Save trusted sources' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved: Widgetry trusts' })).toContainText(
        'a file import, then crm-sync, then every other source',
      );
      await page.reload();
      await expect(ranking.getByRole('listitem')).toHaveText([/^1\. a file import/, /^2\. crm-sync/]);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(rules.getByRole('combobox', { name: 'Serial number' })).toBeVisible();
      await expect(trust.getByRole('button', { name: 'Remove crm-sync' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await deleteAsAdmin(baseURL!, apiPaths.adminRecordType(name));
    }
  });

  test('a steward is told the record types need the admin role', async ({ page }) => {
    await signIn(page, USERS.steward, '/admin/record-types/Lead');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available for your role' })).toBeVisible();
    await expect(page.getByText('This page needs the admin role.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Fields of Lead' })).toHaveCount(0);
  });
});
