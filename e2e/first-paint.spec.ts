import { expect, test } from '@playwright/test';

/**
 * The first paint needs no JavaScript (issue 10 §1): with scripts off, the server's HTML alone
 * shows the header and the page's heading, with the build's styles (the sticky 64 px header).
 */
test.use({ javaScriptEnabled: false });

test('with JavaScript off: home and sign-in show the header and their heading', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Travel Outlet home' })).toBeVisible();
  await expect(banner).toHaveCSS('height', '64px');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Travel more, pay less' }),
  ).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'What would you like to book?' })).toBeVisible();

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // A page drawn from the API gets the shell: the header over the page's skeleton.
  await page.goto('/flights');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
