import { expect, test } from '@playwright/test';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { DEMO, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  ADA,
  ALAN,
  acceptTerms,
  draftRoundTrip,
  fillCard,
  fillContact,
  fillTraveller,
  openBooking,
  passportNo,
} from './support/booking';

/**
 * Booking journeys (issue 3 §4, §8): a round trip LAX ⇄ SFO for two adults paid with a sandbox
 * card ends issued and shows under My orders; a visitor's declined card shows its message and
 * the order stays payable, then pays with another card.
 */
test.describe.configure({ timeout: 120_000 });

test('two adults pay with a sandbox card: issued, then in My orders', async ({ page }) => {
  await signIn(page, DEMO.customer.email);
  await draftRoundTrip(page, 2);
  await openBooking(page);
  await expectNoSeriousAxeViolations(page);

  // Sending nothing names the groups to check.
  await page.getByRole('button', { name: 'Book and pay' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Some details need your attention' });
  await expect(problems).toContainText('Please check passenger information');
  await expect(problems).toContainText('Please check payment information');

  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillTraveller(page, /^Adult 2/, ALAN, passportNo());
  await fillContact(page, DEMO.customer.email);
  await acceptTerms(page);
  await fillCard(page, SANDBOX_CARDS.visaSuccess);
  await page.getByRole('button', { name: 'Book and pay' }).click();

  // The progress messages come and go in a moment here; their order is a component test.
  await expect(page).toHaveURL(/\/book\/result\/[A-Z0-9-]+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Your tickets are issued' })).toBeVisible({
    timeout: 30_000,
  });
  const orderNo = (await page.getByTestId('order-no').innerText()).trim();
  const tickets = page.getByRole('table', { name: 'Travellers and tickets' });
  await expect(tickets.getByRole('row', { name: /Ada Lovelace/ })).not.toContainText(
    'Not issued yet',
  );
  await expect(tickets.getByRole('row', { name: /Alan Turing/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('banner').getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const row = page.getByRole('table', { name: 'Your flight orders' }).getByRole('row', {
    name: new RegExp(orderNo),
  });
  await expect(row).toContainText('Issued');
  await expect(row).toContainText('Ada Lovelace');
});

test('a visitor’s declined card shows its message and the order stays payable', async ({
  page,
}) => {
  const email = uniqueEmail('visitor');
  await draftRoundTrip(page, 1);
  await openBooking(page);
  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillContact(page, email);
  await acceptTerms(page);
  await fillCard(page, SANDBOX_CARDS.visaDeclined);
  await page.getByRole('button', { name: 'Book and pay' }).click();

  await expect(page.getByTestId('payment-error')).toHaveText(
    'Your card was declined (not authorised). Try another card.',
    { timeout: 60_000 },
  );
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('link', { name: 'View the booking' }).click();
  await expect(page).toHaveURL(/\/find-your-flight\/[A-Z0-9-]+$/);
  await expect(page.getByText('Awaiting payment').first()).toBeVisible();
  await page.getByRole('link', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/find-your-flight\/[A-Z0-9-]+\/pay$/);
  await fillCard(page, SANDBOX_CARDS.visaSuccess);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/book\/result\//, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Your tickets are issued' })).toBeVisible({
    timeout: 30_000,
  });
});
