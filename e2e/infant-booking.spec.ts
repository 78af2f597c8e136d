import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { openPage } from './support/app';
import { expectNoSeriousAxeViolations } from './support/axe';
import {
  ADA,
  acceptTerms,
  bookForPayment,
  fillCard,
  fillContact,
  fillTraveller,
  openBooking,
  passportNo,
  type Traveller,
} from './support/booking';

/**
 * Issue 13 §1: a family with a lap infant, as Google Flights and Expedia book one. A one-way
 * JFK → LHR searched in the home form for an adult, a child whose age is chosen and a lap
 * infant; the fare chooser shows each traveller kind's price; /book has a form for each, the
 * child's headed with the age; seats are for the adult and the child only; paid with the test
 * card, the tickets page lists the infant as on a lap. Every step passes axe (nothing serious).
 */
test.describe.configure({ timeout: 180_000 });

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Someone born `years` and `months` before today (their age on a trip 3 months out). */
function bornAgo(years: number, months: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setMonth(date.getMonth() - months);
  return iso(date);
}

const CHILD: Traveller = {
  first: 'Kit',
  last: 'Lovelace',
  birthday: bornAgo(7, 1),
  gender: 'Male',
};
const INFANT: Traveller = {
  first: 'Ivy',
  last: 'Lovelace',
  birthday: bornAgo(0, 6),
  gender: 'Female',
};

async function chooseAirport(page: Page, label: 'From' | 'To', text: string, code: string) {
  const form = page.getByRole('form', { name: 'Flight search' });
  const input = form.getByLabel(label);
  await input.fill(text);
  await page
    .getByRole('option', { name: new RegExp(`\\(${code}\\)`) })
    .first()
    .click();
  await expect(input).toHaveValue(new RegExp(`^\\(${code}\\)`));
}

test('an adult, a child of 7 and a lap infant: search, fares, three forms, seats for two, paid', async ({
  page,
}) => {
  await openPage(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Flights' }).click();
  const form = page.getByRole('form', { name: 'Flight search' });
  await form.getByRole('radiogroup', { name: 'Trip type' }).getByText('One-way').click();
  await chooseAirport(page, 'From', 'jfk', 'JFK');
  await chooseAirport(page, 'To', 'lhr', 'LHR');

  // The travellers: a child with an age chosen, and a lap infant (one per adult).
  await form.getByRole('button', { name: /^Travellers: 1 adult, 0 children$/ }).click();
  await page.getByRole('button', { name: 'More Children' }).click();
  const age = page.getByRole('combobox', { name: /^Child 1 age/ });
  await expect(age).toBeVisible();
  await age.selectOption('7');
  const moreInfants = page.getByRole('button', { name: 'More Infants on lap' });
  await moreInfants.click();
  await expect(moreInfants).toBeDisabled();
  await expect(page.getByText(/^One lap infant per adult/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(
    form.getByRole('button', { name: /^Travellers: 1 adult, 1 child, 1 lap infant$/ }),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Search flights' }).click();

  // Results: the URL carries the party; the fare chooser prices each kind of traveller.
  await expect(page).toHaveURL(/infants=1/);
  await expect(page).toHaveURL(/childAges=7/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const nonstop = page.getByRole('checkbox', { name: /^Nonstop \(\d+\)$/ });
  if (!(await nonstop.isChecked())) await nonstop.check();
  await expect(cards.first().getByText(/^Total for 3 travellers/)).toBeVisible();
  await cards.first().getByRole('button', { name: 'Select' }).click();
  const fares = page.getByRole('dialog', { name: 'Choose your fare' });
  await expect(fares).toBeVisible({ timeout: 20_000 });
  await expect(fares.getByText(/^Per child/).first()).toBeVisible();
  await expect(fares.getByText(/^Per lap infant/).first()).toBeVisible();
  await expect(fares.getByText(/^Total for 3 travellers/).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const totalLine = fares.getByText(/^Total for 3 travellers/).first();
  const chosenTotal = /\$[\d,]+\.\d\d/.exec(await totalLine.innerText())?.[0] ?? '';
  expect(chosenTotal).not.toBe('');
  await fares
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  const moved = page.getByRole('dialog', { name: 'The price has changed' });
  await expect(async () => {
    expect(/\/book$/.test(page.url()) || (await moved.isVisible())).toBe(true);
  }).toPass({ timeout: 20_000 });
  const repriced = await moved.isVisible();
  if (repriced) await moved.getByRole('button', { name: 'Continue at the new price' }).click();
  await openBooking(page, { navigate: false });

  // /book: a form per traveller, the child headed with the age from the search.
  await expect(page.getByRole('group', { name: /^Child 1 · age 7/ })).toBeVisible();
  const infant = page.getByRole('group', { name: /^Infant on lap 1/ });
  await expect(infant).toBeVisible();
  await expect(infant.getByText(/Travels on an adult's lap/)).toBeVisible();
  // The price details list the infant's fare and taxes, and come to the fare chooser's total.
  await expect(page.getByText('Fare, 1 lap infant')).toBeVisible();
  await expect(page.getByText('Taxes, 1 lap infant')).toBeVisible();
  if (!repriced) await expect(page.getByTestId('book-total').first()).toHaveText(chosenTotal);
  await expectNoSeriousAxeViolations(page);

  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillTraveller(page, /^Child 1/, CHILD, passportNo());
  await fillTraveller(page, /^Infant on lap 1/, INFANT, passportNo());
  await fillContact(page, uniqueEmail('infant'));
  await acceptTerms(page);
  await bookForPayment(page);

  // Seats: the adult and the child only; the infant sits on the adult's lap.
  const seatTabs = page.getByRole('tablist', { name: 'Travellers' }).getByRole('tab');
  await expect(seatTabs).toHaveCount(2, { timeout: 20_000 });
  await expect(seatTabs.filter({ hasText: INFANT.first })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Skip seats and extras' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByText(/Infant \(on lap\) fare/).first()).toBeVisible();
  await fillCard(page);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/book\/result\/[A-Z0-9-]+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Your tickets are issued' })).toBeVisible({
    timeout: 30_000,
  });
  const tickets = page.getByRole('table', { name: 'Travellers and tickets' });
  const infantRow = tickets.getByRole('row', { name: /Ivy Lovelace/ });
  await expect(infantRow).toContainText('Infant (on lap)');
  await expect(infantRow).not.toContainText('Not issued yet');
  await expect(tickets.getByRole('row', { name: /Kit Lovelace/ })).toContainText('Child');
  await expectNoSeriousAxeViolations(page);
});
