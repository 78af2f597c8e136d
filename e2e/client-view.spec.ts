import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { openPage } from './support/app';
import { expectNoSeriousAxeViolations } from './support/axe';

/**
 * Issue 13 §4: an agent sees net prices with the commission on the flight cards, the ±3-day
 * strip and the fare chooser, and on the hotel list and a hotel page; the header's "Client
 * view" switch hides net prices and commission everywhere (only the client's gross prices are
 * left), is kept on this device over a reload, and switches back.
 */

// A flight search, its calendar and two hotel pages, twice over, on a shared machine.
test.describe.configure({ timeout: 150_000 });

const HOTEL_ID = 'U7JD0V23-SV-solvane-resorts-london-old-town';

const pad = (n: number) => String(n).padStart(2, '0');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const us = (date: Date) =>
  `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
const compact = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

/** Dollars shown in a price ("$1,234.56", "$286") as cents. */
async function cents(locator: Locator): Promise<number> {
  const text = await locator.innerText();
  const match = /\$([\d,]+(?:\.\d{2})?)/.exec(text);
  if (!match) throw new Error(`no price in "${text}"`);
  return Math.round(Number(match[1]!.replaceAll(',', '')) * 100);
}

const clientViewSwitch = (page: Page) =>
  page.getByRole('banner').getByRole('switch', { name: 'Client view' });

const flightsUrl = () =>
  `/flights?${new URLSearchParams({
    tripType: 'oneway',
    departureAirport: 'LAX',
    destinationAirport: 'JFK',
    departureDate: us(inDays(42)),
    adults: '1',
    children: '0',
    cabin: 'E',
  })}`;

const checkIn = inDays(60);
const stay = `checkin=${compact(checkIn)}&checkout=${compact(new Date(checkIn.getTime() + 2 * 86_400_000))}&rooms=1&adults=2`;

interface FlightPrices {
  /** The cheapest card's party total (one adult). */
  card: number;
  /** The searched day's price on the ±3-day strip. */
  strip: number;
  /** The fare chooser's first fare, per adult. */
  fare: number;
}

/** The cheapest card, the strip's searched day and the first fare of that card's chooser. */
async function flightPrices(page: Page, net: boolean): Promise<FlightPrices> {
  await openPage(page, flightsUrl());
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Sort by').selectOption('price');
  const first = cards.first();
  const commission = first.getByText(/^Your commission/);
  if (net) await expect(commission).toBeVisible();
  else await expect(page.getByText(/Your commission/)).toHaveCount(0);
  const card = await cents(first.getByText(/^Total for 1 traveller/));
  const strip = page.getByRole('navigation', { name: 'Cheapest fare on nearby dates' });
  const today = strip.locator('button[aria-current="date"]');
  await expect(today).toContainText('$');
  const stripPrice = await cents(today);
  await expectNoSeriousAxeViolations(page);
  await first.getByRole('button', { name: 'Select' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your fare' });
  const fare = dialog.getByRole('region').first();
  await expect(fare).toBeVisible();
  const farePrice = await cents(fare);
  await expect(dialog.getByText(/commission/i)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  return { card, strip: stripPrice, fare: farePrice };
}

/** The first hotel card of a list by airport, and the hotel page's best rate. */
async function hotelPrices(page: Page, net: boolean) {
  await openPage(page, `/hotels?airportCode=LHR&${stay}`);
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const commission = card.getByTestId('hotel-commission');
  const youPay = card.getByTestId('hotel-net-price');
  if (net) {
    await expect(commission).toContainText(/^Commission \$/);
    await expect(youPay).toContainText(/^You pay \$/);
    const gross = await cents(card.getByText(/total incl\. taxes/));
    expect(await cents(youPay)).toBe(gross - (await cents(commission)));
  } else {
    await expect(page.getByText(/^(Commission|You pay) /)).toHaveCount(0);
  }
  await expectNoSeriousAxeViolations(page);

  await openPage(page, `/hotel/${HOTEL_ID}?${stay}`);
  const best = page.getByRole('region', { name: 'Lowest price for your stay' });
  await expect(best).toContainText(/for 2 nights, taxes included/);
  if (net) {
    await expect(best.getByTestId('hotel-commission')).toBeVisible();
    await expect(best.getByTestId('hotel-net-price')).toBeVisible();
  } else {
    await expect(page.getByTestId('hotel-commission')).toHaveCount(0);
    await expect(page.getByTestId('hotel-net-price')).toHaveCount(0);
  }
  await page.getByRole('tab', { name: 'Rooms' }).click();
  const rate = page.locator('li[data-room-code]').first();
  await expect(rate.getByRole('link', { name: /^Book / })).toBeVisible();
  await expect(rate.getByTestId('hotel-commission')).toHaveCount(net ? 1 : 0);
  await expectNoSeriousAxeViolations(page);
}

test('client view hides net prices and commission on flights and hotels, and is kept on this device', async ({
  page,
}) => {
  await signIn(page, DEMO.agent.email);

  // Net prices: the agency's price with the commission beside it.
  const net = await flightPrices(page, true);
  // The strip's searched day is the cheapest fare's price, of the same kind as the cards.
  expect(net.strip).toBe(net.card);
  await hotelPrices(page, true);

  // Client view on: the client's prices alone, dearer by the commission.
  await expect(clientViewSwitch(page)).not.toBeChecked();
  await clientViewSwitch(page).click();
  await expect(clientViewSwitch(page)).toBeChecked();
  const client = await flightPrices(page, false);
  expect(client.strip).toBe(client.card);
  expect(client.card).toBeGreaterThan(net.card);
  expect(client.strip).toBeGreaterThan(net.strip);
  expect(client.fare).toBeGreaterThan(net.fare);

  // Kept on this device over a reload.
  await page.reload();
  await expect(page.locator('#root:not([inert])')).toBeAttached({ timeout: 30_000 });
  await expect(clientViewSwitch(page)).toBeChecked();
  await hotelPrices(page, false);

  // Off again: the net prices come back.
  await clientViewSwitch(page).click();
  await expect(clientViewSwitch(page)).not.toBeChecked();
  await hotelPrices(page, true);
});
