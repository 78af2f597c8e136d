import { expect, type Locator, type Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { openPage } from './app';

/**
 * Steps of the booking journeys (issue 3 §4, §8): a draft made the way /flights makes it (search,
 * then the real Prebooking call), then the /book form filled as a person would.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const mmddyyyy = (date: Date) =>
  `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;

/**
 * Searches LAX ⇄ SFO (or `route`; 3 months out, 7 days) for `adults`, pre-books a nonstop fare,
 * stores the draft.
 */
export async function draftRoundTrip(
  page: Page,
  adults: number,
  route: { from: string; to: string } = { from: 'LAX', to: 'SFO' },
): Promise<void> {
  const departure = new Date();
  departure.setMonth(departure.getMonth() + 3);
  const ret = new Date(departure);
  ret.setDate(ret.getDate() + 7);
  const query = new URLSearchParams({
    tripType: 'roundtrip',
    departureAirport: route.from,
    destinationAirport: route.to,
    departureDate: mmddyyyy(departure),
    returnDate: mmddyyyy(ret),
    adult: String(adults),
  });
  // In the page, so a signed-in traveller searches with their own token (agent prices).
  // The app starts after the first paint and clears storage an older build wrote (appVersion):
  // the draft goes in once it has started, as the results page would write it.
  await openPage(page, '/');
  const stored = await page.evaluate(async (search) => {
    // Issue 9: the access token is in the app's memory only; a signed-in page gets one the way
    // the app does, through the HttpOnly refresh cookie (with the CSRF header).
    const signedIn = localStorage.getItem('user') !== null;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signedIn) {
      const refreshed = (await (
        await fetch('/api/Account/Refresh', {
          method: 'POST',
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        })
      ).json()) as { data?: { accessToken?: string } | null };
      const accessToken = refreshed.data?.accessToken;
      if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    }
    // The reply lists trips and fares once; offers refer to them by index.
    const { data } = (await (await fetch(`/api/AirTickets?${search}`, { headers })).json()) as {
      data: {
        trips: Array<{ stops: number }>;
        fares: Array<{ brandId: string }>;
        offers: Array<{ offerId: string; trips: number[]; brands: Array<{ fare: number }> }>;
      };
    };
    const offer = data.offers.find((o) => o.trips.every((trip) => data.trips[trip]?.stops === 0));
    if (!offer) throw new Error('no nonstop round trip found');
    const brandId = data.fares[offer.brands[0]?.fare ?? -1]?.brandId;
    const prebooked = await (
      await fetch('/api/Prebooking', {
        method: 'POST',
        headers,
        body: JSON.stringify({ offerId: offer.offerId, brandId }),
      })
    ).json();
    const result = prebooked.data;
    localStorage.setItem(
      'booking',
      JSON.stringify({
        tripType: 'roundtrip',
        offer: result.offer,
        brandId: result.brandId,
        adults: result.offer.adults,
        children: result.offer.children,
        searchUrl: `/flights?${search}`,
        invoice: false,
        savedAt: Date.now(),
      }),
    );
    return result.offer.offerId as string;
  }, query.toString());
  expect(stored).toBeTruthy();
}

/**
 * Opens /book (or waits for it when the results page led there), accepting a moved price if the
 * airline re-priced since the draft. /book re-prices on arrival (`POST /api/Prebooking`); when
 * this opens the page it reads that reply, so a price that moved while the machine was busy is
 * accepted before any field is touched (the dialog would cover the form).
 */
export async function openBooking(page: Page, { navigate = true } = {}): Promise<void> {
  const changed = page.getByRole('dialog', { name: 'The price has changed' });
  let moved = false;
  if (navigate) {
    const arrivalPrice = page
      .waitForResponse(
        (reply) => reply.url().includes('/api/Prebooking') && reply.request().method() === 'POST',
        { timeout: 30_000 },
      )
      .then(async (reply) => (await reply.json()) as { data?: { priceChanged?: boolean } })
      .catch(() => null);
    await page.goto('/book');
    moved = (await arrivalPrice)?.data?.priceChanged === true;
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Review and book' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('group', { name: /^Adult 1/ })).toBeVisible();
  if (!moved) {
    moved = await changed
      .waitFor({ state: 'visible', timeout: 1500 })
      .then(() => true)
      .catch(() => false);
  }
  if (moved) {
    await changed.getByRole('button', { name: 'Continue at the new price' }).click();
    await expect(changed).toBeHidden();
  }
}

async function choose(page: Page, scope: Locator, label: RegExp, option: string, search?: string) {
  const input = scope
    .getByRole('combobox', { name: label })
    .or(scope.getByRole('textbox', { name: label }))
    .first();
  // Centred, the dropdown has room to open below the field instead of off the screen.
  await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).first().click();
  await expect(input).toHaveValue(option);
}

export interface Traveller {
  first: string;
  last: string;
  birthday: string;
  gender: 'Male' | 'Female';
}

/**
 * Fills a traveller; the passport only where /book asks for it (issue 13 §2: not on a trip
 * within one country such as LAX ⇄ SFO, e2e/domestic-booking.spec.ts).
 */
