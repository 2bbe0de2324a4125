import { expect, test } from './support/fixtures';
import { randomPerson } from '../src/service/testing/random-person';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { createRecord } from './support/steward-api';
import { USERS } from './support/users';

test('a steward finds the duplicates of a record from its page and decides one is not a duplicate', async ({
  page,
  baseURL,
}) => {
  const person = randomPerson();
  const original = await createRecord(baseURL!, 'Lead', person);
  const typo = await createRecord(baseURL!, 'Lead', { ...person, FirstName: `${person.FirstName}e` });

  await signIn(page, USERS.steward);
  await page.goto(`/records/Lead/${original}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${person.FirstName} ${person.LastName}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Find duplicates of this record' }).click();

  const table = page.getByRole('table', {
    name: `Possible duplicates of ${person.FirstName} ${person.LastName}`,
  });
  const row = table.getByRole('row').filter({ hasText: typo });
  await expect(row).toBeVisible();
  await expect(
    row.getByRole('link', { name: `${person.FirstName}e ${person.LastName}`, exact: true }),
  ).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: original })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: /is not a duplicate of/ }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(page.getByRole('status').filter({ hasText: /possible duplicates? found/ })).toHaveCount(1);
  await expect(page.getByText(typo)).toHaveCount(0);
});

test("Merge from a record's Find duplicates: confirm, see the summary by name, undo", async ({
  page,
  baseURL,
}) => {
  const person = randomPerson();
  const name = `${person.FirstName} ${person.LastName}`;
  const original = await createRecord(baseURL!, 'Lead', person);
  // The duplicate holds a title the original lacks: the master takes it, which the summary then tells.
  await createRecord(baseURL!, 'Lead', { ...person, FirstName: `${person.FirstName}e`, Title: 'Buyer' });
  const otherName = `${person.FirstName}e ${person.LastName}`;

  await signIn(page, USERS.steward);
  await page.goto(`/records/Lead/${original}`);
  await page.getByRole('button', { name: 'Find duplicates of this record' }).click();
  await page.getByRole('link', { name: `Merge ${otherName} with ${name}` }).click();

  const table = page.getByRole('table', { name: 'Records to merge' });
  await expect(
    table.getByRole('radio', { name: `First Name of ${otherName}: ${person.FirstName}e` }),
  ).toBeVisible();
  await expect(
    table.getByRole('radio', { name: `First Name of ${name}: ${person.FirstName}` }),
  ).toBeChecked();
  await expect(page.getByText(/identical fields? hidden/)).toBeVisible();
  await expect(table.getByRole('radio', { name: `Make ${name} the master` })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Merge 2 records into ${name}?` });
  await expect(confirm).toContainText('You can undo this.');
  await confirm.getByRole('button', { name: 'Merge' }).click();

  const summary = page.getByRole('region', { name: 'Merge done' });
  await expect(summary.getByRole('link', { name })).toBeVisible();
  await expect(summary).toContainText(`Merged away: ${otherName}`);
  await expect(summary.getByRole('table', { name: `What the merge changed on ${name}` })).toContainText(
    'Buyer',
  );
  await expect(page.getByText('1 records')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(1);

  await summary.getByRole('button', { name: 'Undo' }).click();
  await page
    .getByRole('dialog', { name: `Undo the merge into ${name}?` })
    .getByRole('button', { name: 'Undo merge' })
    .click();
  await expect(page.getByText(`Merge undone: ${name} and ${otherName} are back as they were.`)).toBeVisible();
  await expect(
    table.getByRole('radio', { name: `First Name of ${otherName}: ${person.FirstName}e` }),
  ).toBeVisible();
});
