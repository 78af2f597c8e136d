import { z } from 'zod';
import { ExchangeRecordSchema, NOT_CHANGEABLE_MSG } from '@travel/contracts/exchange';
import type { FareBrand, FareRules, FlightTrip } from '@travel/contracts/flights';
import { AppError } from '../../lib/app-error';
import { grossTotal } from '../../lib/offers/commission';
import { FlightOrderDetailsSchema } from '../../lib/orders/flight-details';
import type { OrderRow } from '../../lib/orders/status';
import { SALES_CLOSE_MINUTES } from '../../suppliers/flights/simulated-airline';

/**
 * The rules of changing an issued flight: what the old fare's `changePenalty` allows and costs,
 * what the traveller pays for a new fare, and when it is too late to change. Pure functions,
 * shared by search and confirmation so both price a change the same way.
 */

/** A flight order's details plus its exchange history (original versus new itineraries). */
export const ExchangedDetailsSchema = FlightOrderDetailsSchema.extend({
  exchanges: z.array(ExchangeRecordSchema).default([]),
});
export type ExchangedDetails = z.infer<typeof ExchangedDetailsSchema>;

export function exchangedDetailsOf(order: Pick<OrderRow, 'product' | 'details' | 'orderNo'>) {
  const parsed = ExchangedDetailsSchema.safeParse(order.details);
  if (order.product !== 'flight' || !parsed.success) {
    // Not a flight order (hotels later), or one written before the details had this shape.
    throw new AppError('exchangeFailed', { msg: 'This order cannot be changed online' });
  }
  return parsed.data;
}

/** `USD 75` → 7500; null when the text is not an amount. */
export function parseFeeText(text: string): number | null {
  const match = /^(?:USD\s*)?\$?\s*(\d+(?:\.\d{1,2})?)$/i.exec(text.trim());
  return match ? Math.round(Number(match[1]) * 100) : null;
}

/**
 * The change fee per traveller under these rules, or the refusal a client sees: `non` fares
 * cannot be changed; `unknown` terms cannot be priced online either.
 */
export function changeFeePerTraveller(rules: FareRules): number {
  const penalty = rules.changePenalty.trim();
  if (penalty === 'non') throw new AppError('exchangeFailed', { msg: NOT_CHANGEABLE_MSG });
  if (penalty === 'able') return 0;
  const cents = rules.changeFeeCents ?? (penalty === 'unknown' ? null : parseFeeText(penalty));
  if (cents === null || cents < 0) {
    throw new AppError('exchangeFailed', {
      msg: 'The change terms of this fare are not known; please contact us to change it',
    });
  }
  return cents;
}

export interface ChangeAmounts {
  fareDifference: number;
  residual: number;
  changeFee: number;
  totalToPay: number;
}

/** What changing from one gross fare to another costs: the difference never goes below 0. */
export function changeAmounts(oldFare: number, newFare: number, changeFee: number): ChangeAmounts {
  const fareDifference = Math.max(0, newFare - oldFare);
  return {
    fareDifference,
    residual: Math.max(0, oldFare - newFare),
    changeFee,
    totalToPay: fareDifference + changeFee,
  };
}

/** The gross fare (price plus tax, no commission) of a brand for the order's party. */
export const partyFare = (brand: FareBrand, adults: number, children: number): number =>
  grossTotal(brand, adults, children);

export const flightIdsOf = (trips: readonly FlightTrip[]): string[][] =>
  trips.map((trip) => trip.segments.map((segment) => segment.flightId));

/**
 * Changes close when the airline stops selling the first flight (2 hours before departure);
 * a trip already under way or flown cannot be changed at all.
 */
export function requireNotDeparted(trips: readonly FlightTrip[], now: Date): void {
  const first = trips[0]?.segments[0];
  const departs = first ? Date.parse(first.departureTimeUtc) : Number.NaN;
  if (!Number.isFinite(departs) || now.getTime() >= departs - SALES_CLOSE_MINUTES * 60_000) {
    throw new AppError('exchangeFailed', {
      msg: 'This trip has departed or departs too soon to be changed',
    });
  }
}

/** Only issued orders can be changed; any other status answers 1405. */
export function requireIssued(order: Pick<OrderRow, 'status'>): void {
  if (order.status !== 'issued') throw new AppError('orderStatusAbnormal');
}
