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

test('on a phone the merge table keeps its field column in sight while it scrolls sideways', async ({
  page,
  baseURL,
}) => {
  const person = randomPerson();
  const first = await createRecord(baseURL!, 'Lead', person);
  const second = await createRecord(baseURL!, 'Lead', { ...person, FirstName: `${person.FirstName}e` });
  await signIn(page, USERS.steward, `/merge?type=Lead&ids=${first},${second}`);

  const table = page.getByRole('table', { name: 'Records to merge' });
  const fieldCell = table.getByRole('rowheader', { name: /First Name/ });
  await expect(fieldCell).toBeVisible();
  const before = await fieldCell.boundingBox();
  await table.evaluate((element) => {
    element.parentElement!.scrollLeft = 600;
  });
  expect(await table.evaluate((element) => element.parentElement!.scrollLeft)).toBeGreaterThan(0);
  const after = await fieldCell.boundingBox();
  expect(after!.x).toBeCloseTo(before!.x, 0);
});
