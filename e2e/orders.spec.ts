import { expect, test } from '@playwright/test';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { DEMO, signIn } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  ADA,
  acceptTerms,
  draftRoundTrip,
  fillCard,
  fillContact,
  fillTraveller,
  openBooking,
  passportNo,
  submitBooking,
} from './support/booking';

/**
 * Orders journeys (issue 3 §4–§5, §8): reserve and pay later, then pay from /order/pay; the
 * order detail shows the deadline, and My orders filters by status.
 */
test.describe.configure({ timeout: 120_000 });

test('reserve and pay later, then pay from /order/pay', async ({ page }) => {
  await signIn(page, DEMO.customer.email);
  await draftRoundTrip(page, 1);
  await openBooking(page);
  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillContact(page, DEMO.customer.email);
  await acceptTerms(page);
  await page.getByRole('radio', { name: /Reserve and pay later/ }).check();
  await expect(page.getByRole('group', { name: 'Card details' })).toHaveCount(0);
  await submitBooking(page, 'Reserve now, pay later', page.getByTestId('order-no'));

  await expect(page).toHaveURL(/\/book\/result\/[A-Z0-9-]+$/);
  await expect(page.getByRole('heading', { name: 'Your seats are reserved' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(29|30):\d\d left$/);
  const orderNo = (await page.getByTestId('order-no').innerText()).trim();

  // My orders: the unpaid filter (on All orders, issue 13 §5) finds it; its detail counts down
  // and offers Pay now.
  await page.goto('/orders');
  await page.getByRole('tab', { name: 'All orders' }).click();
  await page
    .getByRole('textbox', { name: 'Status' })
    .or(page.getByRole('combobox', { name: 'Status' }))
    .first()
    .click();
  await page.getByRole('option', { name: 'Awaiting payment' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/orderStatus=unPay/);
  const row = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: orderNo, exact: true }) });
  await expect(row).toContainText('Awaiting payment');
  await row.getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/order-flight/${orderNo}$`));
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(new RegExp(`/order/pay/${orderNo}$`));
  // Seats and extras come before the card on the payment page too, and can be skipped.
  await expect(page.getByRole('heading', { name: 'Seats and extras' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Card details' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Skip seats and extras' }).click();
  await fillCard(page, SANDBOX_CARDS.visaSuccess);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(new RegExp(`/book/result/${orderNo}$`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Your tickets are issued' })).toBeVisible({
    timeout: 30_000,
  });

  await page.goto(`/order/pay/${orderNo}`);
  await expect(page.getByText('This order cannot be paid')).toBeVisible();
});

test('cancel a reserved order from its detail page', async ({ page }) => {
  await signIn(page, DEMO.customer.email);
  await draftRoundTrip(page, 1);
  await openBooking(page);
  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillContact(page, DEMO.customer.email);
  await acceptTerms(page);
  await page.getByRole('radio', { name: /Reserve and pay later/ }).check();
  await submitBooking(page, 'Reserve now, pay later', page.getByTestId('order-no'));
  await expect(page).toHaveURL(/\/book\/result\/[A-Z0-9-]+$/);
  const orderNo = (await page.getByTestId('order-no').innerText()).trim();
  await page.getByRole('link', { name: 'View order details' }).click();

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

  // Issue 13 §5: My orders has it a tab away from upcoming trips, under Cancelled.
  await page.getByRole('banner').getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page).toHaveURL(/\/orders\?tab=cancelled$/);
  const card = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: orderNo, exact: true }) });
  await expect(card).toContainText('Cancelled');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Cancelled', selected: true })).toBeVisible();
  await expect(card).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('booking, result and order pages fit a 390 px phone', async ({ page }) => {
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.customer.email);
  await draftRoundTrip(page, 1);
  await openBooking(page);
  expect(await overflow(), '/book').toBeLessThanOrEqual(0);
  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillContact(page, DEMO.customer.email);
  await acceptTerms(page);
  await page.getByRole('radio', { name: /Reserve and pay later/ }).check();
  await submitBooking(page, 'Reserve now, pay later', page.getByTestId('order-no'));
  await expect(page).toHaveURL(/\/book\/result\/[A-Z0-9-]+$/);
  await expect(page.getByRole('heading', { name: 'Your seats are reserved' })).toBeVisible();
  expect(await overflow(), 'result').toBeLessThanOrEqual(0);
  const orderNo = (await page.getByTestId('order-no').innerText()).trim();

  // Upcoming trips (the default tab) fit too; All orders has this booking first.
  await page.goto('/orders');
  await expect(page.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your orders' })).toBeVisible();
  expect(await overflow(), '/orders').toBeLessThanOrEqual(0);
  for (const path of ['/orders?tab=all', `/order-flight/${orderNo}`, `/order/pay/${orderNo}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(orderNo).filter({ visible: true }).first()).toBeVisible();
    expect(await overflow(), path).toBeLessThanOrEqual(0);
  }
  await expectNoSeriousAxeViolations(page);
});
