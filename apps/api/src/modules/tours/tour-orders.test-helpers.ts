import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CheckoutSession } from '@travel/contracts/checkout';
import type { TourBookingResult } from '@travel/contracts/tour-orders';
import type { PriceTour } from '@travel/contracts/tours-price';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { tourDepartures } from '@travel/db';
import type { TestApp } from '../../test/test-app';
import { ok } from './tours.test-helpers';

/** Fixtures of the tour and cruise order tests: real calls through inject, as the pages make them. */

export const TOURIST_EMAIL = 'tess.traveller@example.test';
let keySeq = 0;
export const idemKey = (): string => `tour-test-${process.pid}-${(keySeq += 1)}`;

const flight = (airport: string, date: string, number: string) => ({
  airport,
  date,
  number,
  time: '10:30',
  remark: '',
});

/** Adults of age 40 and children of age 8 on the departure date. */
export function tourists(rooms: { key: string; adults: number; children: number }[], date: string) {
  const year = Number(date.slice(0, 4));
  return rooms.flatMap((room) => [
    ...Array.from({ length: room.adults }, (_, i) => ({
      room: room.key,
      type: 'adult' as const,
      firstName: `Ada${String.fromCharCode(65 + i)}`,
      lastName: 'Traveller',
      gender: i % 2 ? ('Male' as const) : ('Female' as const),
      birthday: `${year - 40}-01-15`,
      nationality: 'FR',
      passportNumber: i === 0 ? 'AB1234567' : '',
    })),
    ...Array.from({ length: room.children }, (_, i) => ({
      room: room.key,
      type: 'child' as const,
      firstName: `Kid${String.fromCharCode(65 + i)}`,
      lastName: 'Traveller',
      gender: 'Male' as const,
      birthday: `${year - 8}-01-15`,
      nationality: 'FR',
    })),
  ]);
}

export function contact(date: string, email = TOURIST_EMAIL) {
  return {
    firstName: 'Tess',
    lastName: 'Traveller',
    phone: '+33 6 12 34 56 78',
    email,
    idNumber: 'X1234567',
    address: '1 Rue de Rivoli, Paris',
    arrivalFlight: flight('LHR', date, 'BA 304'),
    departureFlight: flight('LHR', date, 'BA305'),
  };
}

export type Rooms = { key: string; adults: number; children: number; childBed?: boolean }[];

/** A departure of a tour with at least `people` places left (the first one on sale). */
export async function openDeparture(t: TestApp, tourid: string, people: number) {
  const info = await ok<TourInfo>(t, 'POST', '/api/tourdetail', { tourid });
  const departure = info.departures.find((d) => d.placesLeft >= people);
  expect(departure, `a departure of ${tourid} with ${people} places`).toBeTruthy();
  return { info, departure: departure! };
}

/** A SaveOrder body priced by PriceTour for the caller (headers: who asks). */
export async function tourBooking(
  t: TestApp,
  tourid: string,
  rooms: Rooms,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) {
  const people = rooms.reduce((n, r) => n + r.adults + r.children, 0);
  const { info, departure } = await openDeparture(t, tourid, people);
  const price = await ok<PriceTour>(
    t,
    'POST',
    '/api/PriceTour',
    { tourid, packageID: departure.id, cttq: departure.date, rooms },
    headers,
  );
  return {
    info,
    departure,
    price,
    body: {
      tourid,
      packageID: departure.id,
      cttq: departure.date,
      rooms,
      tourists: tourists(rooms, departure.date),
      contact: contact(departure.date),
      insurance: 'none',
      acceptTerms: true,
      expectedTotal: price.totalprice,
      Lan: 'EN',
      ...extra,
    },
  };
}

export async function saveOrder(
  t: TestApp,
  body: unknown,
  headers: Record<string, string> = {},
  path = '/api/SaveOrder',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'idempotency-key': idemKey(), ...headers },
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A booking that must succeed: code 1000 and the result. */
export async function booked(
  t: TestApp,
  body: unknown,
  headers: Record<string, string> = {},
  path = '/api/SaveOrder',
): Promise<TourBookingResult> {
  const res = await saveOrder(t, body, headers, path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.code).toBe(1000);
  return res.body.data as TourBookingResult;
}

export async function placesLeft(t: TestApp, departureId: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ left: tourDepartures.placesLeft })
    .from(tourDepartures)
    .where(eq(tourDepartures.id, departureId));
  return row!.left;
}

export async function setDeparture(
  t: TestApp,
  departureId: string,
  values: Partial<typeof tourDepartures.$inferInsert>,
) {
  await t.ctx.db.update(tourDepartures).set(values).where(eq(tourDepartures.id, departureId));
}

/** `POST /api/PayStripe` for an order: the hosted checkout session (200 expected). */
export async function openCheckout(
  t: TestApp,
  orderNo: string,
  email = TOURIST_EMAIL,
  paymentType: 'Stripe' | 'WX' = 'Stripe',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/PayStripe',
    payload: { orderNo, email, paymentType },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CheckoutSession;
}

/** The sandbox checkout page's card form, as the browser posts it (form-encoded). */
export function payOnSandboxPage(t: TestApp, sessionId: string, number: string) {
  const form = new URLSearchParams({
    cardType: 'VI',
    cardNumber: number,
    expiryMonth: '12',
    expiryYear: '2030',
    cvv: '321',
    cardholderName: 'Tess Traveller',
  });
  return t.app.inject({
    method: 'POST',
    url: `/sandbox-checkout/${sessionId}/card`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}
