import type { Locator, Page } from '@playwright/test';

/**
 * Picks an option of a Mantine Select by its label. Searchable selects get the text typed first
 * so long lists (countries, years) are narrowed the way a person would narrow them.
 */
export async function chooseOption(
  page: Page,
  scope: Locator | Page,
  label: string,
  option: string | RegExp,
  search?: string,
) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(search);
  const exact = typeof option === 'string';
  await page.getByRole('option', { name: option, exact }).first().click();
}
