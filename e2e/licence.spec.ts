import { expect, test } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import type { RecordList } from '../src/contract/record-list';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { getAsSteward } from './support/steward-api';
import { USERS } from './support/users';

const NEEDS_SEAT = 'Reading records needs an API licence seat. Ask an administrator to assign you one.';

test('a user without an API licence seat is not offered the scenarios, and told why at their address', async ({
  page,
}) => {
  await signIn(page, USERS.guest);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Scenarios' })).toHaveCount(0);
  await page.goto('/scenarios');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Not available without a licence seat' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(NEEDS_SEAT);
  await expect(page.getByRole('table', { name: 'Lead scenarios' })).toHaveCount(0);
  // A missing seat is not transient, so no retry is offered.
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('a user without a seat sees no records: the home shows counts, the record pages say why in words', async ({
  page,
  baseURL,
}) => {
  const { records } = await getAsSteward<RecordList>(
    baseURL!,
    `${apiPaths.recordList}?objectType=Lead&limit=5`,
  );
  const names = records.map(({ ref }) => ref.displayName);
  const main = page.getByRole('main');
  const noRecordShown = async () => {
    for (const name of names) await expect(main.getByText(name)).toHaveCount(0);
    await expect(main.locator('a[href^="/records/"]')).toHaveCount(0);
  };

  await signIn(page, USERS.guest);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Open for review', exact: true })).toBeVisible();
  await noRecordShown();
  // The navigation leads to no page of records, which would only say they need a seat.
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Records' })).toHaveCount(0);

  // Opened by their addresses, the records and a record say why, where the records would be.
  for (const path of ['/records/Lead', `/records/Lead/${records[0]!.ref.id}`]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Not available without a licence seat' }),
    ).toBeVisible();
    await expect(main).toContainText(NEEDS_SEAT);
    await expect(page.getByRole('grid', { name: 'Leads' })).toHaveCount(0);
    await noRecordShown();
    // Words, never a status code or an error code.
    await expect(main).not.toContainText(/403|NO_API_LICENSE/);
  }
  await expectNoSeriousA11yViolations(page);
});
