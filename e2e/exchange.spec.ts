import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from './support/forms';
import { uniqueEmail } from './support/accounts';
import { readMailedCode } from './support/mailbox';
import AxeBuilder from '@axe-core/playwright';
import { expandSearchResult } from '@travel/contracts/flight-search-reply';

/** The storefront key `POST /api/Book` takes (the server's development default). */
const STOREFRONT_KEY = 'travel-outlet-storefront-dev-key';
const VISA = '4242424242424242';
const DAY = 86_400_000;

/** `YYYY-MM-DD` and `MM/DD/YYYY`, `days` from today (UTC). */
function dateIn(days: number): { iso: string; us: string } {
  const date = new Date(Date.now() + days * DAY);
  const iso = date.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, us: `${m}/${d}/${y}` };
}

const card = {
  cardType: 'VI',
  cardNumber: VISA,
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 3,
  cvv: '123',
  cardholderName: 'Grace Hopper',
  relationship: 'Self',
  cardholderPhone: '+1 415 555 0100',
  billingAddress: '1 Market St',
  city: 'San Francisco',
  country: 'US',
  postCode: '94105',
};

/** WCAG 2.1 AA on the exchange pages, the shared itinerary's stop badges included. */
async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

async function fillCardForm(page: Page) {
  const form = page.getByRole('group', { name: 'Card details' });
  await form.getByRole('textbox', { name: 'Card number' }).fill(VISA);
  await chooseOption(page, form, 'Expiry month', '12');
  await chooseOption(page, form, 'Expiry year', String(card.expiryYear));
  await form.getByRole('textbox', { name: /Security code/ }).fill('123');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Grace Hopper');
  await chooseOption(page, form, 'Relationship to cardholder', 'Self');
  await form.getByRole('textbox', { name: 'Cardholder phone' }).fill('+1 415 555 0100');
  await form.getByRole('textbox', { name: 'Street address' }).fill('1 Market St');
  await form.getByRole('textbox', { name: 'City' }).fill('San Francisco');
  await chooseOption(page, form, 'Country or region', 'United States', 'United States');
  await form.getByRole('textbox', { name: 'Post code' }).fill('94105');
}