export async function fillTraveller(page: Page, slot: RegExp, person: Traveller, passport: string) {
  const group = page.getByRole('group', { name: slot });
  await group.getByRole('textbox', { name: /^First name/ }).fill(person.first);
  await group.getByRole('textbox', { name: /^Last name/ }).fill(person.last);
  await group.getByLabel(/^Date of birth/).fill(person.birthday);
  await choose(page, group, /^Gender/, person.gender);
  if ((await group.getByRole('textbox', { name: /^Passport number/ }).count()) === 0) return;
  await group.getByRole('textbox', { name: /^Passport number/ }).fill(passport);
  await group.getByLabel(/^Passport expiry date/).fill('2036-01-31');
  await choose(page, group, /^Nationality/, 'United Kingdom', 'United King');
  await choose(page, group, /^Passport issued in/, 'United Kingdom', 'United King');
}

export async function fillContact(page: Page, email: string): Promise<void> {
  const group = page.getByRole('group', { name: 'Contact details' });
  await group.getByRole('textbox', { name: /^Contact name/ }).fill('Ada Lovelace');
  await group
    .getByRole('textbox', { name: /^Email/ })
    .first()
    .fill(email);
  await group.getByRole('textbox', { name: /^Mobile phone/ }).fill('+44 20 7946 0000');
}

export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
}

/** The card form shared by /book and the payment pages. */
export async function fillCard(page: Page, number: string = SANDBOX_CARDS.visaSuccess) {
  const card = page.getByRole('group', { name: 'Card details' });
  await card.getByRole('textbox', { name: /^Card number/ }).fill(number);
  await choose(page, card, /^Expiry month/, '12');
  await choose(page, card, /^Expiry year/, String(new Date().getFullYear() + 2));
  await card.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await card.getByRole('textbox', { name: /^Name on card/ }).fill('Ada Lovelace');
  await choose(page, card, /^Relationship to cardholder/, 'Self');
  await card.getByRole('textbox', { name: /^Cardholder phone/ }).fill('+44 20 7946 0000');
  await card.getByRole('textbox', { name: /^Street address/ }).fill('1 Analytical Row');
  await card.getByRole('textbox', { name: /^City/ }).fill('London');
  await choose(page, card, /^Country or region/, 'United Kingdom', 'United King');
  await card.getByRole('textbox', { name: /^Post code/ }).fill('N1 9GU');
}

/**
 * Presses /book's submit button until the booking goes through. The simulated airline moves
 * prices as other journeys sell seats on the same flights, and a booking made at a moved price
 * stops at "The price has changed", as it would for a person: accepted, the button is pressed
 * again. `done` is what the page shows once the order exists.
 */
export async function submitBooking(
  page: Page,
  button: 'Continue to seats and payment' | 'Reserve now, pay later',
  done: Locator,
) {
  const changed = page.getByRole('dialog', { name: 'The price has changed' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByRole('button', { name: button }).click();
    await expect(done.or(changed).first()).toBeVisible({ timeout: 60_000 });
    if (!(await changed.isVisible())) return;
    await changed.getByRole('button', { name: 'Continue at the new price' }).click();
    await expect(changed).toBeHidden();
  }
  await expect(done).toBeVisible();
}

/**
 * /book's first step, paying now (issue 13 §2): the order is made and /book moves on to the
 * order's own steps (`/book?order=…`), seats and extras first. Returns the order number shown.
 */
export async function bookForPayment(page: Page): Promise<string> {
  await submitBooking(
    page,
    'Continue to seats and payment',
    page.getByRole('heading', { name: 'Seats and extras' }),
  );
  await expect(page).toHaveURL(/\/book\?order=[A-Z0-9-]+$/);
  return (await page.getByTestId('order-no').innerText()).trim();
}

/** The payment step of /book: seats and extras skipped, then the card and Pay. */
export async function skipExtrasAndPay(page: Page, number: string = SANDBOX_CARDS.visaSuccess) {
  await page.getByRole('button', { name: 'Skip seats and extras' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await fillCard(page, number);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

export const ADA: Traveller = {
  first: 'Ada',
  last: 'Lovelace',
  birthday: '1990-12-10',
  gender: 'Female',
};
export const ALAN: Traveller = {
  first: 'Alan',
  last: 'Turing',
  birthday: '1985-06-23',
  gender: 'Male',
};

/** A passport number no earlier run used (the simulated airline keys nothing on it, but be kind). */
export const passportNo = () => `P${Date.now().toString(36).toUpperCase().slice(-7)}`;

/** A seat anyone may take: not unavailable and not chosen for a traveller already. */
const FREE_SEAT = /^Seat \d+[A-Z], (?!unavailable)(?!.*chosen for)/;

/**
 * The seat step (spec part 2 §4): on every flight, each traveller's tab and then a free seat;
 * Next Flight between flights and Submit on the last one.
 */
export async function chooseSeatsForEveryone(page: Page, travellers: number): Promise<void> {
  const travellerTabs = page.getByRole('tablist', { name: 'Travellers' }).getByRole('tab');
  for (;;) {
    await expect(travellerTabs).toHaveCount(travellers, { timeout: 20_000 });
    for (let i = 0; i < travellers; i += 1) {
      await travellerTabs.nth(i).click();
      await page.getByRole('button', { name: FREE_SEAT }).first().click();
      await expect(travellerTabs.nth(i)).not.toContainText('no seat');
    }
    const next = page.getByRole('button', { name: 'Next Flight' });
    if (await next.isVisible()) {
      await next.click();
      continue;
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    return;
  }
}

/** The extras step (spec part 2 §5): one extra checked bag for the first traveller, then Confirm. */
export async function addOneBag(page: Page): Promise<void> {
  const bag = page.getByRole('button', { name: /^Extra checked bag, 23 kg/ }).first();
  await bag.click({ timeout: 20_000 });
  await expect(bag).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Confirm' }).click();
}
