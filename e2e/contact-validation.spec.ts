import { expect, test, type Page } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/login';
import { USERS } from './support/users';

/** The e-mail and phone panels of the Address page, beside address validation. */
const emailForm = (page: Page) => page.getByRole('form', { name: 'E-mail to validate' });
const emailField = (page: Page) => emailForm(page).getByRole('textbox', { name: 'E-mail address' });
const emailVerdict = (page: Page) => page.getByRole('group', { name: 'E-mail verdict' });
const phoneForm = (page: Page) => page.getByRole('form', { name: 'Phone number to validate' });
const phoneField = (page: Page) => phoneForm(page).getByRole('textbox', { name: 'Phone number' });
const phoneVerdict = (page: Page) => page.getByRole('group', { name: 'Phone verdict' });
/** A fact of a verdict: the description beside its term. */
const fact = (verdict: ReturnType<typeof emailVerdict>, term: string) =>
  verdict.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('E-mail and phone validation', () => {
  test('a misspelt e-mail domain is AMBER; its suggestion, taken over and validated, is GREEN', async ({
    page,
  }) => {
    await signIn(page, USERS.steward, '/address');
    await emailField(page).fill('ann.lee@gmial.com');
    await emailForm(page).getByRole('button', { name: 'Validate' }).click();
    await expect(emailVerdict(page)).toContainText('AMBER · check the suggestion');
    await expect(emailVerdict(page)).toContainText(
      'Likely a typo in the domain: did you mean ann.lee@gmail.com?',
    );

    await emailVerdict(page).getByRole('button', { name: 'Use suggestion: ann.lee@gmail.com' }).click();
    await expect(emailField(page)).toHaveValue('ann.lee@gmail.com');
    await expect(emailField(page)).toBeFocused();
    await emailForm(page).getByRole('button', { name: 'Validate' }).click();
    await expect(emailVerdict(page)).toContainText('GREEN · verified');
    await expect(fact(emailVerdict(page), 'Free mail provider')).toHaveText('Yes');
    await expect(emailVerdict(page).getByRole('button', { name: /^Use suggestion/ })).toHaveCount(0);
  });

  test('a national phone number read for the country chosen shows its E.164 form and type', async ({
    page,
  }) => {
    await signIn(page, USERS.steward, '/address');
    await phoneField(page).fill('020 7946 0018');
    await phoneForm(page)
      .getByRole('combobox', { name: /^Country/ })
      .fill('United Kingdom');
    await page.getByRole('option', { name: /^United Kingdom/ }).click();
    await phoneForm(page).getByRole('button', { name: 'Validate' }).click();
    await expect(phoneVerdict(page)).toContainText('GREEN · verified');
    await expect(fact(phoneVerdict(page), 'E.164')).toHaveText('+442079460018');
    await expect(fact(phoneVerdict(page), 'Type')).toHaveText('Fixed line');
    await expect(fact(phoneVerdict(page), 'Country')).toHaveText('United Kingdom (GB)');
  });

  test('a trunk 0 after the country code is corrected; the suggestion validates GREEN', async ({ page }) => {
    await signIn(page, USERS.steward, '/address');
    await phoneField(page).fill('+44 020 7946 0018');
    await phoneForm(page).getByRole('button', { name: 'Validate' }).click();
    await expect(phoneVerdict(page)).toContainText('AMBER · check the suggestion');
    await expect(phoneVerdict(page)).toContainText(
      'the trunk prefix 0 after the country code +44 was dropped',
    );
    await phoneVerdict(page).getByRole('button', { name: 'Use suggestion: +442079460018' }).click();
    await expect(phoneField(page)).toHaveValue('+442079460018');
    await phoneForm(page).getByRole('button', { name: 'Validate' }).click();
    await expect(phoneVerdict(page)).toContainText('GREEN · verified');
  });

  test('an empty field is shown at the field; the verdicts pass the accessibility check', async ({
    page,
  }) => {
    await signIn(page, USERS.steward, '/address');
    await emailForm(page).getByRole('button', { name: 'Validate' }).click();
    await expect(emailField(page)).toHaveAccessibleDescription('Enter an e-mail address.');
    await emailField(page).fill('ann@mailinator.com');
    await emailForm(page).getByRole('button', { name: 'Validate' }).click();
    await phoneField(page).fill('+1 415 555 267');
    await phoneForm(page).getByRole('button', { name: 'Validate' }).click();
    await expect(emailVerdict(page)).toContainText('AMBER · check the suggestion');
    await expect(fact(emailVerdict(page), 'Disposable')).toHaveText('Yes');
    await expect(phoneVerdict(page)).toContainText('RED · not verified');
    await expectNoSeriousA11yViolations(page);
  });
});
