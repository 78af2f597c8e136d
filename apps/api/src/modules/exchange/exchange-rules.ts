import { z } from 'zod';
import { partyTotal } from '@travel/contracts/brand-price';
import { ExchangeRecordSchema, NOT_CHANGEABLE_MSG } from '@travel/contracts/exchange';
import type { FareBrand, FlightTrip } from '@travel/contracts/flights';
import { AppError } from '../../lib/app-error';
import {
  changeFeeOf,
  exchangeRefusal,
  type ExchangeRefusal,
} from '../../products/flight/exchange-eligibility';
import { FlightOrderDetailsSchema } from '../../products/flight/flight-details';
import type { OrderRow } from '../../lib/orders/status';
import { orderProductOf } from '../../lib/orders/order-product';
import type { AppContext } from '../../app-context';

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

export function exchangedDetailsOf(
  ctx: Pick<AppContext, 'orderProducts'>,
  order: Pick<OrderRow, 'product' | 'details' | 'orderNo'>,
) {
  const parsed = ExchangedDetailsSchema.safeParse(order.details);
  if (!orderProductOf(ctx, order).capabilities.exchange || !parsed.success) {
    // A product that cannot be exchanged, or an order written before its details had this shape.
    throw new AppError('exchangeFailed', { msg: 'This order cannot be changed online' });
  }
  return parsed.data;
}

const REFUSALS: Record<ExchangeRefusal, () => AppError> = {
  // Only issued orders can be changed; any other status answers 1405.
  notIssued: () => new AppError('orderStatusAbnormal'),
  notChangeable: () => new AppError('exchangeFailed', { msg: NOT_CHANGEABLE_MSG }),
  termsUnknown: () =>
    new AppError('exchangeFailed', {
      msg: 'The change terms of this fare are not known; please contact us to change it',
    }),
  tooLate: () =>
    new AppError('exchangeFailed', {
      msg: 'This trip has departed or departs too soon to be changed',
    }),
};

/**
 * Refuses a change that `exchangeRefusal` (the rule the order detail's `canExchange` also
 * uses) does not allow, with the message a client sees; else the change fee per traveller.
 */
export function requireExchangeable(
  order: Pick<OrderRow, 'status'>,
  details: Pick<ExchangedDetails, 'brand' | 'trips'>,
  now: Date,
  salesCloseMinutes: number,
): number {
  const refusal = exchangeRefusal(order, details, now, salesCloseMinutes);
  if (refusal) throw REFUSALS[refusal]();
  const fee = changeFeeOf(details.brand.rules);
  if (typeof fee === 'string') throw REFUSALS[fee]();
  return fee;
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

/**
 * The gross fare (price plus tax, no commission) of a brand for the order's party: the one
 * price formula with the brand's commission left out (the fare the airline is owed).
 */
export const partyFare = (
  brand: FareBrand,
  adults: number,
  children: number,
  infants = 0,
): number =>
  partyTotal(
    { adults, children, infants },
    {
      adultPrice: brand.adultPrice,
      adultTax: brand.adultTax,
      childPrice: brand.childPrice,
      childTax: brand.childTax,
      infantPrice: brand.infantPrice,
      infantTax: brand.infantTax,
    },
  );

export const flightIdsOf = (trips: readonly FlightTrip[]): string[][] =>
  trips.map((trip) => trip.segments.map((segment) => segment.flightId));
