import { expect, test } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import type { GroupPage, Job } from '../src/contract/jobs';
import { randomPerson } from '../src/service/testing/random-person';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { createRecord, getAsSteward, postAsSteward } from './support/steward-api';
import { USERS } from './support/users';

/** The groups grid's rows a page, as it shows them by default (largest first, open ones). */
const PAGE_SIZE = 25;

/** Runs a Lead job through the API and waits until it is done. */
async function finishedLeadJob(baseURL: string): Promise<Job> {
  const started = await postAsSteward<Job>(baseURL, apiPaths.jobs, { objectType: 'Lead' });
  await expect
    .poll(async () => (await getAsSteward<Job>(baseURL, apiPaths.job(started.id))).status, {
      timeout: 90_000,
    })
    .toBe('DONE');
  return started;
}

/** Every open group of a job in the grid's default order, read as the grid reads its pages. */
async function openGroups(baseURL: string, jobId: string): Promise<GroupPage['groups']> {
  const groups: GroupPage['groups'] = [];
  for (let offset = 0, total = 1; offset < total; offset += 200) {
    const page = await getAsSteward<GroupPage>(
      baseURL,
      `${apiPaths.jobGroups(jobId)}?sort=size&order=desc&status=OPEN&minRecords=2&limit=200&offset=${offset}`,
    );
    groups.push(...page.groups);
    total = page.total;
  }
  return groups;
}

test('a steward finds a group by its records’ names, comes Back to the grid, and a decision or skip by key goes on to the next group, each with an Undo', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Two people of two leads each, their companies differing: two groups of two, so the first of them in the grid
  // has one after it.
  const people = [randomPerson(), randomPerson()];
  for (const person of people) {
    await createRecord(baseURL!, 'Lead', person);
    await createRecord(baseURL!, 'Lead', { ...person, Company: 'Other Holdings' });
  }
  const job = await finishedLeadJob(baseURL!);
  const groups = await openGroups(baseURL!, job.id);
  const names = people.map((person) => `${person.FirstName} ${person.LastName}`);
  const index = Math.min(
    ...names.map((name) =>
      groups.findIndex((group) => group.records.some((record) => record.displayName === name)),
    ),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const group = groups[index]!;
  const name = group.records[0]!.displayName;
  const following = groups[index + 1]!;

  await signIn(page, USERS.steward, `/jobs/${job.id}/groups?page=${Math.floor(index / PAGE_SIZE)}`);
  const listUrl = page.url();
  const grid = page.getByRole('grid', { name: 'Groups' });
  const row = grid.getByRole('row').filter({ hasText: name });
  // The row names its records, and tells what differs by the fields' labels; no record id shows.
  await expect(row.getByRole('link', { name: `${name} and ${name}` })).toBeVisible();
  await expect(row.locator('[data-field="differingFields"]')).toHaveText('Company');
  for (const id of group.recordIds) await expect(grid).not.toContainText(id);
  await expectNoSeriousA11yViolations(page);

  // A click on the row, off its link, opens the group; Back returns to the grid at once.
  await row.locator('[data-field="recordCount"]').click();
  await expect(page).toHaveURL(new RegExp(`/groups/${group.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${name} and ${name}` })).toBeVisible();
  await expect(page.getByText(/they differ in Company$/)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(row).toBeVisible();

  // So does the link in the row.
  await row.getByRole('link', { name: `${name} and ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/${group.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${name} and ${name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // D decides, tells what it decided, and opens the group after this one in the grid's order, not the first.
  const title = `${name} and ${name}`;
  const groupUrl = new RegExp(`/groups/${group.id}$`);
  const followingUrl = new RegExp(`/groups/${following.id}$`);
  const decideButton = page.getByRole('button', { name: 'Not a duplicate (D)' });
  await page.keyboard.press('d');
  await expect(page).toHaveURL(followingUrl);
  const decided = page.getByRole('alert').filter({ hasText: `Decided not duplicates: ${title}.` });
  await expect(decided).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Undo withdraws the verdict and comes back to the group, open for review again.
  await decided.getByRole('button', { name: 'Undo' }).click();
  await expect(page).toHaveURL(groupUrl);
  await expect(
    page.getByRole('alert').filter({ hasText: `Decision undone: ${title} are open for review again.` }),
  ).toBeVisible();
  await expect(decideButton).toBeEnabled();

  // The notice Back shows again cannot undo twice: it says why, in the service's words.
  await page.goBack();
  await expect(page).toHaveURL(followingUrl);
  await decided.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Undo failed' })).toContainText(
    'This group is open for review already',
  );
  await page.goForward();
  await expect(page).toHaveURL(groupUrl);

  // A skip by key goes on in the grid's order too, and its Undo comes back; so does Back.
  await expect(decideButton).toBeEnabled();
  await page.keyboard.press('s');
  await expect(page).toHaveURL(followingUrl);
  const skipped = page.getByRole('alert').filter({ hasText: `Skipped ${title}.` });
  await skipped.getByRole('button', { name: 'Undo' }).click();
  await expect(page).toHaveURL(groupUrl);
  await expect(page.getByRole('alert').filter({ hasText: `Skip undone: back to ${title}.` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(followingUrl);
  await page.goBack();
  await expect(page).toHaveURL(groupUrl);
  await expect(decideButton).toBeEnabled();
});
