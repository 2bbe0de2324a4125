import { expect, test, type Page } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { finishedJob } from './support/steward-api';
import { USERS } from './support/users';

const CARDS = [
  'Records',
  'Open for review',
  'Merges this week',
  'Latest duplicate rate',
  'Merges, undos and decisions per week',
  'Duplicate rate per job',
  'Validations per day',
  'Last job per record type',
];
const ADMIN_CARDS = ['Index builds', 'Licences in use', 'API calls per day'];

/** The dashboard as it opens after sign-in: the home page of every role, marked as such in the navigation. */
async function expectDashboard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page).toHaveTitle('Dashboard · Steward');
  const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
  await expect(home).toHaveAttribute('aria-current', 'page');
  for (const name of CARDS)
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('Dashboard', () => {
  test('a steward lands on the dashboard after a job, and its figures open the filtered lists behind them', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const job = await finishedJob(baseURL!, 'Lead');
    await signIn(page, USERS.steward);
    await expectDashboard(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Administration' })).toHaveCount(0);

    // What is stored, per type, before anything is reviewed: the demo's leads, opening their list.
    const stored = card(page, 'Records');
    await expect(stored.getByRole('link', { name: /^Leads: [\d,]+$/ })).toHaveAttribute(
      'href',
      '/records/Lead',
    );

    const open = card(page, 'Open for review');
    await expect(open).toContainText(/\d+ open items/);
    await expect(open.getByRole('link', { name: /^Leads: \d+$/ })).toBeVisible();
    await expect(
      card(page, 'Latest duplicate rate').getByRole('link', { name: /^Leads: \d+\.\d %$/ }),
    ).toBeVisible();
    const lastLead = card(page, 'Last job per record type')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Leads', exact: true }) });
    await expect(lastLead).toContainText('Done');
    await expect(lastLead.getByRole('link', { name: /groups of the Leads job$/ })).toHaveAttribute(
      'href',
      `/jobs/${job.id}/groups`,
    );
    // The line chart says in words what it draws.
    await expect(card(page, 'Duplicate rate per job')).toContainText(
      /Latest duplicate rate: .*Leads \d+\.\d %/,
    );
    await expectNoSeriousA11yViolations(page);

    await open
      .getByRole('link', { name: /^\d+ from jobs$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    await expect(page).toHaveURL(/\/review\?type=Lead&status=OPEN&source=JOB$/);

    await page.goBack();
    // The headline counts the merges that stand; the merges themselves open the audit trail.
    await expect(card(page, 'Merges this week')).toContainText(/\d+ merges? standing this week/);
    await card(page, 'Merges this week')
      .getByRole('link', { name: /^[\d,]+ merged$/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await expect(page).toHaveURL(/\/audit\?action=MERGE&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
    await expect(page.getByRole('combobox', { name: 'Operation' })).toHaveText('Merged');

    await page.goBack();
    await lastLead.getByRole('link', { name: /groups of the Leads job$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Groups of the Lead job' })).toBeVisible();
  });

  test('a viewer sees the dashboard, its figures as plain text and no admin figures', async ({ page }) => {
    await signIn(page, USERS.viewer);
    await expectDashboard(page);
    // Review and the audit trail need a steward: no link leads a viewer there; the records a viewer may read.
    const recordLinks = await card(page, 'Records').getByRole('link').count();
    expect(recordLinks).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(recordLinks);
    for (const name of ADMIN_CARDS) await expect(page.getByRole('heading', { name })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an admin sees the admin figures, and the licences figure opens the licences', async ({ page }) => {
    await signIn(page, USERS.admin);
    await expectDashboard(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Administration' })).toBeVisible();
    for (const name of ADMIN_CARDS) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(card(page, 'Index builds')).toContainText(/None running|running/);
    await expectNoSeriousA11yViolations(page);

    await card(page, 'Licences in use')
      .getByRole('link', { name: /licence seats assigned$/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
  });
});
