import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

test.describe('axe finds no serious or critical violations', () => {
  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('register', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    // The citizenship list comes from the API; check the page once it has loaded.
    await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
  });

  test('account', async ({ page }) => {
    await signIn(page, DEMO.customer.email);
    await expect(page.getByText(`Hello, ${DEMO.customer.name}`)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
