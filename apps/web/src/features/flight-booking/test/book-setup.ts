import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ok, type RecordedCall } from '../../../test/mock-api';
import { COUNTRIES, offer } from '../../../test/flight-fixtures';
import { acceptTerms, fillContact, fillTraveller } from './fill';

/** What the /book page tests share: the re-price reply, the base API and two travellers. */
export const prebookOk = (call: RecordedCall) => {
  const body = call.body as { brandId: string };
  const o = offer();
  const brand = o.brands.find((b) => b.brandId === body.brandId)!;
  return ok({
    offer: o,
    brandId: body.brandId,
    priceChanged: false,
    previousTotal: brand.totalPrice,
    total: brand.totalPrice,
  });
};

export const baseApi = {
  'POST /api/Prebooking': prebookOk,
  'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
};

export const ADA = {
  first: 'Ada',
  last: 'Lovelace',
  birthday: '1990-12-10',
  gender: 'Female',
} as const;
export const ALAN = {
  first: 'Alan',
  last: 'Turing',
  birthday: '1985-06-23',
  gender: 'Male',
} as const;

export async function fillEverything(user: UserEvent) {
  await fillTraveller(user, /^Adult 1/, ADA);
  await fillTraveller(user, /^Adult 2/, ALAN);
  await fillContact(user);
  await acceptTerms(user);
}

/** Step 1's submit when paying now: it books, then the order's seats and payment steps follow. */
export const submitButton = () =>
  screen.getByRole('button', { name: 'Continue to seats and payment' });

/** `POST /api/Book` answering with an order awaiting payment. */
export const booked = (orderNo: string) =>
  ok({
    orderNo,
    status: 'awaitingPayment',
    deadlineAt: '2099-01-01T00:30:00Z',
    totalPrice: 24_000,
    currency: 'USD',
  });
