import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openPage } from './support/app';

/**
 * The flight search journey (issue 3 §3): the home Flight tab searches its default round trip
 * LAX → SFO, the results filter to nonstop flights, a fare is chosen and pre-booked, and the
 * traveller lands on /book with the booking draft stored. Then a multi-city search built in
 * the form shows results, and the results fit a phone screen with the filters in a drawer.
 */

/** The calendar's own label of a day: "21 February 2027". */
function dayLabel(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'long' });
  return `${date.getDate()} ${month} ${date.getFullYear()}`;
}

async function openFlightTab(page: Page) {
  await openPage(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Flights' }).click();
  await expect(page).toHaveURL(/\/\?tab=flight$/);
  await expect(page.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('form', { name: 'Flight search' });
}

test('round trip LAX → SFO: results, nonstop filter, fare choice, then /book', async ({ page }) => {
  const form = await openFlightTab(page);
  await expect(form.getByRole('radio', { name: 'Round trip' })).toBeChecked();
  await expect(form.getByLabel('From')).toHaveValue('LAX');
  await expect(form.getByLabel('To')).toHaveValue('SFO');
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: /^Travellers: 1 adult, 0 children$/ }).click();
  await expect(page.getByRole('button', { name: 'Fewer Adults' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');

  await form.getByRole('button', { name: 'Search flights' }).click();
  await expect(page).toHaveURL(
    /\/flights\?tripType=roundtrip&departureAirport=LAX&destinationAirport=SFO&departureDate=\d\d%2F\d\d%2F\d{4}&returnDate=/,
  );
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'LAX ⇄ SFO' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Cheapest fare on nearby dates' }).getByRole('button'),
  ).toHaveCount(7);

  // Issue 13 §1: the outbounds first, each once (its returns and fares come after it).
  await expect(page.getByRole('heading', { name: 'Choose your outbound flight' })).toBeVisible();
  const total = Number(
    /of (\d+) flights/.exec(await page.getByText(/^\d+ of \d+ flights$/).innerText())?.[1],
  );
  expect(total).toBeGreaterThan(3);
  // No two cards alike: one card per outbound, not one per return or fare.
  const texts = await cards.evaluateAll((all) => all.map((card) => card.textContent));
  expect(new Set(texts).size).toBe(texts.length);
  await expect(cards.first().getByText('Return', { exact: true })).toHaveCount(0);

  const nonstopLabel = await page.getByText(/^Nonstop \(\d+\)$/).innerText();
  const count = Number(/\((\d+)\)/.exec(nonstopLabel)?.[1]);
  expect(count).toBeGreaterThan(0);
  await page.getByRole('checkbox', { name: nonstopLabel }).check();
  await expect(page.getByText(new RegExp(`^${count} of \\d+ flights$`))).toBeVisible();
  // Every outbound on screen now flies nonstop.
  const shown = await cards.count();
  for (let i = 0; i < Math.min(shown, 4); i += 1) {
    await expect(cards.nth(i).getByText(/^\d+ stops?/)).toHaveCount(0);
    await expect(cards.nth(i).getByText('Nonstop')).toHaveCount(1);
  }
  await expectNoSeriousAxeViolations(page);

  await cards.first().getByRole('button', { name: 'Detail' }).click();
  await expect(cards.first().getByRole('rowheader', { name: /^Refund$/ })).toBeVisible();

  // Its returns, then a fare of the first.
  await cards.first().getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your return flight' })).toBeVisible();
  await expect(cards.first()).toHaveAccessibleName(/SFO to LAX/);
  await cards.first().getByRole('button', { name: 'Select' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your fare' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  // A moved price is asked about first; an unchanged one goes straight on.
  const changed = page.getByRole('dialog', { name: 'The price has changed' });
  await expect(async () => {
    expect(/\/book$/.test(page.url()) || (await changed.isVisible())).toBe(true);
  }).toPass({ timeout: 15_000 });
  if (await changed.isVisible()) {
    await changed.getByRole('button', { name: 'Continue at the new price' }).click();
  }
  await expect(page).toHaveURL(/\/book$/, { timeout: 15_000 });
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('booking') ?? 'null'));
  expect(draft).toMatchObject({ tripType: 'roundtrip', adults: 1, children: 0, invoice: false });
  expect(draft.searchUrl).toMatch(/^\/flights\?tripType=roundtrip.*&outbound=/);
  expect(typeof draft.offer.offerId).toBe('string');
});

test('a multi-city search built in the form shows results', async ({ page }) => {
  const form = await openFlightTab(page);
  // The segmented control's radios are visually hidden behind their labels: click the label.
  await form.getByRole('radiogroup', { name: 'Trip type' }).getByText('Multi-city').click();
  await expect(form.getByRole('radio', { name: 'Multi-city' })).toBeChecked();
  const second = form.getByRole('group', { name: 'Flight 2' });
  await expect(second.getByLabel('From')).toHaveValue('SFO');

  const to = second.getByLabel('To');
  // Text nobody picked is never silently replaced (issue 13 §1): it stays, and says why.
  await to.fill('asdfgh');
  await expect(page.getByText('There is no matched result!')).toBeVisible();
  await to.press('Tab');
  await expect(to).toHaveValue('asdfgh');
  await expect(second.getByText(/^No airport matches “asdfgh”/)).toBeVisible();
  await to.fill('sea');
  await page
    .getByRole('option', { name: /\(SEA\)/ })
    .first()
    .click();
  await expect(to).toHaveValue(/^\(SEA\)/);

  // The first leg leaves in 3 months; the second can leave no earlier, and says so.
  const first = await form
    .getByRole('group', { name: 'Flight 1' })
    .getByLabel('Departure date')
    .innerText();
  const [mm, dd, yyyy] = first.trim().split('/').map(Number) as [number, number, number];
  const later = new Date(yyyy, mm - 1, dd + 4);
  await second.getByLabel('Departure date').click();
  await expect(page.getByRole('button', { name: /The 1st route/ }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page
    .getByRole('button', { name: dayLabel(later), exact: true })
    .first()
    .click();

  await form.getByRole('button', { name: 'Search flights' }).click();
  await expect(page).toHaveURL(/\/flights\?tripType=multicity&trips=LAX%2CSFO%2C/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await expect(cards.first().getByText('Flight 2')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'LAX → SFO → SEA' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('results fit 390 px and the filters open in a drawer', async ({ page }) => {
    // On a phone the header link sits in the menu; the tab's own address is the same place.
    await page.goto('/?tab=flight');
    const form = page.getByRole('form', { name: 'Flight search' });
    await form.getByRole('button', { name: 'Search flights' }).click();
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByRole('checkbox', { name: /^Nonstop/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await drawer.getByRole('button', { name: /^Show \d+ flights?$/ }).click();
    await expect(drawer).toBeHidden();
  });
});

test('the scarcity badge passes axe on the results and the fare chooser', async ({ page }) => {
  // Scrolling through the list for a scarce offer takes a while on a busy machine.
  test.setTimeout(60_000);
  const day = new Date();
  day.setDate(day.getDate() + 45);
  const us = (date: Date) =>
    `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
  // A one-way list of many flights (a round trip's outbounds are fewer: one card each), in
  // first class, whose cabins are small (a card's badge is its cheapest fare's, most often
  // economy's, when every cabin is searched).
  const query = new URLSearchParams({
    tripType: 'oneway',
    departureAirport: 'LAX',
    destinationAirport: 'JFK',
    departureDate: us(day),
    adults: '1',
    children: '0',
    cabin: 'F',
  });
  await openPage(page, `/flights?${query.toString()}`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  // Scroll the virtualised list until a card says how few seats are left.
  const scarce = page.getByText(/^Only \d+ seats? left$/).first();
  for (let i = 0; i < 60 && !(await scarce.isVisible()); i += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(50);
  }
  await expect(scarce).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await cards
    .filter({ has: page.getByText(/^Only \d+ seats? left$/) })
    .first()
    .getByRole('button', { name: 'Select' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose your fare' });
  await expect(dialog.getByRole('button', { name: /^Choose / }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the invoice badge passes axe in the fare chooser of /flights-invoice', async ({ page }) => {
  const day = new Date();
  day.setDate(day.getDate() + 50);
  const us = `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;
  const query = new URLSearchParams({
    tripType: 'oneway',
    departureAirport: 'LAX',
    destinationAirport: 'JFK',
    departureDate: us,
    adults: '1',
    children: '0',
    cabin: 'A',
  });
  await openPage(page, `/flights-invoice?${query.toString()}`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await cards.first().getByRole('button', { name: 'Select' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your fare' });
  await expect(dialog.getByText('Invoice', { exact: true }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a busy one-way list is virtualised: a card per flight, few of them in the page', async ({
  page,
}) => {
  const day = new Date();
  day.setDate(day.getDate() + 40);
  const us = `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;
  const query = new URLSearchParams({
    tripType: 'oneway',
    departureAirport: 'LAX',
    destinationAirport: 'JFK',
    departureDate: us,
    adults: '1',
    children: '0',
    cabin: 'A',
  });
  await openPage(page, `/flights?${query.toString()}`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  const total = Number(
    /of (\d+) flights/.exec(await page.getByText(/^\d+ of \d+ flights$/).innerText())?.[1],
  );
  expect(total).toBeGreaterThan(30);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThan(30);
});
