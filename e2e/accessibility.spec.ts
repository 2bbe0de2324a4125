import { expect, test, type Locator, type Page } from './support/fixtures';
import { apiPaths } from '../src/contract/api-paths';
import type { GroupPage } from '../src/contract/jobs';
import type { ReviewBatch } from '../src/contract/review-batches';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoAccountName } from './support/demo-data';
import { signIn } from './support/login';
import { finishedJob, getAsSteward, postAsSteward } from './support/steward-api';
import { USERS, type DemoUser } from './support/users';

/**
 * Searches a record type's page with one value, expands the first match of the named results table and opens its
 * record, checking the page after each step.
 */
async function checkSearchResults(
  page: Page,
  search: { field: string; value: string },
  tableName: string,
  breakdownTable: RegExp,
) {
  await page.getByRole('textbox', { name: search.field }).fill(search.value);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table', { name: tableName });
  await table
    .getByRole('button', { name: /^Score breakdown of / })
    .first()
    .click();
  await expect(page.getByRole('table', { name: breakdownTable })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await table
    .getByRole('button', { name: /^Open record / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test.describe('accessibility (WCAG 2.1 A/AA, serious and critical)', () => {
  // Each axe scan of a page with results takes seconds on a quiet machine; on a busy one, with the other suites
  // running beside this one, two scans took over 60 s (CI, the search page with results, on both tries).
  test.describe.configure({ timeout: 150_000 });

  test('the provider login page and the console sign-in page', async ({ page }) => {
    await page.goto('/scenarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the scenarios page with an expanded scenario and the open user menu', async ({ page }) => {
    await signIn(page, USERS.steward, '/scenarios');
    await page.getByRole('button', { name: 'Fields of Lead Default' }).click();
    await expect(page.getByRole('table', { name: 'Fields of Lead Default' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: USERS.steward.name }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the licence seat notice on the scenarios page', async ({ page }) => {
    await signIn(page, USERS.guest, '/scenarios');
    await expect(page.getByRole('alert')).toContainText('needs an API licence seat');
    await expectNoSeriousA11yViolations(page);
  });

  test('the search page with results, an expanded breakdown and an open record', async ({ page }) => {
    await signIn(page, USERS.steward, '/search?type=Lead');
    await checkSearchResults(
      page,
      { field: 'First Name', value: 'Jenny' },
      'Possible Lead duplicates',
      /^Lead Default fields of /,
    );
  });

  test('the search page with matches among another type, expanded and opened', async ({ page, baseURL }) => {
    const account = await demoAccountName(baseURL!);
    await signIn(page, USERS.steward, '/search?type=Lead');
    await checkSearchResults(
      page,
      { field: 'Company', value: account },
      'Matches among Accounts',
      /^Account Default fields of /,
    );
  });

  test('the search page with client and server errors at the fields', async ({ page }) => {
    await signIn(page, USERS.steward, '/search?type=Lead');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Enter at least one value to search with.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the upsert page with field errors and an outcome, and the record page with its history', async ({
    page,
  }) => {
    await signIn(page, USERS.steward, '/upsert?type=Lead');
    await page.getByRole('button', { name: 'Add related record' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Last Name is required for a Lead')).toBeVisible();
    await expect(page.getByText('Campaign ID is required for a Campaign Member')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Remove related record 1' }).click();
    const lastName = `Accessible${Date.now()}`;
    await page.getByRole('textbox', { name: /^Last Name/ }).fill(lastName);
    await page.getByRole('textbox', { name: /^Company/ }).fill('Inclusive Design Ltd');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const outcome = page.getByRole('region', { name: 'Outcome' });
    await expect(outcome.getByRole('alert')).toContainText('Lead created.');
    await expectNoSeriousA11yViolations(page);

    await outcome.getByRole('link', { name: lastName }).click();
    await expect(page.getByRole('region', { name: 'History' }).getByRole('article')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  for (const title of ['Search', 'Upsert', 'Address']) {
    test(`the ${title} page`, async ({ page }) => {
      await signIn(page, USERS.steward, `/${title.toLowerCase()}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

/** The widths the workbench is checked at: a desktop's, and a phone's, where its pages reflow. */
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** What the workbench's pages show: a finished Lead job, an open group of it, and a batch that decided another. */
interface Workbench {
  jobId: string;
  groupId: string;
  /** The records of a third group, which the merge page merges. */
  mergeIds: string[];
  batchId: string;
}

interface WorkbenchPage {
  title: string;
  /** The steward, unless the page has more to show another role. */
  user?: DemoUser;
  path: (workbench: Workbench) => string;
  /** What shows once the page has read its data. */
  shown: (page: Page) => Locator;
}

const WORKBENCH_PAGES: WorkbenchPage[] = [
  {
    title: 'Home with the admin figures',
    user: USERS.admin,
    path: () => '/',
    shown: (page) => page.getByRole('heading', { level: 2, name: 'Administration' }),
  },
  {
    title: 'the groups of a job',
    path: ({ jobId }) => `/jobs/${jobId}/groups`,
    shown: (page) => page.getByRole('grid', { name: 'Groups' }).locator('[data-field="records"] a').first(),
  },
  {
    title: 'the review queue',
    path: () => '/review?type=Lead',
    shown: (page) =>
      page.getByRole('grid', { name: 'Review queue' }).locator('[role="row"][data-id]').first(),
  },
  {
    title: 'a group’s review',
    path: ({ jobId, groupId }) => `/jobs/${jobId}/groups/${groupId}`,
    shown: (page) => page.getByRole('button', { name: 'Merge (M)' }).and(page.locator(':enabled')),
  },
  {
    title: 'the merge page',
    path: ({ mergeIds }) => `/merge?type=Lead&ids=${mergeIds.join(',')}`,
    shown: (page) => page.getByRole('button', { name: 'Merge', exact: true }).and(page.locator(':enabled')),
  },
  {
    title: 'the record browser',
    path: () => '/records/Lead',
    shown: (page) => page.getByRole('grid', { name: 'Leads' }).locator('[role="row"][data-id]').first(),
  },
  {
    title: 'the not-duplicates',
    path: () => '/not-duplicates',
    shown: (page) => page.getByRole('table', { name: 'Not-a-duplicate decisions' }),
  },
  {
    title: 'the sign-in locks',
    user: USERS.admin,
    path: () => '/admin/sign-in-locks',
    shown: (page) =>
      page.getByRole('table', { name: 'Sign-in locks' }).or(page.getByText('Nobody is locked out.')),
  },
  {
    title: 'a review batch’s summary',
    path: ({ jobId, batchId }) => `/jobs/${jobId}/groups?batch=${batchId}`,
    shown: (page) => page.getByRole('button', { name: 'Undo this batch' }),
  },
];

test.describe('the workbench’s pages (WCAG 2.1 A/AA, serious and critical)', () => {
  // Signing in, reading a page's data and scanning it take a while on a busy machine.
  test.describe.configure({ timeout: 150_000 });
  let workbench: Workbench;

  test.beforeAll(async ({ service }, testInfo) => {
    testInfo.setTimeout(180_000);
    const { baseURL } = service;
    const job = await finishedJob(baseURL, 'Lead');
    // The smallest groups: a merge page takes a handful of records.
    const { groups } = await getAsSteward<GroupPage>(
      baseURL,
      `${apiPaths.jobGroups(job.id)}?status=OPEN&minRecords=2&sort=size&order=asc&limit=3`,
    );
    const [reviewed, decided, merged] = groups;
    const batch = await postAsSteward<ReviewBatch>(baseURL, apiPaths.reviewBatches, {
      objectType: 'Lead',
      action: 'NOT_DUPLICATE',
      itemIds: [`JOB:${job.id}:${decided!.id}`],
    });
    await expect
      .poll(async () => (await getAsSteward<ReviewBatch>(baseURL, apiPaths.reviewBatch(batch.id))).status, {
        timeout: 60_000,
      })
      .toBe('DONE');
    workbench = { jobId: job.id, groupId: reviewed!.id, mergeIds: merged!.recordIds, batchId: batch.id };
  });

  for (const viewport of VIEWPORTS) {
    for (const { title, user = USERS.steward, path, shown } of WORKBENCH_PAGES) {
      test(`${title}, ${viewport.width} px wide`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await signIn(page, user, path(workbench));
        await expect(shown(page)).toBeVisible();
        // Reflow: nothing needs scrolling sideways; a grid or a wide table scrolls within itself.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
});
