import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { uniqueEmail } from './support/accounts';
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
} from './support/booking';

/**
 * Issue 13 §2, /book's flow once the order exists: its number is shown and mailed at once (pay
 * now too); a refused card keeps what was typed except the number and security code, and paying
 * again pays the same order without the seat map; a reload or a new tab resumes the order at
 * its step and never books again; /book with nothing to book says so. Every step is checked
 * with axe (form, seats and extras, payment, progress, refused card, result, empty).
 */
test.describe.configure({ timeout: 150_000 });

/**
 * Holds matching requests back a moment, so a dialog that shows while one runs can be read. The
 * release waits for a request still held: unrouting under it makes Playwright answer it first,
 * and the held `continue` then fails with "Route is already handled".
 */
async function slowDown(page: Page, url: string, ms: number): Promise<() => Promise<void>> {
  const held = new Set<Promise<void>>();
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    const passing = (async () => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    })();
    held.add(passing);
    return passing.finally(() => held.delete(passing));
  };
  await page.route(url, handler);
  return async () => {
    await Promise.allSettled([...held]);
    await page.unroute(url, handler);
  };
}

/** A visitor's round trip for one adult, up to the moment the order is made. */
async function bookAsVisitor(page: Page, email: string): Promise<string> {
  await draftRoundTrip(page, 1);
  await openBooking(page);
  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillContact(page, email);
  await acceptTerms(page);
  return bookForPayment(page);
}

/** The messages the local mailbox holds for `email`, newest first. */
async function mailsTo(page: Page, email: string) {
  const res = await page.request.get('/api/Mailbox', { params: { to: email, limit: 10 } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { kind: string; subject: string; text: string }[];
}

test('a refused card, then a retry with a new number only, pays the same order', async ({
  page,
}) => {
  const email = uniqueEmail('refused');
  await draftRoundTrip(page, 1);
  await openBooking(page);
  await expectNoSeriousAxeViolations(page);
  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillContact(page, email);
  await acceptTerms(page);

  // Booking: the progress dialog (held open a moment to be read), then the order's first step.
  const bookedSlowly = await slowDown(page, '**/api/Book', 1500);
  await page.getByRole('button', { name: 'Continue to seats and payment' }).click();
  const progress = page.getByRole('dialog', { name: 'Your booking' });
  await expect(progress.getByText('Creating order…').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await bookedSlowly();
  await expect(page.getByRole('heading', { name: 'Seats and extras' })).toBeVisible({
    timeout: 60_000,
  });
  const orderNo = (await page.getByTestId('order-no').innerText()).trim();
  await expect(page.getByText(`We have e-mailed this booking number to ${email}.`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Its number is mailed as soon as it exists, before any payment (pay now too).
  await expect
    .poll(async () => (await mailsTo(page, email)).some((m) => m.subject.includes(orderNo)))
    .toBe(true);

  await page.getByRole('button', { name: 'Skip seats and extras' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await fillCard(page, SANDBOX_CARDS.visaDeclined);
  await expectNoSeriousAxeViolations(page);
  // On a desktop the price details stay in view beside the card form as it scrolls.
  await page.getByRole('textbox', { name: /^Post code/ }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Price details' })).toBeInViewport();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Refused: the reason, the order kept; the number and code cleared, the rest as typed.
  await expect(page.getByTestId('payment-error')).toHaveText(
    'Your card was declined (not authorised). Try another card.',
    { timeout: 60_000 },
  );
  await expect(page.getByText(`Your booking ${orderNo} is kept until the deadline.`)).toBeVisible();
  const card = page.getByRole('group', { name: 'Card details' });
  const number = card.getByRole('textbox', { name: /^Card number/ });
  await expect(number).toBeFocused();
  await expect(number).toHaveValue('');
  await expect(card.getByRole('textbox', { name: /^Security code/ })).toHaveValue('');
  await expect(card.getByRole('textbox', { name: /^Name on card/ })).toHaveValue('Ada Lovelace');
  await expect(card.getByRole('textbox', { name: /^Street address/ })).toHaveValue(
    '1 Analytical Row',
  );
  await expect(card.getByRole('textbox', { name: /^Post code/ })).toHaveValue('N1 9GU');
  await expectNoSeriousAxeViolations(page);

  // Paying again: the number and its code, nothing else; the same order, no seat map again.
  await number.fill(SANDBOX_CARDS.visaSuccess);
  await card.getByRole('textbox', { name: /^Security code/ }).fill('123');
  const paidSlowly = await slowDown(page, '**/api/Payment', 1500);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(progress.getByText('Paying…').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await paidSlowly();
  await expect(page).toHaveURL(new RegExp(`/book/result/${orderNo}$`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Your tickets are issued' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousAxeViolations(page);
});

test('a reload or a new tab in the middle of booking resumes the order and never books again', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('resume');
  // Orders made: a booking refused for a moved price (409, then pressed again) makes none.
  const bookCalls: string[] = [];
  page.on('response', (reply) => {
    const request = reply.request();
    if (request.method() === 'POST' && request.url().endsWith('/api/Book') && reply.ok()) {
      bookCalls.push(request.url());
    }
  });
  const orderNo = await bookAsVisitor(page, email);

  // A reload on seats and extras: the same order at the same step.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Seats and extras' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('order-no')).toHaveText(orderNo);
  await page.getByRole('button', { name: 'Skip seats and extras' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();

  // A reload on the payment step, and /book itself: the payment step again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/book\\?order=${orderNo}&step=pay$`));
  await page.goto('/book');
  await expect(page).toHaveURL(new RegExp(`/book\\?order=${orderNo}&step=pay$`));
  await expect(page.getByTestId('order-no')).toHaveText(orderNo);

  // A new tab (the booking email was this tab's): the visitor gives the email, then goes on.
  const tab = await context.newPage();
  await tab.goto('/book');
  await expect(tab.getByRole('heading', { name: `Continue booking ${orderNo}` })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousAxeViolations(tab);
  await tab.getByRole('textbox', { name: /^Email/ }).fill(email);
  await tab.getByRole('button', { name: 'Continue' }).click();
  await expect(tab.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(tab.getByTestId('order-no')).toHaveText(orderNo);

  // On a phone the total to pay stays beside the Pay button while the card form scrolls.
  await tab.setViewportSize({ width: 390, height: 844 });
  const pay = tab.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeInViewport();
  await expect(tab.getByText('Total to pay')).toBeInViewport();
  await tab.getByRole('textbox', { name: /^Name on card/ }).scrollIntoViewIfNeeded();
  await expect(pay).toBeInViewport();
  await expect(tab.getByText('Total to pay')).toBeInViewport();
  await expectNoSeriousAxeViolations(tab);

  await fillCard(tab, SANDBOX_CARDS.visaSuccess);
  await pay.click();
  await expect(tab).toHaveURL(new RegExp(`/book/result/${orderNo}$`), { timeout: 60_000 });
  await expect(tab.getByRole('heading', { name: 'Your tickets are issued' })).toBeVisible({
    timeout: 30_000,
  });
  expect(bookCalls).toHaveLength(1);

  // Done: /book has nothing left to resume and says so, with a way to search.
  await tab.goto('/book');
  await expect(tab.getByRole('heading', { name: 'Nothing to book yet' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(tab.getByRole('link', { name: 'Search flights' })).toHaveAttribute(
    'href',
    '/?tab=flight',
  );
  await expectNoSeriousAxeViolations(tab);
  await tab.close();
});
