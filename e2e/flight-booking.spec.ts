import { expect, test } from '@playwright/test';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { DEMO, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  ADA,
  ALAN,
  acceptTerms,
  addOneBag,
  chooseSeatsForEveryone,
  draftRoundTrip,
  fillCard,
  fillContact,
  fillTraveller,
  openBooking,
  passportNo,
} from './support/booking';
import { openPage } from './support/app';

/**
 * Booking journeys (issue 3 §4, §8): a round trip LAX ⇄ SFO for two adults paid with a sandbox
 * card ends issued and shows under My orders; a visitor's declined card shows its message and
 * the order stays payable, then pays with another card.
 */
test.describe.configure({ timeout: 120_000 });

test('the main journey: home Flight tab → nonstop fare → two adults with seats and a bag → issued in My orders', async ({
  page,
}) => {
  await signIn(page, DEMO.customer.email);
  // The home Flight tab: its default round trip LAX → SFO, two adults.
  await openPage(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Flights' }).click();
  const form = page.getByRole('form', { name: 'Flight search' });
  await expect(form.getByLabel('From')).toHaveValue('LAX');
  await expect(form.getByLabel('To')).toHaveValue('SFO');
  await form.getByRole('button', { name: /^Travellers: 1 adult, 0 children$/ }).click();
  await page.getByRole('button', { name: 'More Adults' }).click();
  await page.keyboard.press('Escape');
  await expect(
    form.getByRole('button', { name: /^Travellers: 2 adults, 0 children$/ }),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Search flights' }).click();

  // Results: nonstop only, then a fare of the first card.
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const nonstopLabel = await page.getByText(/^Nonstop \(\d+\)$/).innerText();
  await page.getByRole('checkbox', { name: nonstopLabel }).check();
  await expect(cards.first().getByText('Nonstop')).toHaveCount(2);
  await cards.first().getByRole('button', { name: 'Select' }).click();
  await page
    .getByRole('dialog', { name: 'Choose your fare' })
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  const moved = page.getByRole('dialog', { name: 'The price has changed' });
  await expect(async () => {
    expect(/\/book$/.test(page.url()) || (await moved.isVisible())).toBe(true);
  }).toPass({ timeout: 20_000 });
  if (await moved.isVisible()) {
    await moved.getByRole('button', { name: 'Continue at the new price' }).click();
  }
  await openBooking(page, { navigate: false });
  await expectNoSeriousAxeViolations(page);

  // Sending nothing names the groups to check.
  await page.getByRole('button', { name: 'Book and pay' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Some details need your attention' });
  await expect(problems).toContainText('Please check passenger information');
  await expect(problems).toContainText('Please check payment information');
  // The card's own messages are words, also when the payment section has not loaded yet.
  await expect(page.getByText('Please fill in Card number')).toBeVisible();

  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillTraveller(page, /^Adult 2/, ALAN, passportNo());
  await fillContact(page, DEMO.customer.email);
  await acceptTerms(page);
  await fillCard(page, SANDBOX_CARDS.visaSuccess);
  await page.getByRole('button', { name: 'Book and pay' }).click();

  // Booked: seats for both travellers on both flights, then one extra bag, then pay.
  await expect(page.getByRole('heading', { name: 'Seats and extras' })).toBeVisible({
    timeout: 60_000,
  });
  await expectNoSeriousAxeViolations(page);
  await chooseSeatsForEveryone(page, 2);
  await addOneBag(page);
  await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
  const price = page.getByRole('region', { name: 'Price details' });
  await expect(price.getByText(/^Seat · /)).toHaveCount(4);
  await expect(price.getByText(/^Extra service · /)).toHaveCount(1);
  await page.getByRole('button', { name: /^Pay \$/ }).click();

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
  // Issue 13 §5: My orders opens on upcoming trips; All orders lists the latest booking first
  // (the demo customer has many trips by now, so this one may be on a later Upcoming page).
  await expect(page.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'All orders' }).click();
  const row = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: orderNo, exact: true }) });
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
  await page.getByRole('button', { name: 'Skip seats and extras' }).click({ timeout: 60_000 });
  await page.getByRole('button', { name: /^Pay \$/ }).click();

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
  await page.getByRole('button', { name: 'Skip seats and extras' }).click();
  await fillCard(page, SANDBOX_CARDS.visaSuccess);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/book\/result\//, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Your tickets are issued' })).toBeVisible({
    timeout: 30_000,
  });
});