test('an issued ticket is changed to a new date from /exchange/init to /exchange/success', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('exchange');
  const outbound = dateIn(90);
  const newDate = dateIn(97);

  // Set-up through the API: a visitor books a changeable (Standard) fare and pays for it.
  const search = await request.get('/api/AirTickets', {
    params: {
      tripType: 'oneway',
      departureAirport: 'LAX',
      destinationAirport: 'SFO',
      departureDate: outbound.us,
      adult: 1,
    },
  });
  expect(search.status()).toBe(200);
  const { offers } = expandSearchResult((await search.json()).data);
  const offer = offers.find((o) => o.brands.some((b) => b.brandId === 'E-STANDARD'));
  expect(offer, 'a Standard fare on LAX–SFO').toBeTruthy();
  const book = await request.post('/api/Book', {
    headers: { 'x-api-key': STOREFRONT_KEY, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      offerId: offer!.offerId,
      brandId: 'E-STANDARD',
      passengers: [
        {
          firstName: 'Grace',
          lastName: 'Hopper',
          birthday: '1986-12-09',
          gender: 'Female',
          cardNum: 'X1234567',
          cardExpired: dateIn(3650).iso,
          nationality: 'US',
          cardIssuePlace: 'US',
        },
      ],
      contact: { name: 'Grace Hopper', email, mobile: '+1 415 555 0100' },
      acceptTerms: true,
    },
  });
  expect(book.status(), await book.text()).toBe(200);
  const { orderNo } = (await book.json()).data as { orderNo: string };
  const pay = await request.post('/api/Payment', {
    headers: { 'x-api-key': STOREFRONT_KEY, 'Idempotency-Key': crypto.randomUUID() },
    data: { orderNo, email, method: 'card', card },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  expect((await pay.json()).data.status).toBe('issued');

  // The visitor's tab knows the booking email, as after "Find your flight".
  await page.addInitScript(
    ([no, address]) => sessionStorage.setItem('orderAccess', JSON.stringify({ [no]: address })),
    [orderNo, email] as const,
  );

  // Change: the original itinerary, the change terms, and a new date (the form must be complete).
  await page.goto(`/exchange/init?orderNo=${orderNo}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change flight' })).toBeVisible();
  await expect(page.getByText(/can be changed for USD \d+ per traveller/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Find change offers' }).click();
  await expect(page.getByText('Please fill in Outbound')).toBeVisible();
  await page.getByRole('button', { name: /^New date: Outbound/ }).click();
  const day = new Date(`${newDate.iso}T00:00:00Z`);
  const dayLabel = `${day.getUTCDate()} ${day.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${day.getUTCFullYear()}`;
  await page.getByRole('button', { name: dayLabel, exact: true }).click();
  await page.getByRole('button', { name: 'Find change offers' }).click();

  // Change offers with the fare difference, the change fee and the total.
  await expect(page).toHaveURL(/\/exchange\/search\?/);
  await expect(page.getByRole('heading', { name: /\d+ change offers?/ })).toBeVisible({
    timeout: 20_000,
  });
  const first = page.getByRole('article').first();
  await expect(first.getByText('Fare difference')).toBeVisible();
  await expect(first.getByText(/Change fee \(USD \d+ × 1\)/)).toBeVisible();
  // Issue 13 §2: the order's own fare is chosen at first; a cheaper one says what it gives up.
  const fares = first.getByRole('radiogroup', { name: 'Fare' });
  await expect(fares.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  await expect(first.getByTestId('fare-losses')).toHaveCount(0);
  await fares.getByRole('radio', { name: /^Basic/ }).check();
  const losses = first.getByTestId('fare-losses');
  await expect(losses).toContainText('What you give up by changing to Basic');
  await expect(losses).toContainText('Refundability: the new fare cannot be refunded.');
  await expect(losses).toContainText('Further changes: the new fare cannot be changed again.');
  await expectNoSeriousAxeViolations(page);
  await fares.getByRole('radio', { name: /^Standard/ }).check();
  await first.getByRole('button', { name: 'Change to this flight' }).click();

  // Confirmation: original versus new itinerary, the tick, and the card for what is due.
  await expect(page).toHaveURL(/\/exchange\/order\?/);
  await expect(page.getByRole('heading', { name: 'Original itinerary' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New itinerary' })).toBeVisible();
  // The fare basis each new flight will be issued with, priced with the airline now.
  const ticket = page.getByRole('region', { name: 'Your new ticket' });
  await expect(ticket.getByText('Fare: Standard')).toBeVisible({ timeout: 20_000 });
  await expect(ticket.getByTestId('fare-basis').first()).toHaveText(/^[A-Z]+\d{2}ST$/);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('checkbox', { name: /I accept the new itinerary/ }).check();
  await fillCardForm(page);
  await page.getByRole('button', { name: /Confirm and pay/ }).click();

  // Issue 9: a visitor's change needs the code e-mailed to the booking email.
  const codeDialog = page.getByRole('dialog', {
    name: 'Confirm the change with the code from your email',
  });
  await expect(codeDialog.getByText(/We sent a 6-digit code to/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await codeDialog.getByLabel(/Code from the email/).fill(await readMailedCode(request, email));
  await codeDialog.getByRole('button', { name: 'Confirm change' }).click();

  // Success: the order reissued with a new ticket number.
  await expect(page).toHaveURL(/\/exchange\/success\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Order reissued' })).toBeVisible();
  await expect(page.getByTestId('new-ticket')).toHaveText(/^\d{13}$/);
  await expectNoSeriousAxeViolations(page);
  const detail = await request.get('/api/OrderDetail', { params: { orderNo, email } });
  const order = (await detail.json()).data as {
    status: string;
    trips: { segments: { departureTime: string }[] }[];
  };
  expect(order.status).toBe('issued');
  expect(order.trips[0]?.segments[0]?.departureTime.slice(0, 10)).toBe(newDate.iso);
});
