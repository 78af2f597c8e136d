import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-place/at-all?x=1');

  await expect(page.getByRole('heading', { level: 1, name: '404 NOT FOUND' })).toBeVisible();
  // The shell is still there around it.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '404 NOT FOUND' })).toHaveCount(0);
});

test('an unknown API path stays a JSON 404, not the app page', async ({ request }) => {
  const res = await request.get('/api/no-such-call');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: 'notFound', data: null });
});
