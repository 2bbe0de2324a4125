import { expect, test, type Page } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import type { NotDuplicateList } from '../src/contract/decisions';
import type { GroupDetail, GroupPage, JobList } from '../src/contract/jobs';
import { randomPerson } from '../src/service/testing/random-person';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { createRecord, getAsSteward } from './support/steward-api';
import { USERS } from './support/users';

/** Starts a Lead job from the jobs page and waits for its groups link. */
async function runLeadJob(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Duplicate jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate jobs' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Duplicate jobs' });
  await expect(table.or(page.getByText('No job has run yet. Start one above.'))).toBeVisible();
  const rows = table.getByRole('row');
  const before = await rows.count();
  await page.getByRole('button', { name: 'Start job' }).click();
  // The newest job is the first row under the header; wait for it, and for it to be done.
  await expect(rows).toHaveCount(before === 0 ? 2 : before + 1);
  const review = rows.nth(1).getByRole('link', { name: /^Review \d+ groups$/ });
  await expect(review).toBeVisible({ timeout: 90_000 });
  return review;
}

/** The 18-character ids of the records a group page shows, master first as the page lists them. */
async function recordIdsOnGroupPage(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('table', { name: /^Records of the/ })
    .getByRole('columnheader')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => /([0-9A-Za-z]{18})$/.exec(href)![1]!);
}

test.describe('duplicate jobs and review', () => {
  test.setTimeout(240_000);

  test('a steward runs a job, merges the largest group picking a loser’s value, undoes it, and decides another group is no duplicates', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, USERS.steward);
    const review = await runLeadJob(page);
    await expectNoSeriousA11yViolations(page);

    await review.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Groups of the Lead job' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Groups' });
    // Each group opens by its records' names.
    const groupLinks = grid.locator('[data-field="records"]').getByRole('link');
    await expect(groupLinks.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Largest first: the grid's first row is the largest group.
    const listUrl = page.url();
    const names = (await groupLinks.first().textContent())!;
    await groupLinks.first().click();
    await expect(page.getByRole('heading', { level: 1, name: names })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Records of the group' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The master is the record whose "Make master" radio is checked; pick the first name of another record.
    const table = page.getByRole('table', { name: 'Records of the group' });
    await page.getByLabel('Differences only').uncheck();
    const ids = await recordIdsOnGroupPage(page);
    const masterHeader = table
      .getByRole('columnheader')
      .filter({ has: page.getByRole('radio', { name: /^Make .* the master$/, checked: true }) });
    const masterId = /([0-9A-Za-z]{18})$/.exec(
      (await masterHeader.getByRole('link').getAttribute('href'))!,
    )![1]!;
    const loserId = ids.find((id) => id !== masterId)!;
    const loserName = (await table.locator(`thead a[href$="/${loserId}"]`).textContent())!;
    const loserFirstName = table.getByRole('radio', { name: `First Name of ${loserName}: `, exact: false });
    const picked = (await loserFirstName.getAttribute('aria-label'))!.replace(/^.*?: /, '');
    await loserFirstName.check();
    await expect(loserFirstName).toBeChecked();
    const firstNameRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^First Name/ }) });
    await expect(firstNameRow.getByRole('cell').last()).toHaveText(picked);

    // "?" lists the keys; M asks, and Enter confirms, with nothing else pressed.
    await page.locator('body').press('?');
    const keys = page.getByRole('dialog', { name: 'Keys for reviewing' });
    await expect(keys).toContainText('Merge the records, after you confirm');
    await page.keyboard.press('Escape');
    await expect(keys).toHaveCount(0);
    await page.locator('body').press('m');
    const question = page.getByRole('dialog', { name: /^Merge \d records into / });
    await expect(question.getByRole('button', { name: 'Merge' })).toBeFocused();
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await page.keyboard.press('Enter');
    const merged = page.getByRole('region', { name: 'Merge done' });
    // One Undo at a time.
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(1);
    // The master is named, its name as merged, and links to its page.
    const master = merged.getByRole('link').first();
    await expect(master).toHaveAttribute('href', new RegExp(`/${masterId}$`));
    await expect(page.getByText('1 records')).toHaveCount(0);

    // The master as merged, and its merge undone from its page.
    await master.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Merges' })).toBeVisible();
    await expect(page.getByText(picked, { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /^Undo the merge of / }).click();
    await page
      .getByRole('dialog', { name: /^Undo the merge into / })
      .getByRole('button', { name: 'Undo merge' })
      .click();
    // Newest first: the record may carry a merge an earlier spec's batch made and undid.
    await expect(page.getByText(/undone by steward/).first()).toBeVisible();
    await page.goto(`/records/Lead/${loserId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Fields' })).toBeVisible();

    // Another group: not duplicates.
    await page.goto(listUrl);
    await groupLinks.nth(1).click();
    await expect(page.getByRole('table', { name: 'Records of the group' })).toBeVisible();
    const decided = await recordIdsOnGroupPage(page);
    // Read before the key: the page may already show the next group when the next line runs.
    const decidedGroup = page.url();
    await page.keyboard.press('d');
    await expect(page).not.toHaveURL(decidedGroup);

    // The next job keeps those records apart.
    await runLeadJob(page);
    const { jobs } = await getAsSteward<JobList>(baseURL!, apiPaths.jobs);
    const groups: GroupPage['groups'] = [];
    for (let offset = 0, total = 1; offset < total; offset += 200) {
      const listed = await getAsSteward<GroupPage>(
        baseURL!,
        `${apiPaths.jobGroups(jobs[0]!.id)}?limit=200&offset=${offset}`,
      );
      groups.push(...listed.groups);
      total = listed.total;
    }
    expect(groups.length).toBeGreaterThan(0);
    const together = groups.filter(
      (group) => decided.filter((id) => group.recordIds.includes(id)).length > 1,
    );
    expect(together).toEqual([]);

    // The decision is listed, and can be withdrawn.
    await page.getByRole('link', { name: 'pairs decided not duplicates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Not duplicates' })).toBeVisible();
    const [first, second] = [...decided].sort();
    const { decisions } = await getAsSteward<NotDuplicateList>(
      baseURL!,
      `${apiPaths.notDuplicates}?objectType=Lead`,
    );
    const decision = decisions.find((one) => one.recordId === first && one.otherId === second)!;
    const withdraw = page.getByRole('button', {
      name: `Withdraw the decision on ${decision.record.displayName} and ${decision.other.displayName}`,
    });
    await expect(withdraw).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await withdraw.click();
    await expect(withdraw).toHaveCount(0);
  });
});

test('a steward compares leads with contacts: a group of two types is decided, never merged', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const person = randomPerson();
  const lead = await createRecord(baseURL!, 'Lead', person);
  const contact = await createRecord(baseURL!, 'Contact', {
    FirstName: person.FirstName,
    LastName: person.LastName,
    Email: person.Email,
  });

  await signIn(page, USERS.steward);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Duplicate jobs' }).click();
  await page.getByRole('combobox', { name: 'Compare with' }).click();
  await page.getByRole('option', { name: 'Contact records' }).click();
  const table = page.getByRole('table', { name: 'Duplicate jobs' });
  await page.getByRole('button', { name: 'Start job' }).click();
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Lead with Contact');
  await expect(newest.getByRole('link', { name: /^Review \d+ groups$/ })).toBeVisible({ timeout: 90_000 });

  const jobs = await getAsSteward<JobList>(baseURL!, `${apiPaths.jobs}?objectType=Lead`);
  const job = jobs.jobs.find((one) => one.crossObjectType === 'Contact' && one.status === 'DONE')!;
  const groups = await getAsSteward<GroupPage>(baseURL!, `${apiPaths.jobGroups(job.id)}?limit=200`);
  const group = groups.groups.find((one) => one.recordIds.includes(lead))!;
  expect(group.recordIds).toContain(contact);

  await page.goto(`/jobs/${job.id}/groups/${group.id}`);
  await expect(
    page.getByText(/different types \(Lead and Contact\), so they cannot be merged/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Merge (M)' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Not a duplicate (D)' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/groups/${group.id}$`));
  const decided = await getAsSteward<GroupDetail>(baseURL!, apiPaths.jobGroup(job.id, group.id));
  expect(decided.group).toMatchObject({ status: 'NOT_DUPLICATE', reviewedBy: 'steward' });
});

