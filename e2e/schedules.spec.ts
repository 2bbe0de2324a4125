import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { USERS } from './support/users';

test.describe('schedules', () => {
  test.setTimeout(180_000);

  test('a steward schedules a nightly job, reads its times in words, runs it now, pauses it and deletes it', async ({
    page,
  }) => {
    await signIn(page, USERS.steward);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
    await page.getByRole('link', { name: 'New schedule' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New schedule' })).toBeVisible();

    await page.getByLabel('Name').fill('Nightly leads');
    await page.getByLabel('Time zone').fill('Europe/Berlin');
    const when = page.getByLabel('When it runs');
    await expect(when).toContainText('At 02:00 (Europe/Berlin)');
    await expect(when.getByRole('listitem')).toHaveCount(5);
    await expect(when.getByRole('listitem').first()).toHaveText(/\d{4}, 02:00$/);
    // A slip in the expression is told before anything is saved.
    await page.getByLabel('Cron expression').fill('0 25 * * *');
    await expect(page.getByRole('alert').filter({ hasText: 'is not a cron expression' })).toBeVisible();
    await page.getByLabel('Cron expression').fill('30 1 * * 1-5');
    await expect(when).toContainText('At 01:30, Monday through Friday (Europe/Berlin)');
    await expect(page.getByLabel('New and changed records since the last run')).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save schedule' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Nightly leads is saved: it runs next');
    const table = page.getByRole('table', { name: 'Schedules' });
    const row = table.getByRole('row').filter({ hasText: 'Nightly leads' });
    await expect(row).toContainText('At 01:30, Monday through Friday (Europe/Berlin)');
    await expect(row).toContainText('Not run yet');
    await row.getByRole('button', { name: 'Run Nightly leads now' }).click();
    // The first run has none before it: it compares every lead.
    await expect(row).toContainText(/[\d,]+ records searched, [\d,]+ groups? found/, { timeout: 90_000 });
    await expect(row.getByRole('link', { name: 'Review its groups' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: 'Pause Nightly leads' }).click();
    await expect(row.getByText('Paused')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Resume Nightly leads' })).toBeVisible();

    await row.getByRole('link', { name: 'Nightly leads' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nightly leads' })).toBeVisible();
    await expect(page.getByLabel('Runs at its times (off: paused)')).not.toBeChecked();
    const history = page.getByRole('table', { name: 'Runs' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history).toContainText('By hand');
    await page.getByRole('button', { name: 'Run now' }).click();
    // Nothing changed since: the second run compares nothing.
    await expect(history.getByRole('row').nth(1)).toContainText('0 new or changed records searched', {
      timeout: 60_000,
    });
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    await page.getByRole('button', { name: 'Delete schedule' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Nightly leads?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Nightly leads is deleted');
    await expect(page.getByRole('table', { name: 'Schedules' })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByText('This schedule does not exist, or has been deleted.')).toBeVisible();
  });
});
