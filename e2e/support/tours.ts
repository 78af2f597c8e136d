import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';
import { chooseOption } from './forms';

/** Tour and cruise journeys' shared steps (issue 14): search, pick, fill in, pay, hear back. */

export type TourKind = 'tour' | 'cruise';
const SEARCH_BUTTON: Record<TourKind, string> = {
  tour: 'Search tours',
  cruise: 'Search cruises',
};
const LIST_PATH: Record<TourKind, RegExp> = { tour: /\/tour\/list\?/, cruise: /\/Cruise\/list\?/ };

/**
 * The home page's Tour or Cruise tab: "All of Europe" and the `monthIndex`-th month on sale
 * (1 = the first), then the list. Returns the month chosen (YYYY-MM from the list's URL).
 */
export async function searchFromHome(page: Page, kind: TourKind, monthIndex: number) {
  await page.goto(kind === 'tour' ? '/' : '/?tab=cruise');
  const panel = page.getByRole('tabpanel');
  const destination = panel.getByRole('combobox', { name: 'Destination' });
  // The destinations arrive from /api/list; the month select fills in for the one chosen.
  await expect(destination.getByRole('option', { name: 'All of Europe' })).toBeAttached();
  await destination.selectOption({ label: 'All of Europe' });
  const month = panel.getByRole('combobox', { name: 'Departure month (optional)' });
  await expect(month.locator('option')).not.toHaveCount(1);
  await month.selectOption({ index: monthIndex });
  await panel.getByRole('button', { name: SEARCH_BUTTON[kind] }).click();
  await expect(page).toHaveURL(LIST_PATH[kind]);
  await expect(page.getByRole('heading', { level: 1, name: /in Europe/ })).toBeVisible();
  const departureDate = new URL(page.url()).searchParams.get('departureDate');
  if (!departureDate) throw new Error('the list opened without the month chosen');
  return departureDate;
}

/** The ids of the trips the list shows, in order, from their "View details" links. */
export async function listedTripIds(page: Page): Promise<string[]> {
  const links = page.getByRole('link', { name: /^View details of / });
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.split('/').pop()!.split('?')[0]!));
}

export async function tourInfo(request: APIRequestContext, kind: TourKind, id: string) {
  const reply =
    kind === 'tour'
      ? await request.post('/api/tourdetail', { data: { tourid: id } })
      : await request.get('/api/CustomizeCruiseDetail', { params: { id } });
  expect(reply.ok()).toBe(true);
  return (await reply.json()).data as TourInfo;
}

/**
 * The first listed trip with a departure in `month` that `fits` (the journeys want one that is
 * guaranteed to run, so the simulated operator confirms it, with places for the party).
 */
export async function pickListedTrip(
  page: Page,
  request: APIRequestContext,
  kind: TourKind,
  month: string,
  fits: (info: TourInfo, departure: TourDeparture) => boolean,
) {
  for (const id of await listedTripIds(page)) {
    const info = await tourInfo(request, kind, id);
    const departure = info.departures.find((d) => d.date.startsWith(month) && fits(info, d));
    if (departure) return { info, departure };
  }
  throw new Error(`no ${kind} on the list's first page fits the journey in ${month}`);
}

/** "Thu, Feb 18": how the departures calendar starts a departure's label. */
export const departureLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function fillTourist(page: Page, legend: string, first: string, birthday: string) {
  const set = page.locator('fieldset', { hasText: legend });
  await set.getByLabel('First name').fill(first);
  await set.getByLabel('Last name').fill('Lovelace');
  await chooseOption(page, set, 'Gender', 'Female');
  await set.getByLabel('Date of birth').fill(birthday);
  await chooseOption(page, set, 'Nationality', 'France', 'Fran');
}

async function fillFlight(page: Page, legend: string, date: string, time: string) {
  const set = page.locator('fieldset', { hasText: legend }).last();
  await set.getByLabel('Airport').fill('CDG');
  await set.getByLabel('Flight date').fill(date);
  await set.getByLabel('Flight number').fill('AF123');
  await set.getByLabel('Flight time').fill(time);
}

/** Contact, both flights around the trip, the insurance choice and the terms. */
export async function fillContactAndTrip(
  page: Page,
  { email, from, to, insurance }: { email: string; from: string; to: string; insurance: string },
) {
  const contact = page.locator('fieldset', { hasText: 'Contact person' });
  await contact.getByLabel('First name').fill('Ada');
  await contact.getByLabel('Last name').fill('Lovelace');
  await contact.getByRole('textbox', { name: 'Phone' }).fill('612345678');
  await contact.getByLabel('Email').fill(email);
  await fillFlight(page, 'Arrival flight', shiftDays(from, -1), '09:30');
  await fillFlight(page, 'Departure flight', shiftDays(to, 1), '18:05');
  await page.getByLabel(insurance).check();
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
}

/**
 * The operator's answer as the traveller gets it: the mail in the local mailbox (the e2e server
 * has the simulated operator answer 20 s after payment and its job run every few seconds).
 */
export async function readOperatorMail(request: APIRequestContext, email: string) {
  let subject = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/Mailbox', { params: { to: email, limit: 5 } });
        if (res.status() !== 200) return '';
        const messages = (await res.json()).data as { subject: string }[];
        subject = messages.find((m) => /^(Confirmed|Not confirmed)/.test(m.subject))?.subject ?? '';
        return subject;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .not.toBe('');
  return subject;
}
