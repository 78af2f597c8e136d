import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { DEMO, signIn } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { fillSandboxCard } from './support/sandbox-checkout';
import {
  ADA,
  acceptTerms,
  draftRoundTrip,
  fillContact,
  fillTraveller,
  openBooking,
  passportNo,
  submitBooking,
} from './support/booking';

/**
 * The hosted checkout (issue 12 §2): a reserved flight paid on the sandbox's secure payment
 * page (our own origin, no script), the webhook pays and tickets it, and the return page waits
 * for the order and links to it; the order reads issued.
 */
test.describe.configure({ timeout: 120_000 });

async function reserveFlight(page: Page): Promise<string> {
  await signIn(page, DEMO.customer.email);
  await draftRoundTrip(page, 1);
  await openBooking(page);
  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillContact(page, DEMO.customer.email);
  await acceptTerms(page);
  await page.getByRole('radio', { name: /Reserve and pay later/ }).check();
  await submitBooking(page, 'Reserve now, pay later', page.getByTestId('order-no'));
  await expect(page).toHaveURL(/\/book\/result\/[A-Z0-9-]+$/);
  return (await page.getByTestId('order-no').innerText()).trim();
}

test('a reserved flight paid through the hosted checkout page reads issued', async ({ page }) => {
  const orderNo = await reserveFlight(page);
  await page.goto(`/order/pay/${orderNo}`);
  await page.getByRole('button', { name: 'Skip seats and extras' }).click();
  await page.getByRole('button', { name: 'Or pay with card on a secure page' }).click();

  await expect(page).toHaveURL(/\/sandbox-checkout\/cs_test_[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Pay for your booking' })).toBeVisible();
  await expect(page.getByText(orderNo).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel and go back' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A declined card is said on the page; the session stays payable.
  await fillSandboxCard(page, SANDBOX_CARDS.visaDeclined);
  await page.getByRole('button', { name: /^Pay USD/ }).click();
  await expect(page.getByRole('alert')).toContainText('Payment refused');

  await fillSandboxCard(page, SANDBOX_CARDS.visaSuccess);
  // Keyboard: the form submits with Enter from its last field.
  await page.getByLabel('Name on card').press('Enter');

  await expect(page).toHaveURL(/\/checkout\/complete\?session_id=cs_test_/, { timeout: 60_000 });
  await expect(page.getByText('Ticket issued')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Paid\. Your booking is complete/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'View your booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-flight/${orderNo}$`));
  await expect(page.getByText('Issued', { exact: true }).first()).toBeVisible();
});

test('"Cancel and go back" charges nothing and offers to pay again', async ({ page }) => {
  const orderNo = await reserveFlight(page);
  await page.goto(`/order/pay/${orderNo}?step=pay`);
  await page.getByRole('button', { name: 'Or pay with card on a secure page' }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\/cs_test_/);
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?session_id=cs_test_\w+&cancelled=1$/);
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await page.getByRole('link', { name: 'Pay for your booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/pay/${orderNo}$`));
});
