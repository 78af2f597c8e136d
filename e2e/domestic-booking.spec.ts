import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
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
} from './support/booking';

/**
 * Issue 13 §2, §6: /book asks only what the trip needs. A US domestic round trip (JFK ⇄ LAX)
 * shows no passport fields and books and pays without one; an international one (JFK ⇄ LHR)
 * still asks for the passport. The rule is @travel/contracts/travel-documents, the API's own.
 */
test.describe.configure({ timeout: 150_000 });

const travellerGroup = (page: Page) => page.getByRole('group', { name: /^Adult 1/ });

/**
 * From the filled details to the issued tickets, whichever way /book takes the card: with the
 * details (then "Book and pay") or on a payment step after the order is made.
 */
async function bookAndPay(page: Page) {
  const cardOnForm = page.getByRole('group', { name: 'Card details' });
  if (await cardOnForm.isVisible()) await fillCard(page);
  await page
    .getByRole('button', { name: /^(Book and pay|Continue to seats and payment)$/ })
    .click();
  const skip = page.getByRole('button', { name: 'Skip seats and extras' });
  await skip.click({ timeout: 60_000 });
  const pay = page.getByRole('button', { name: /^Pay/ });
  await expect(pay).toBeVisible({ timeout: 30_000 });
  const cardNumber = page
    .getByRole('group', { name: 'Card details' })
    .getByRole('textbox', { name: /^Card number/ });
  if ((await cardNumber.count()) > 0 && (await cardNumber.inputValue()) === '') {
    await fillCard(page);
  }
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Your tickets are issued' })).toBeVisible({
    timeout: 60_000,
  });
}

test('a domestic booking without passport fields', async ({ page }) => {
  await draftRoundTrip(page, 1, { from: 'JFK', to: 'LAX' });
  await openBooking(page);
  const adult = travellerGroup(page);
  await expect(adult.getByText(/No passport needed/)).toBeVisible();
  await expect(adult.getByRole('textbox', { name: /^Passport number/ })).toHaveCount(0);
  await expect(adult.getByLabel(/^Passport expiry date/)).toHaveCount(0);
  await expect(adult.getByRole('combobox', { name: /^Nationality/ })).toHaveCount(0);
  await expect(adult.getByRole('combobox', { name: /^Passport issued in/ })).toHaveCount(0);
  // Autofill: the traveller's fields name their tokens, one section per traveller.
  await expect(adult.getByRole('textbox', { name: /^First name/ })).toHaveAttribute(
    'autocomplete',
    'section-traveller-1 given-name',
  );

  await fillTraveller(page, /^Adult 1/, ADA, passportNo());
  await fillContact(page, uniqueEmail('domestic'));
  await acceptTerms(page);
  await expectNoSeriousAxeViolations(page);
  await bookAndPay(page);
});

test('an international booking still asks for the passport', async ({ page }) => {
  await draftRoundTrip(page, 1, { from: 'JFK', to: 'LHR' });
  await openBooking(page);
  const adult = travellerGroup(page);
  await expect(adult.getByRole('textbox', { name: /^Passport number/ })).toBeVisible();
  await expect(adult.getByLabel(/^Passport expiry date/)).toBeVisible();
  await expect(adult.getByRole('combobox', { name: /^Nationality/ })).toBeVisible();
  await expect(adult.getByRole('combobox', { name: /^Passport issued in/ })).toBeVisible();
  await expect(adult.getByText(/No passport needed/)).toHaveCount(0);

  // Left blank, the passport is asked for by name before anything is sent.
  await adult.getByRole('textbox', { name: /^First name/ }).fill(ADA.first);
  await page
    .getByRole('button', { name: /^(Book and pay|Continue to seats and payment)$/ })
    .click();
  await expect(adult.getByText('Please fill in Passport number')).toBeVisible();
  await expect(adult.getByText('Please fill in Nationality')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
