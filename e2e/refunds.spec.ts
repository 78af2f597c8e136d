import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { DEMO, signIn } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  ADA,
  acceptTerms,
  bookForPayment,
  draftRoundTrip,
  fillCard,
  fillContact,
  fillTraveller,
  openBooking,
  passportNo,
  skipExtrasAndPay,
} from './support/booking';
import { fillGuestAndContact, searchTwoNightsFromHome } from './support/hotels';

/**
 * Cancelling after payment (issue 12): the cancel dialog shows the refund quote before anything
 * happens, the confirm button names the amount, and afterwards the order reads Refunded with the
 * refund among its payments and paid − refunded = net under them.
 */
test.describe.configure({ timeout: 150_000 });

/** Cancel booking → the quote → confirm; returns the amount the quote promised. */
async function cancelOnQuote(page: Page, rule: RegExp): Promise<string> {
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByRole('table', { name: 'Refund details' })).toBeVisible();
  await expect(dialog.getByText(rule).first()).toBeVisible();
  await expect(dialog.getByText(/^This refund holds until /)).toBeVisible();
  const total = dialog.getByTestId('refund-total');
  await expect(total).toContainText('You get back');
  const amount = (await total.innerText()).replace('You get back', '').trim();
  expect(amount).toMatch(/^\$[\d,]+\.\d\d$/);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: `Cancel and refund ${amount}` }).click();
  await expect(dialog).toBeHidden();
  return amount;
}

/** The order page after a full refund: the badge, the refund row and paid − refunded = net. */
async function expectRefunded(page: Page, amount: string) {
  // The status badge itself ("Refunded" is also a payment outcome and a money label below).
  await expect(page.locator('[data-status]').first()).toHaveText('Refunded');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('row', { name: /^Refund to / })).toContainText(`-${amount}`);
  await expect(payments.getByTestId('order-money')).toHaveText(
    `Paid${amount}Refunded${amount}Net paid$0.00`,
  );
}

test('an issued flight cancelled within 24 hours shows the refund and the order reads refunded', async ({
  page,
}) => {
  await signIn(page, DEMO.customer.email);
  // Departure three months out: the 24-hour free cancellation applies.
  await draftRoundTrip(page, 1);
  await openBooking(page);
  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillContact(page, DEMO.customer.email);
  await acceptTerms(page);
  // Issue 13 §2: /book books first, then (seats and extras skipped) pays on its payment step.
  await bookForPayment(page);
  await skipExtrasAndPay(page, SANDBOX_CARDS.visaSuccess);
  await expect(page).toHaveURL(/\/book\/result\/[A-Z0-9-]+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Your tickets are issued' })).toBeVisible({
    timeout: 30_000,
  });
  const orderNo = (await page.getByTestId('order-no').innerText()).trim();

  await page.getByRole('link', { name: 'View order details' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-flight/${orderNo}$`));
  const amount = await cancelOnQuote(page, /^Free cancellation within 24 hours of booking/);
  await expect(
    page.getByText(`Order ${orderNo} is cancelled. ${amount} is on its way back`),
  ).toBeVisible();
  await expectRefunded(page, amount);

  // My orders reads the same under its Cancelled tab (issue 13 §5), with no Cancel left.
  await page.goto('/orders?tab=cancelled');
  const card = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: orderNo, exact: true }) });
  await expect(card).toContainText('Refunded');
  await expect(card.getByRole('button')).toHaveCount(0);
});

test('a refundable hotel stay cancelled before its deadline is refunded in full', async ({
  page,
}) => {
  await signIn(page, DEMO.customer.email);
  // Check-in three months out: far before the rate's free-cancellation deadline.
  await searchTwoNightsFromHome(page, 'London');
  const markers = page.locator('.hotel-map-marker[data-hotel-id]');
  await expect(markers.first()).toBeVisible({ timeout: 30_000 });
  const hotelId = await markers.first().getAttribute('data-hotel-id');
  await page.locator(`a[href^="/hotel/${hotelId}?"]`).first().click();
  await page.getByRole('tab', { name: 'Rooms' }).click();
  // Every hotel sells a refundable rate; its Book link names the policy.
  await page
    .getByRole('link', { name: /^Book .*, Refundable$/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/hotel/${hotelId}/book\\?.*room=`));
  await fillGuestAndContact(page, DEMO.customer.email);
  await fillCard(page);
  await page.getByRole('checkbox', { name: /I accept the rules of this rate/ }).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/hotel\/book-detail\?orderNo=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your stay is confirmed' })).toBeVisible();
  const orderNo = (await page.getByTestId('order-no').innerText()).trim();

  await page.goto(`/order-hotel/${orderNo}`);
  await expect(page.getByRole('heading', { name: 'Hotel booking' })).toBeVisible();
  const amount = await cancelOnQuote(page, /^Free cancellation: everything you paid is returned/);
  await expectRefunded(page, amount);
});
