import { expect, test, type Page } from '@playwright/test';
import { headerAccountLink, signIn, submitSignInForm, uniqueEmail } from './support/accounts';
import { chooseOption } from './support/forms';

const FIRST_PASSWORD = 'First-Pass-2026';
const NEW_PASSWORD = 'Second-Pass-2026';

async function signOutFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/** Opens the local mailbox from the reset page's demo link and reads the newest code. */
async function readCodeFromMailbox(page: Page, email: string): Promise<string> {
  const [mailbox] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Demo: read the code in the local mailbox' }).click(),
  ]);
  await expect(mailbox).toHaveURL(new RegExp(`/mailbox\\?to=${encodeURIComponent(email)}`));
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Local mailbox' })).toBeVisible();
  const messages = mailbox.getByRole('list', { name: 'Messages, newest first' });
  // Newest first: the code just requested is the top message.
  await messages.getByRole('button').first().click();
  const message = mailbox.getByRole('article');
  await expect(message).toContainText(`To: ${email}`);
  const code =
    (
      await message
        .getByText(/^\d{6}$/)
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await mailbox.close();
  return code;
}

test('register, reset the password by emailed code, sign in, edit the profile, add a traveller', async ({
  page,
}) => {
  test.slow(); // one long journey: several argon2 hashes and page loads
  const email = uniqueEmail('journey');

  // Register: the whole form, role Neither (no school needed).
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create Account' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Ava');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Lindqvist');
  await form.getByRole('radio', { name: 'Female' }).check();
  await chooseOption(page, form, 'Country or region of citizenship', 'Sweden', 'Swed');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(FIRST_PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(FIRST_PASSWORD);
  await chooseOption(page, form, 'Month', 'March');
  await chooseOption(page, form, 'Day', '14');
  await chooseOption(page, form, 'Year', '1990', '1990');
  await form.getByRole('radio', { name: 'Neither' }).check();
  await form.getByRole('button', { name: 'Register' }).click();

  // Signed in at once: the name is in the header.
  await expect(page).toHaveURL(/\/account$/);
  await expect(headerAccountLink(page, 'Ava Lindqvist')).toBeVisible();
  await signOutFromHeader(page);

  // Reset the account: request a code, read it in the local mailbox, set a new password.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forget password' }).click();
  await expect(page).toHaveURL(/\/reset-account$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  const code = await readCodeFromMailbox(page, email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await submitSignInForm(page, email, FIRST_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('login wrong account or password');
  await signIn(page, email, NEW_PASSWORD);
  await expect(headerAccountLink(page, 'Ava Lindqvist')).toBeVisible();

  // Edit the profile: the new name shows in the header.
  await page.getByRole('link', { name: /^Profile/ }).click();
  await expect(page).toHaveURL(/\/account\/edit$/);
  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(profile.getByRole('textbox', { name: 'First name' })).toHaveValue('Ava');
  await profile.getByRole('textbox', { name: 'First name' }).fill('Ava-Maria');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(headerAccountLink(page, 'Ava-Maria Lindqvist')).toBeVisible();

  // Add a frequent traveller.
  await page.goto('/account/frequentlyUsers');
  await expect(page.getByText('No frequent travellers yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add traveller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add traveller' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Nils');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lindqvist');
  await chooseOption(page, dialog, 'Gender', 'Male');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Nils Lindqvist has been added.')).toBeVisible();
  const travellers = page.getByRole('table', { name: 'Your frequent travellers' });
  await expect(travellers.getByRole('rowheader', { name: 'Nils Lindqvist' })).toBeVisible();
  await page.reload();
  await expect(travellers.getByRole('rowheader', { name: 'Nils Lindqvist' })).toBeVisible();

  await signOutFromHeader(page);
  await expect(page).toHaveURL(/\/$/);
});
