import { expect, type Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';

/** The sandbox's secure payment page (the hosted checkout, issue 12 §2), as a person fills it. */
export async function fillSandboxCard(page: Page, number: string) {
  await page.getByLabel('Card type').selectOption({ label: 'Visa' });
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption({ index: 4 });
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
}

/** Waits for the payment page, then pays with a card that pays, sent from the keyboard. */
export async function payOnSandboxPage(page: Page, number: string = SANDBOX_CARDS.visaSuccess) {
  await expect(page).toHaveURL(/\/sandbox-checkout\/cs_test_[A-Za-z0-9]+$/, { timeout: 30_000 });
  await fillSandboxCard(page, number);
  await page.getByLabel('Name on card').press('Enter');
}
