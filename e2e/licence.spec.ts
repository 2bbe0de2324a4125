import { expect, test } from './support/fixtures';
import { signIn } from './support/login';
import { USERS } from './support/users';

test('a user without an API licence seat sees why the scenarios cannot be shown', async ({ page }) => {
  await signIn(page, USERS.guest, '/scenarios');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('No API licence');
  await expect(alert).toContainText(
    'Your account has no API licence. Ask an administrator to assign you a licence seat.',
  );
  await expect(page.getByRole('table', { name: 'Lead scenarios' })).toHaveCount(0);
  // A missing licence is not transient, so no retry is offered.
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
