import { asc, eq } from 'drizzle-orm';
import { orderTravellers } from '@travel/db';
import type { AppContext } from '../../app-context';
import { flightSupplier } from '../../lib/flight-supplier';
import { flightDetailsOf } from '../../products/flight/flight-details';
import { markFulfilmentFailed } from '../../lib/orders/fulfilment';
import { sendItineraryMail, ticketingDelayedMessage } from '../../products/flight/itinerary-mail';
import type { FulfilmentResult } from '../../lib/orders/order-product';
import { setTicketNumbers } from '../../lib/orders/order-parts';
import { transitionOrder, type OrderRow } from '../../lib/orders/status';

/** A flight's fulfilment after payment: the airline issues a ticket per traveller and trip. */

/** Ticketing after payment: issued with numbers, or issueFailed for support to finish. */
export async function issueFlightTickets(
  ctx: AppContext,
  order: OrderRow,
  failIssue: boolean,
): Promise<FulfilmentResult> {
  const details = flightDetailsOf(order);
  let outcome;
  try {
    outcome = await flightSupplier(ctx).issueTickets({
      orderNo: order.orderNo,
      // One ticketing request per order: a retry after a crash gets the same tickets.
      requestKey: `issue:${order.orderNo}`,
      // A lap infant gets a ticket of their own too.
      travellers: details.adults + details.children + details.infants,
      trips: details.trips.length,
      failIssue,
    });
  } catch {
    // An airline that does not answer has not issued: support finishes it (issueFailed).
    outcome = { kind: 'failed' as const };
  }
  const base = { orderNo: order.orderNo };
  if (outcome.kind === 'failed') {
    const status = await markFulfilmentFailed(ctx, order, ticketingDelayedMessage(order));
    return { ...base, status, ticketNumbers: [] };
  }
  const ticketNumbers = outcome.ticketNumbers;
  const issued = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    // The move first: tickets are written by the one fulfilment that issued the order.
    const moved = await transitionOrder(tx, order.id, 'paid', 'issued', now, { issuedAt: now });
    if (moved) await setTicketNumbers(tx, order.id, ticketNumbers);
    return moved;
  });
  // Issuing changes no details: the mail reuses the ones parsed above.
  if (issued) await sendItineraryMail(ctx, issued, details);
  return { ...base, status: 'issued', ticketNumbers: ticketNumbers.flat() };
}

/** The tickets an earlier fulfilment stored, as it answered them. */
export async function issuedTickets(
  ctx: Pick<AppContext, 'db'>,
  order: OrderRow,
): Promise<FulfilmentResult> {
  const travellers = await ctx.db
    .select({ ticketNumbers: orderTravellers.ticketNumbers })
    .from(orderTravellers)
    .where(eq(orderTravellers.orderId, order.id))
    .orderBy(asc(orderTravellers.travellerIndex));
  return {
    orderNo: order.orderNo,
    status: order.status as FulfilmentResult['status'],
    ticketNumbers: travellers.flatMap((t) => t.ticketNumbers),
  };
}
