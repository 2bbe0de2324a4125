import { expect, test } from './support/fixtures';
import { randomPerson } from '../src/service/testing/random-person';
import { signIn } from './support/login';
import { createRecord } from './support/steward-api';
import { USERS } from './support/users';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the header is one row whose menu button opens the navigation', async ({ page }) => {
  await signIn(page, USERS.steward);
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Open the navigation' });
  await expect(menu).toBeVisible();
  const box = await header.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(64);

  await menu.click();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Search' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Audit' })).toBeVisible();
  await navigation.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search/);
  await expect(navigation).toHaveCount(0);
});

test('on a phone the merge table shows one record at a time beside the master, and steps through them', async ({
  page,
  baseURL,
}) => {
  const person = randomPerson();
  const first = await createRecord(baseURL!, 'Lead', person);
  const second = await createRecord(baseURL!, 'Lead', { ...person, FirstName: `${person.FirstName}e` });
  await signIn(page, USERS.steward, `/merge?type=Lead&ids=${first},${second}`);

  const table = page.getByRole('table', { name: 'Records to merge' });
  await expect(table.getByRole('rowheader', { name: /First Name/ })).toBeVisible();
  // The field, one record and the master fit the screen: nothing hides beyond its edge.
  expect((await table.boundingBox())!.width).toBeLessThanOrEqual(390);
  await expect(table.getByRole('columnheader', { name: 'Master after the merge' })).toBeInViewport();
  const firstName = (of: string) =>
    table.getByRole('radio', { name: new RegExp(`^First Name of .*: ${of}$`) });
  await expect(page.getByText(/ · 1 of 3$/)).toBeVisible();
  await expect(firstName(person.FirstName)).toBeVisible();
  await expect(firstName(`${person.FirstName}e`)).toHaveCount(0);

  await page.getByRole('button', { name: 'Next record' }).click();
  await expect(page.getByText(/ · 2 of 3$/)).toBeVisible();
  await expect(firstName(`${person.FirstName}e`)).toBeVisible();
  await firstName(`${person.FirstName}e`).check();
  // The master takes the value chosen in the record shown.
  const master = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /First Name/ }) });
  await expect(master.getByRole('cell').last()).toHaveText(`${person.FirstName}e`);
  await page.getByRole('button', { name: 'Next record' }).click();
  await expect(page.getByText('Another value · 3 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next record' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous record' }).click();
  await expect(page.getByText(/ · 2 of 3$/)).toBeVisible();
});
