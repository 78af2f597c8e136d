import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';

/** Wider content than the viewport means the page scrolls sideways on a phone. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('the home page on a 390 px phone has no horizontal scroll', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(page.viewportSize()?.width).toBe(390);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // The header's links move into the burger menu on a phone.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Flights' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('sign-in, registration and account pages fit a 390 px phone', async ({ page }) => {
  for (const path of ['/login', '/register', '/reset-account']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }
  await signIn(page, DEMO.agent.email);
  for (const path of [
    '/account',
    '/account/edit',
    '/account/frequentlyUsers',
    '/account/subusers',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }
});
