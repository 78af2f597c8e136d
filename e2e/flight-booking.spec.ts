import { expect, test } from '@playwright/test';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { DEMO, signIn } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  ADA,
  ALAN,
  acceptTerms,
  addOneBag,
  bookForPayment,
  chooseSeatsForEveryone,
  fillCard,
  fillContact,
  fillTraveller,
  openBooking,
  passportNo,
} from './support/booking';
import { openPage } from './support/app';

/**
 * The main booking journey (issue 3 §4, §8; issue 13 §2): a round trip LAX ⇄ SFO for two adults,
 * booked (its number shown at once), seats and a bag chosen, then paid with a sandbox card on
 * the payment step; it ends issued and shows under My orders. A refused card, a reload in the
 * middle of booking and every step's accessibility are e2e/booking-resume.spec.ts.
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

  // Results: nonstop only, then a fare of the first card. A round trip's two flights are one
  // card or (issue 13 §3) chosen one after the other, outbound then return: either way, nonstop.
  const cards = page.getByRole('article');
  const fares = page.getByRole('dialog', { name: 'Choose your fare' });
  const returnStep = page.getByRole('heading', { name: 'Choose your return flight' });
  const nonstopOnly = async () => {
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    const nonstop = page.getByRole('checkbox', { name: /^Nonstop \(\d+\)$/ });
    if (!(await nonstop.isChecked())) await nonstop.check();
    await expect(cards.first().getByText('Nonstop').first()).toBeVisible();
    await expect(cards.first().getByText(/\d+ stops?$/)).toHaveCount(0);
  };
  await nonstopOnly();
  await cards.first().getByRole('button', { name: 'Select' }).click();
  await expect(fares.or(returnStep)).toBeVisible({ timeout: 20_000 });
  if (await returnStep.isVisible()) {
    await nonstopOnly();
    await cards.first().getByRole('button', { name: 'Select' }).click();
  }
  await fares
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

  // Sending nothing names the groups to check; the card is asked later, on the payment step.
  await expect(page.getByRole('group', { name: 'Card details' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to seats and payment' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Some details need your attention' });
  await expect(problems).toContainText('Please check passenger information');
  await expect(problems).toContainText('Please accept the fare rules and terms');
  await expectNoSeriousAxeViolations(page);

  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillTraveller(page, /^Adult 2/, ALAN, passportNo());
  await fillContact(page, DEMO.customer.email);
  await acceptTerms(page);
  const bookedNo = await bookForPayment(page);

  // Booked (its number shown): seats for both travellers on both flights, then one extra bag.
  await expectNoSeriousAxeViolations(page);
  await chooseSeatsForEveryone(page, 2);
  await addOneBag(page);
  // Then the payment step: the price lines carry the seats and the bag, beside the card.
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/book\\?order=${bookedNo}&step=pay$`));
  const price = page.getByRole('region', { name: 'Price details' });
  await expect(price.getByText(/^Seat · /)).toHaveCount(4);
  await expect(price.getByText(/^Extra service · /)).toHaveCount(1);
  await fillCard(page, SANDBOX_CARDS.visaSuccess);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

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
