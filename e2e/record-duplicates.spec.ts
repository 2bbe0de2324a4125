import { expect, test } from '@playwright/test';
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
  await expect(row.getByRole('link', { name: `${person.FirstName}e ${person.LastName}` })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: original })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: /is not a duplicate of/ }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(page.getByRole('status').filter({ hasText: /possible duplicates? found/ })).toHaveCount(1);
  await expect(page.getByText(typo)).toHaveCount(0);
});
