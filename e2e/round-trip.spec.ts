import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { openPage } from './support/app';

/**
 * Choosing a round trip (issue 13 §1, §6), as Google Flights does: the outbounds, each once and
 * priced as its cheapest round trip; the returns of the chosen one, each priced as the round
 * trip of the two; its fares grouped under the card; /book with both flights and that total.
 * The stage is in the URL (a reload or Back keeps it), and the way back to the outbounds finds
 * their filters and scroll position as they were.
 */
test.describe.configure({ timeout: 120_000 });

const us = (date: Date) =>
  `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;

/** A round trip `daysOut` from today, back a week later, for one adult. */
function roundTripUrl(from: string, to: string, daysOut: number): string {
  const out = new Date();
  out.setDate(out.getDate() + daysOut);
  const back = new Date(out);
  back.setDate(back.getDate() + 7);
  const query = new URLSearchParams({
    tripType: 'roundtrip',
    departureAirport: from,
    destinationAirport: to,
    departureDate: us(out),
    returnDate: us(back),
    adults: '1',
    children: '0',
    cabin: 'A',
  });
  return `/flights?${query.toString()}`;
}

/** "$163.93" of a card or fare: the price after its label. */
async function priceAfter(scope: Locator, label: string | RegExp): Promise<string> {
  const text = await scope.getByText(label).locator('xpath=..').innerText();
  const price = /\$[\d,]+\.\d\d/.exec(text.slice(text.search(/\$/)))?.[0];
  expect(price, `a price after “${String(label)}” in “${text}”`).toBeTruthy();
  return price!;
}

/** The first card whose top is within the viewport, below the header (what the eye is on). */
async function cardInView(page: Page): Promise<Locator> {
  const cards = page.getByRole('article');
  const count = await cards.count();
  for (let i = 0; i < count; i += 1) {
    const box = await cards.nth(i).boundingBox();
    if (box && box.y > 80 && box.y < 500) return cards.nth(i);
  }
  throw new Error('no card in view');
}

const outboundHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Choose your outbound flight' });
const returnHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Choose your return flight' });

test('a round trip: an outbound, its returns at the round-trip total, a fare, then /book', async ({
  page,
}) => {
  // The search, as the home Flight tab makes it: its default round trip LAX → SFO.
  await openPage(page, '/?tab=flight');
  await page
    .getByRole('form', { name: 'Flight search' })
    .getByRole('button', { name: 'Search flights' })
    .click();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await expect(outboundHeading(page)).toBeVisible();
  expect(page.url()).not.toContain('outbound=');

  // Stage 1: each outbound once, alone on its card, priced "from" as a round trip.
  const texts = await cards.evaluateAll((all) => all.map((card) => card.textContent));
  expect(new Set(texts).size).toBe(texts.length);
  const first = cards.first();
  await expect(first).toHaveAccessibleName(/LAX to SFO at \d\d:\d\d$/);
  await expect(first.getByText('Outbound', { exact: true })).toBeVisible();
  await expect(first.getByText('Return', { exact: true })).toHaveCount(0);
  await expect(first.getByText(/^Round trip (from, )?per adult$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A filter, and a place down the list, to come back to.
  const nonstop = await page.getByText(/^Nonstop \(\d+\)$/).innerText();
  await page.getByRole('checkbox', { name: nonstop }).check();
  const countText = await page.getByText(/^\d+ of \d+ flights$/).innerText();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
  await page.mouse.wheel(0, 450);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const outbound = await cardInView(page);
  const outboundName = (await outbound.getAttribute('aria-label'))!;
  const outboundFrom = await priceAfter(outbound, /^Total for 1 traveller/);
  const scrolled = await page.evaluate(() => window.scrollY);
  await outbound.getByRole('button', { name: 'Select' }).click();

  // Stage 2: the URL says so; the chosen outbound above its returns.
  await expect(returnHeading(page)).toBeVisible();
  await expect(returnHeading(page)).toBeFocused();
  expect(new URL(page.url()).searchParams.get('outbound')).toMatch(/^[A-Z0-9]+\d+-\d{8}\.\d{4}/);
  const chosen = page.getByRole('region', { name: 'Your outbound flight' });
  const outboundTime = /at (\d\d:\d\d)$/.exec(outboundName)![1]!;
  await expect(chosen).toContainText(outboundTime);
  await expect(cards.first()).toHaveAccessibleName(/SFO to LAX at \d\d:\d\d$/);
  await expect(cards.first().getByText('Return', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ return flights$/)).toBeVisible();
  // Sorted by price, the cheapest return makes the outbound's "from" price: a round-trip total.
  expect(await priceAfter(cards.first(), /^Total for 1 traveller/)).toBe(outboundFrom);
  // The returns have filters of their own (the outbounds' judged the outbounds).
  await expect(page.getByRole('checkbox', { name: /^Nonstop \(\d+\)$/ })).not.toBeChecked();
  await expectNoSeriousAxeViolations(page);

  // Back to the outbounds: filters, sort and place as they were.
  await page.getByRole('button', { name: 'Change outbound flight' }).click();
  await expect(outboundHeading(page)).toBeVisible();
  expect(page.url()).not.toContain('outbound=');
  await expect(page.getByRole('checkbox', { name: nonstop })).toBeChecked();
  await expect(page.getByText(countText, { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 40);
  await expect(page.getByRole('article', { name: outboundName })).toBeInViewport();

  // The browser's Forward and a reload keep the return stage; Back returns to the outbounds.
  await page.goForward();
  await expect(returnHeading(page)).toBeVisible();
  await page.reload();
  await expect(returnHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Your outbound flight' })).toContainText(
    outboundTime,
  );
  await page.goBack();
  await expect(outboundHeading(page)).toBeVisible();
  await page.goForward();
  await expect(returnHeading(page)).toBeVisible();

  // A return, its fares grouped under it, priced as the round trip.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
  const back = cards.first();
  const backName = (await back.getAttribute('aria-label'))!;
  const total = await priceAfter(back, /^Total for 1 traveller/);
  await back.getByRole('button', { name: 'Select' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your fare' });
  await expect(dialog.getByRole('button', { name: /^Choose / }).first()).toBeVisible();
  // The flights the fares are for, a line each.
  const line = (label: string) => dialog.locator('p').filter({ hasText: new RegExp(`^${label}:`) });
  await expect(line('Outbound')).toContainText(`LAX ${outboundTime}`);
  const backTime = /at (\d\d:\d\d)$/.exec(backName)![1]!;
  await expect(line('Return')).toContainText(`SFO ${backTime}`);
  const flights = [
    ...(await line('Outbound').innerText()).matchAll(/\b[A-Z0-9]{2} \d+/g),
    ...(await line('Return').innerText()).matchAll(/\b[A-Z0-9]{2} \d+/g),
  ].map((match) => match[0].replace(' ', ''));
  expect(flights.length).toBeGreaterThanOrEqual(2);
  await expectNoSeriousAxeViolations(page);
  // The cheapest fare is the card's price.
  // (A fare is a region of its own, within its cabin's when the flight is sold in several.)
  const fare = dialog
    .getByRole('region')
    .filter({ has: page.getByRole('button', { name: /^Choose / }) })
    .filter({ hasNot: page.getByRole('region') })
    .first();
  expect(await priceAfter(fare, /^Total for 1 traveller/)).toBe(total);
  await fare.getByRole('button', { name: /^Choose / }).click();

  let expected = total;
  const moved = page.getByRole('dialog', { name: 'The price has changed' });
  await expect(async () => {
    expect(/\/book$/.test(page.url()) || (await moved.isVisible())).toBe(true);
  }).toPass({ timeout: 20_000 });
  if (await moved.isVisible()) {
    expected = await priceAfter(moved, 'Price now');
    await moved.getByRole('button', { name: 'Continue at the new price' }).click();
  }

  // /book: both flights, the same total.
  await expect(page).toHaveURL(/\/book$/, { timeout: 20_000 });
  const flight = page.locator('section[aria-labelledby="book-flight-heading"]');
  await expect(
    flight.getByRole('heading', { name: /^Outbound: .*\(LAX\) → .*\(SFO\)$/ }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    flight.getByRole('heading', { name: /^Return: .*\(SFO\) → .*\(LAX\)$/ }),
  ).toBeVisible();
  const itinerary = (await flight.innerText()).replace(/\s+/g, ' ');
  for (const number of flights) expect(itinerary).toContain(number);
  expect(itinerary).toContain(outboundTime);
  expect(itinerary).toContain(backTime);
  await expect(page.getByTestId('book-total')).toHaveText(expected);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('both stages fit 390 px and pass axe', async ({ page }) => {
    await openPage(page, roundTripUrl('SEA', 'LAX', 50));
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(outboundHeading(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousAxeViolations(page);
    await cards.first().getByRole('button', { name: 'Select' }).click();
    await expect(returnHeading(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your outbound flight' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousAxeViolations(page);
    await cards.first().getByRole('button', { name: 'Select' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your fare' });
    await expect(dialog.getByRole('button', { name: /^Choose / }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Change outbound flight' }).click();
    await expect(outboundHeading(page)).toBeVisible();
  });
});
