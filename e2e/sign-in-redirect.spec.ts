import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, headerAccountLink, submitSignInForm } from './support/accounts';

test('/account while signed out goes to /login, and back to /account after sign-in', async ({
  page,
}) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await submitSignInForm(page, DEMO.customer.email, DEMO_PASSWORD);

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(`Hello, ${DEMO.customer.name}`)).toBeVisible();
  await expect(headerAccountLink(page, DEMO.customer.name)).toHaveAttribute('href', '/account');
});

test('a wrong password is refused with the spec message and no sign-in', async ({ page }) => {
  await page.goto('/login');
  await submitSignInForm(page, DEMO.customer.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('login wrong account or password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
