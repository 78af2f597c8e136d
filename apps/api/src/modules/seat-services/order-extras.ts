import type { BookableCabin } from '@travel/contracts/flights';
import type { PassengerType } from '@travel/contracts/flight-booking';
import { passengerKeyOf } from '@travel/contracts/seat-services';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { loadOrderFor } from '../../lib/orders/access';
import { orderProductOf } from '../../lib/orders/order-product';
import { flightDetailsOf } from '../../products/flight/flight-details';
import type { OrderRow } from '../../lib/orders/status';
import type { Identity } from '../../plugins/auth';
import { travellersOf } from './seat-services.repository';

/** One flight of the order, as the pickers and the airline's catalogues need it. */
export interface OrderFlight {
  flightId: string;
  airlineCode: string;
  flightNumber: string;
  aircraftCode: string;
  cabin: BookableCabin;
  origin: string;
  destination: string;
  departureTime: string;
  durationMinutes: number;
}

export interface OrderPassenger {
  index: number;
  key: string;
  /** Seated travellers only: lap infants are left out (no seat, no extras). */
  type: Exclude<PassengerType, 'INF'>;
  firstName: string;
  middleName: string;
  lastName: string;
}

/** An order open for seats and extras: its flights in travel order and its passengers. */
export interface ExtrasOrder {
  order: OrderRow;
  owner: string;
  flights: OrderFlight[];
  passengers: OrderPassenger[];
}

/**
 * Seats and extras are bought with the order, before it is paid: anything else is 1405, an
 * order past its payment deadline 1506 (it was cancelled on reading, seats back).
 */
export function assertOpenForExtras(order: OrderRow, now: Date): void {
  if (order.status === 'cancelled' && order.cancelReason === 'deadline') {
    throw new AppError('paymentTimeLimitExceeded1506');
  }
  if (order.status !== 'awaitingPayment') {
    throw new AppError('orderStatusAbnormal', {
      msg: 'Seats and extra services can only be added to an order awaiting payment',
    });
  }
  if (order.deadlineAt && order.deadlineAt.getTime() <= now.getTime()) {
    throw new AppError('paymentTimeLimitExceeded1506');
  }
}

/**
 * The caller's order (1404 unknown, 1503 not theirs, visitors by booking email), with its
 * deadline applied and checked open for extras.
 */
export async function loadExtrasOrder(
  ctx: AppContext,
  identity: Identity,
  target: { orderNo: string; email?: string | undefined },
): Promise<ExtrasOrder> {
  // A signed-out caller without an email cannot own anything: 401 lets the web refresh a token.
  if (!identity.signedIn && target.email === undefined) throw new AppError('tokenInvalid');
  const order = await loadOrderFor(ctx, identity, target.orderNo, target.email, {
    notFound: 'orderDoesNotExist',
  });
  // Seat maps exist only for products that sell seats; another product's number is unknown here.
  if (!orderProductOf(ctx, order).capabilities.seatsAndServices) {
    throw new AppError('orderDoesNotExist');
  }
  assertOpenForExtras(order, ctx.now());
  const details = flightDetailsOf(order);
  const flights = details.trips.flatMap((trip) =>
    trip.segments.map((segment) => ({
      flightId: segment.flightId,
      airlineCode: segment.airlineCode,
      flightNumber: segment.flightNumber,
      aircraftCode: segment.aircraftCode,
      cabin: segment.cabin,
      origin: segment.departureAirportCode,
      destination: segment.arrivalAirportCode,
      departureTime: segment.departureTime,
      durationMinutes: segment.duration,
    })),
  );
  // Lap infants (booked last) have no seat and no seat or extra services (spec: Adult/Child).
  const seated = (await travellersOf(ctx.db, order.id)).filter((t) => t.passengerType !== 'INF');
  const passengers = seated.map((t) => ({
    index: t.travellerIndex,
    key: passengerKeyOf(t.travellerIndex),
    type: t.passengerType === 'CHD' ? ('CHD' as const) : ('ADT' as const),
    firstName: t.firstName,
    middleName: t.middleName,
    lastName: t.lastName,
  }));
  return { order, owner: details.validatingAirline, flights, passengers };
}

export const fullName = (p: Pick<OrderPassenger, 'firstName' | 'middleName' | 'lastName'>) =>
  [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');

/** Ids of this order's seat and service offers (NDC ShoppingResponseID, OfferID). */
export const seatOfferIds = (orderNo: string) => ({
  responseId: `SMR-${orderNo}`,
  offerId: `SMO-${orderNo}`,
});
export const serviceOfferIds = (orderNo: string) => ({
  responseId: `SVR-${orderNo}`,
  offerId: `SVO-${orderNo}`,
});
