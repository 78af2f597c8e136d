import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expandSearchResult } from '@travel/contracts/flight-search-reply';
import { DEMO, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

/**
 * Issue 13 §5, §6: the order mail's "Manage booking" link, followed from the mail as the local
 * mailbox shows it (the demo server's outbox, /mailbox), lands on the order: for a visitor as the
 * visitor's read-only order page, for the signed-in owner on the order page of their account.
 * The token never stays in the address bar; a tampered link is refused.
 */

/** The storefront key `POST /api/Book` takes (the server's development default). */
const STOREFRONT_KEY = 'travel-outlet-storefront-dev-key';
const DAY = 86_400_000;

const usDate = (days: number) => {
  const [y, m, d] = new Date(Date.now() + days * DAY).toISOString().slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
};

const card = {
  cardType: 'VI',
  cardNumber: '4242424242424242',
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

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}
type Caller = (call: Call) => Promise<{ status: number; body: { data: unknown } }>;

/** API calls as a visitor, outside the browser. */
const asVisitor =
  (request: APIRequestContext): Caller =>
  async ({ method, path, body, headers }) => {
    const res =
      method === 'GET'
        ? await request.get(path, { headers })
        : await request.post(path, { headers, data: body });
    return { status: res.status(), body: await res.json() };
  };

/**
 * API calls from the signed-in page, with the access token the app gets from its refresh cookie
 * (the access token lives in the app's memory only).
 */
const asSignedIn =
  (page: Page): Caller =>
  ({ method, path, body, headers }) =>
    page.evaluate(
      async ({ method, path, body, headers }) => {
        const refreshed = await fetch('/api/Account/Refresh', {
          method: 'POST',
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        });
        const token = ((await refreshed.json()) as { data?: { accessToken?: string } }).data
          ?.accessToken;
        const res = await fetch(path, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, body: await res.json() };
      },
      { method, path, body, headers },
    );

/** Books a one-way LAX → SFO flight for `email` and pays it by card: issued, itinerary mailed. */
async function bookAndPay(call: Caller, email: string): Promise<string> {
  const query = new URLSearchParams({
    tripType: 'oneway',
    departureAirport: 'LAX',
    destinationAirport: 'SFO',
    departureDate: usDate(45),
    adult: '1',
  });
  const search = await call({ method: 'GET', path: `/api/AirTickets?${query}` });
  expect(search.status).toBe(200);
  const { offers } = expandSearchResult(search.body.data as never);
  const offer = offers.find((o) => o.trips.every((trip) => trip.stops === 0)) ?? offers[0]!;
  const headers = { 'x-api-key': STOREFRONT_KEY, 'Idempotency-Key': crypto.randomUUID() };
  const book = await call({
    method: 'POST',
    path: '/api/Book',
    headers,
    body: {
      offerId: offer.offerId,
      brandId: offer.brands[0]!.brandId,
      passengers: [
        {
          firstName: 'Grace',
          lastName: 'Hopper',
          birthday: '1986-12-09',
          gender: 'Female',
          cardNum: 'X1234567',
          cardExpired: new Date(Date.now() + 3650 * DAY).toISOString().slice(0, 10),
          nationality: 'US',
          cardIssuePlace: 'US',
        },
      ],
      contact: { name: 'Grace Hopper', email, mobile: '+1 415 555 0100' },
      acceptTerms: true,
    },
  });
  expect(book.status, JSON.stringify(book.body)).toBe(200);
  const { orderNo } = book.body.data as { orderNo: string };
  const pay = await call({
    method: 'POST',
    path: '/api/Payment',
    headers: { 'x-api-key': STOREFRONT_KEY, 'Idempotency-Key': crypto.randomUUID() },
    body: { orderNo, email, method: 'card', card },
  });
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  expect((pay.body.data as { status: string }).status).toBe('issued');
  return orderNo;
}

const compactDate = (days: number) =>
  new Date(Date.now() + days * DAY).toISOString().slice(0, 10).replaceAll('-', '');

/** Books and pays two nights in a London hotel for `email` as a visitor: confirmed, mailed. */
async function bookHotel(request: APIRequestContext, email: string): Promise<string> {
  const stay = { checkIn: compactDate(60), checkOut: compactDate(62), rooms: 1, adults: 1 };
  const places = await request.get('/api/hotel', { params: { where: 'London', t: 'a' } });
  const city = ((await places.json()).data as { type: number; value: string }[]).find(
    (p) => p.type === 1,
  )!;
  const search = await request.post('/api/SearchHotel', {
    data: { ...stay, children: 0, address: city.value, pageSize: 20 },
  });
  expect(search.status()).toBe(200);
  const hotels = (await search.json()).data.hotels as { id: string; roomCodeFrom: string }[];
  for (const hotel of hotels) {
    const rule = await request.post('/api/SearchHotelRuleNew', {
      data: { ...stay, children: 0, hotelId: hotel.id, roomCode: hotel.roomCodeFrom },
    });
    if (rule.status() !== 200) continue;
    const priced = (await rule.json()).data as { rate: { total: number } };
    const book = await request.post('/api/SaveOrderNew', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        ...stay,
        children: 0,
        hotelId: hotel.id,
        roomCode: hotel.roomCodeFrom,
        guests: [{ firstName: 'Grace', lastName: 'Hopper' }],
        contact: { name: 'Grace Hopper', email, mobile: '+1 415 555 0100' },
        expectedTotal: priced.rate.total,
        payment: { method: 'card', card },
        acceptTerms: true,
      },
    });
    expect(book.status(), await book.text()).toBe(200);
    const result = (await book.json()).data as { orderNo: string; status: string };
    expect(result.status).toBe('issued');
    return result.orderNo;
  }
  throw new Error('no London hotel could be priced');
}

