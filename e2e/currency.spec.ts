import { expect, test } from '@playwright/test';
import { openPage } from './support/app';

test('the currency choice (CNY) survives a reload', async ({ page }) => {
  await openPage(page, '/');
  const banner = page.getByRole('banner');
  const preferences = banner.getByRole('button', { name: /^Language and currency/ });
  await expect(preferences).toContainText('USD $');

  await preferences.click();
  const dialog = page.getByRole('dialog', { name: 'Language and currency' });
  await expect(dialog).toBeVisible();
  // The rate comes from GET /api/CurrencyConverter.
  await expect(dialog.getByText(/^1 USD = \d+\.\d{4} CNY/)).toBeVisible();
  await dialog.getByRole('radio', { name: /^CNY ¥/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(preferences).toContainText('CNY ¥');

  await page.reload();
  await expect(preferences).toContainText('CNY ¥');
  await preferences.click();
  await expect(dialog.getByRole('radio', { name: /^CNY ¥/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /^USD \$/ })).not.toBeChecked();
});
