import { expect, type Page } from '@playwright/test';
import { openPage } from './app';

/**
 * Steps of the hotel journey (issue 4 §4): the home Hotel tab searched the way a person would
 * (type a city, pick it, choose two nights on the calendar), and the booking form's guest and
 * contact fields.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "12 March 2027", the calendar's day names. */
const dayName = (date: Date) =>
  `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** The form's default check-in: three months from today, or that month's last day. */
export function defaultCheckIn(now: Date = new Date()): Date {
  const lastDay = new Date(now.getFullYear(), now.getMonth() + 4, 0).getDate();
  return new Date(now.getFullYear(), now.getMonth() + 3, Math.min(now.getDate(), lastDay));
}

const compact = (date: Date) =>
  `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;

/** Home → Hotel tab → `city` picked from the suggestions → two nights → search. */
export async function searchTwoNightsFromHome(page: Page, city: string) {
  await openPage(page, '/');
  await page.getByRole('tab', { name: 'Hotels' }).click();
  const form = page.getByRole('form', { name: 'Hotel search' });
  await form.getByLabel('Destination').fill(city);
  await page
    .getByRole('option', { name: new RegExp(`^${city}`) })
    .first()
    .click();
  await expect(form.getByLabel('Destination')).toHaveValue(new RegExp(city));

  const checkIn = defaultCheckIn();
  const checkOut = new Date(checkIn);
  checkOut.setDate(checkOut.getDate() + 2);
  await form.getByLabel('Check-in and check-out').click();
  await page.getByRole('button', { name: dayName(checkIn), exact: true }).click();
  await page.getByRole('button', { name: dayName(checkOut), exact: true }).click();
  await expect(form.getByText('2 nights')).toBeVisible();
  await form.getByRole('button', { name: 'Search hotels' }).click();
  return { checkIn: compact(checkIn), checkOut: compact(checkOut) };
}

/** One lead guest and the contact details on /hotel/{id}/book. */
export async function fillGuestAndContact(page: Page, email: string) {
  const guest = page.getByRole('group', { name: 'Lead guest' });
  await guest.getByRole('textbox', { name: /^First name/ }).fill('Emma');
  await guest.getByRole('textbox', { name: /^Last name/ }).fill('Collins');
  const contact = page.getByRole('group', { name: 'Contact details' });
  await contact.getByRole('textbox', { name: /^Contact name/ }).fill('Emma Collins');
  await contact.getByRole('textbox', { name: /^Email/ }).fill(email);
  await contact.getByRole('textbox', { name: /^Mobile phone/ }).fill('+44 20 7946 0000');
}
