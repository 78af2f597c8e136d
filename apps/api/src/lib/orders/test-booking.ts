import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  SANDBOX_CARDS,
  type BookBody,
  type CardPayment,
  type Passenger,
} from '@travel/contracts/flight-booking';
import type { FlightOffer } from '@travel/contracts/flights';
import { readSearchResult } from '../../test/read-search-result';
import type { TestApp } from '../../test/test-app';

/**
 * Test fixtures for booking, payment and order tests: real offers from the search API, then
 * real `POST /api/Book` and `POST /api/Payment` calls. Tests run at a fixed instant so dates,
 * prices and deadlines are stable.
 */
export const BOOKING_TEST_NOW = new Date('2027-03-01T15:00:00Z');
export const STOREFRONT_KEY = 'travel-outlet-storefront-dev-key';

type Headers = Record<string, string>;

export interface OfferQuery {
  from?: string;
  to?: string;
  /** MM/DD/YYYY */
  date?: string;
  returnDate?: string;
  adults?: number;
  children?: number;
  /** Lap infants (under 2). */
  infants?: number;
  headers?: Headers;
  invoice?: boolean;
}

/** The cheapest offer of a one-way (or round-trip) search, with its cheapest brand. */
export async function findOffer(
  t: TestApp,
  q: OfferQuery = {},
): Promise<{ offer: FlightOffer; brandId: string }> {
  const params = new URLSearchParams({
    tripType: q.returnDate ? 'roundtrip' : 'oneway',
    departureAirport: q.from ?? 'LAX',
    destinationAirport: q.to ?? 'SFO',
    departureDate: q.date ?? '04/15/2027',
    adult: String(q.adults ?? 1),
    child: String(q.children ?? 0),
  });
  if (q.infants) params.set('infants', String(q.infants));
  if (q.returnDate) params.set('returnDate', q.returnDate);
  if (q.invoice) params.set('invoice', '1');
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/AirTickets?${params}`,
    headers: q.headers ?? {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const result = readSearchResult(res.json().data);
  const offer =
    result.offers.find((o) => o.trips.every((trip) => trip.stops === 0)) ?? result.offers[0];
  if (!offer?.brands[0]) throw new Error('the search found nothing to book');
  return { offer, brandId: offer.brands[0].brandId };
}

let people = 0;

/** A traveller with a unique name; an adult unless a child's birthday is given. */
export function passenger(overrides: Partial<Passenger> = {}): Passenger {
  people += 1;
  const letters = people.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);
  return {
    firstName: 'Alex',
    lastName: `Traveller${letters}`,
    birthday: '1985-06-01',
    gender: 'Female',
    cardType: 'P',
    cardNum: `X${String(1000000 + people)}`,
    cardExpired: '2032-01-31',
    nationality: 'US',
    cardIssuePlace: 'US',
    ...overrides,
  };
}

export const CHILD_BIRTHDAY = '2019-06-01';
/** Under 2 on the test dates (2027): a lap infant. */
export const INFANT_BIRTHDAY = '2026-05-01';

export function bookBody(
  offer: FlightOffer,
  brandId: string,
  overrides: Partial<BookBody> = {},
): BookBody {
  const passengers = [
    ...Array.from({ length: offer.adults }, () => passenger()),
    ...Array.from({ length: offer.children }, () => passenger({ birthday: CHILD_BIRTHDAY })),
    ...Array.from({ length: offer.infants }, () => passenger({ birthday: INFANT_BIRTHDAY })),
  ];
  return {
    offerId: offer.offerId,
    brandId,
    passengers,
    contact: {
      name: 'Alex Contact',
      email: 'alex.contact@example.test',
      mobile: '+1 415 555 0100',
    },
    acceptTerms: true,
    ...overrides,
  };
}

export const bookHeaders = (extra: Headers = {}, key: string = randomUUID()): Headers => ({
  'x-api-key': STOREFRONT_KEY,
  'idempotency-key': key,
  ...extra,
});

export async function postBook(t: TestApp, body: unknown, headers: Headers = bookHeaders()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Book',
    headers,
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Books the cheapest offer of a search; returns the order number and the offer. */
export async function bookOrder(
  t: TestApp,
  q: OfferQuery = {},
  overrides: Partial<BookBody> = {},
): Promise<{ orderNo: string; offer: FlightOffer; body: BookBody; totalPrice: number }> {
  const { offer, brandId } = await findOffer(t, q);
  const body = bookBody(offer, brandId, overrides);
  const res = await postBook(t, body, bookHeaders(q.headers));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { orderNo: res.body.data.orderNo, offer, body, totalPrice: res.body.data.totalPrice };
}

export function card(
  number: string = SANDBOX_CARDS.visaSuccess,
  overrides: Partial<CardPayment> = {},
): CardPayment {
  const amex = number.startsWith('34') || number.startsWith('37');
  const brand = number.startsWith('4') ? 'VI' : amex ? 'AX' : number.startsWith('6') ? 'DS' : 'CA';
  return {
    cardType: brand,
    cardNumber: number,
    expiryMonth: 12,
    expiryYear: 2030,
    cvv: amex ? '1234' : '123',
    cardholderName: 'Alex Contact',
    relationship: 'Self',
    cardholderPhone: '+1 415 555 0100',
    billingAddress: '1 Market St',
    city: 'San Francisco',
    country: 'US',
    postCode: '94105',
    ...overrides,
  };
}

export async function postPayment(t: TestApp, body: unknown, headers: Headers = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Payment',
    headers,
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() };
}