test('a job started with auto-merge merges the groups at or above the score when it ends, and its batch undoes them', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, USERS.steward, '/jobs');
  await page.getByRole('combobox', { name: 'Merge automatically' }).click();
  await page.getByRole('option', { name: 'Groups scoring 98 or more' }).click();
  await expect(page.getByRole('combobox', { name: 'Master' })).toHaveText('Most complete record');
  // The demo's stewards have decided a handful of pairs at most: too few to trust, so it starts only once confirmed.
  const rehearsal = page.getByRole('region', { name: 'Rehearsal on your decisions' });
  await expect(rehearsal).toContainText(/^On \d+ decided pairs?: precision /);
  await expect(rehearsal).toContainText(/it rests on \d+ decided pairs, fewer than 50/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Start job' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'falls short' }).last()).toBeVisible();
  await rehearsal.getByLabel('Merge automatically all the same (recorded in the audit trail)').check();
  const rows = page.getByRole('table', { name: 'Duplicate jobs' }).getByRole('row');
  await page.getByRole('button', { name: 'Start job' }).click();
  const autoMerge = rows.nth(1).getByRole('link', { name: 'Auto-merge at 98 or more' });
  await expect(autoMerge).toBeVisible({ timeout: 120_000 });
  await autoMerge.click();

  const summary = page.getByRole('alert').filter({ hasText: / merged/ });
  await expect(summary).toContainText(/^\d+ merged/, { timeout: 120_000 });
  await expectNoSeriousA11yViolations(page);
  await summary.getByRole('button', { name: 'Undo this batch' }).click();
  await page
    .getByRole('dialog', { name: 'Undo this batch?' })
    .getByRole('button', { name: 'Undo the batch' })
    .click();
  // The undo answers once every merge is undone: on a busy machine that takes as long as the merges.
  await expect(summary).toContainText(/\d+ undone/, { timeout: 120_000 });
});
