import { expect } from 'vitest';
import {
  SeatMapResultSchema,
  ServicesResultSchema,
  type AirSeat,
  type SeatMapResult,
  type SeatSelection,
  type ServicesResult,
} from '@travel/contracts/seat-services';
import type { TestApp } from '../../test/test-app';
import { TEST_EMAIL } from './seat-services.test-order';

/** Calls of the seat and service tests, as a visitor with the booking email unless told. */
export interface Caller {
  email?: string | undefined;
  headers?: Record<string, string>;
}

const visitor: Caller = { email: TEST_EMAIL };

const queryOf = (orderNo: string, caller: Caller) =>
  new URLSearchParams({
    orderNo,
    ...(caller.email === undefined ? {} : { email: caller.email }),
  }).toString();

export const getSeatMapCall = (t: TestApp, orderNo: string, caller: Caller = visitor) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Seatmap/order?${queryOf(orderNo, caller)}`,
    headers: caller.headers,
  });

export const getServicesCall = (t: TestApp, orderNo: string, caller: Caller = visitor) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Services?${queryOf(orderNo, caller)}`,
    headers: caller.headers,
  });

export const postCall = (t: TestApp, url: string, payload: object, caller: Caller = visitor) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: caller.headers,
    payload: { ...payload, ...(caller.email === undefined ? {} : { email: caller.email }) },
  });

export async function seatMapOk(
  t: TestApp,
  orderNo: string,
  caller?: Caller,
): Promise<SeatMapResult> {
  const res = await getSeatMapCall(t, orderNo, caller);
  expect(res.statusCode, res.body).toBe(200);
  return SeatMapResultSchema.parse(res.json().data);
}

export async function servicesOk(
  t: TestApp,
  orderNo: string,
  caller?: Caller,
): Promise<ServicesResult> {
  const res = await getServicesCall(t, orderNo, caller);
  expect(res.statusCode, res.body).toBe(200);
  return ServicesResultSchema.parse(res.json().data);
}

/** The first seat of flight `index` that passes `test`, in map order. */
export function findSeat(
  map: SeatMapResult,
  index: number,
  test: (seat: AirSeat, row: { rowNumber: number; isExitRowPosition: boolean }) => boolean,
): AirSeat {
  const rows = map.SeatMapResponses[index]?.SeatMapDetails.airRows ?? [];
  for (const row of rows) {
    const seat = row.airSeats.find((s) => test(s, row));
    if (seat) return seat;
  }
  throw new Error('no seat matches');
}

export const isFreeFor = (seat: AirSeat, passengerKey: string) =>
  seat.seatAvailabilityStatus === 'A' &&
  seat.OfferItems.some((item) => item.PassengerRef.split(' ').includes(passengerKey));

/** The submission for `seat` as the picker sends it. */
export function seatSelection(
  map: SeatMapResult,
  index: number,
  seat: AirSeat,
  passengerRef: string,
  oldorderitemId = '',
): SeatSelection {
  const response = map.SeatMapResponses[index];
  const item = seat.OfferItems[0];
  if (!response || !item) throw new Error('seat has no offer');
  return {
    offerItemRef: item.OfferItemRef,
    passengerRef,
    rowNumber: Number(seat.seatNumber.slice(0, -1)),
    seatNumber: seat.seatNumber,
    baseFare: item.BaseFare,
    tax: item.Tax,
    totalPrice: item.TotalPrice,
    oldorderitemId,
    flightId: response.FlightSegments.FlightID,
    airline: response.FlightSegments.marketingAirline,
    flightNumber: response.FlightSegments.flightNumber,
    shoppingResponseId: map.ShoppingResponseID,
    offerId: map.OfferID,
    owner: map.Owner,
  };
}