interface Mail {
  id: string;
  kind: string;
  subject: string;
  html: string | null;
}

/** The itinerary (or hotel booking) mail of `orderNo` in the local mailbox, once it arrived. */
async function itineraryMail(request: APIRequestContext, email: string, orderNo: string) {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/Mailbox', { params: { to: email, limit: 10 } });
        const mails = (await res.json()).data as Mail[];
        found = mails.find((m) => m.kind === 'itinerary' && m.subject.includes(orderNo));
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** Opens the mail in the local mailbox and clicks its Manage booking button: the new tab. */
async function followManageLink(page: Page, email: string, mail: Mail): Promise<Page> {
  await page.goto(`/mailbox?to=${encodeURIComponent(email)}&id=${mail.id}`);
  const message = page.frameLocator(`iframe[title="Message: ${mail.subject}"]`);
  const button = message.getByRole('link', { name: 'Manage booking', exact: true });
  await expect(button).toBeVisible();
  const [tab] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await tab.waitForLoadState();
  return tab;
}

test('a visitor follows the Manage booking link of the itinerary mail to the order', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('mail-visitor');
  const orderNo = await bookAndPay(asVisitor(request), email);
  const mail = await itineraryMail(request, email, orderNo);
  const link = /href="([^"]*\/manage-booking\/flight\/[^"]*)"/.exec(mail.html ?? '')?.[1];
  expect(link).toContain('#t=');
  expect(link).not.toContain(encodeURIComponent(email));
  expect(link).not.toContain(email);

  const tab = await followManageLink(page, email, mail);
  await expect(tab.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(tab.getByText(orderNo).first()).toBeVisible();
  await expect(tab.getByText('Issued').first()).toBeVisible();
  // The visitor's read-only view: the way back is "Find another booking", not My orders.
  await expect(tab.getByRole('link', { name: /Find another booking/ })).toBeVisible();
  // The token is gone from the address bar (and so from history and bookmarks).
  expect(new URL(tab.url()).pathname).toBe(`/manage-booking/flight/${orderNo}`);
  expect(new URL(tab.url()).hash).toBe('');
  await expectNoSeriousAxeViolations(tab);

  // A reload keeps the order open (the booking email is kept for this tab only).
  await tab.reload();
  await expect(tab.getByText(orderNo).first()).toBeVisible();

  // A link whose token was changed opens nothing.
  const [base, token] = link!.split('#t=') as [string, string];
  const tampered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
  await page.goto(`${new URL(base).pathname}#t=${tampered}`);
  await expect(
    page.getByRole('heading', { name: 'This booking link does not work' }),
  ).toBeVisible();
  await expect(page.getByText(orderNo)).toHaveCount(0);
});

test('the signed-in owner follows the Manage booking link to the order in their account', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.customer.email);
  const email = uniqueEmail('mail-owner');
  const orderNo = await bookAndPay(asSignedIn(page), email);
  const mail = await itineraryMail(request, email, orderNo);

  const tab = await followManageLink(page, email, mail);
  await expect(tab).toHaveURL(new RegExp(`/order-flight/${orderNo}$`));
  await expect(tab.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(tab.getByText(orderNo).first()).toBeVisible();
  // The owner's page: back to My orders.
  await expect(tab.getByRole('link', { name: 'My orders' }).first()).toBeVisible();
});

test('a visitor follows the Manage booking link of a hotel booking mail to the stay', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('mail-hotel');
  const orderNo = await bookHotel(request, email);
  const mail = await itineraryMail(request, email, orderNo);
  expect(mail.subject).toBe(`Your Travel Outlet hotel booking ${orderNo} (confirmed)`);

  const tab = await followManageLink(page, email, mail);
  await expect(tab.getByRole('heading', { level: 1, name: 'Hotel booking' })).toBeVisible();
  await expect(tab.getByText(orderNo).first()).toBeVisible();
  expect(new URL(tab.url()).pathname).toBe(`/manage-booking/hotel/${orderNo}`);
  expect(new URL(tab.url()).hash).toBe('');
  await expectNoSeriousAxeViolations(tab);
});
