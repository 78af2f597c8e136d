import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus, Product } from '@travel/contracts/orders';
import { orderTravellers, orders, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { flightSupplier } from '../flight-supplier';
import { hotelSupplier } from '../hotel-supplier';
import { sendMail, type MailResult } from '../mail/send-mail';
import { flightDetailsOf } from './flight-details';
import { hotelDetailsOf } from './hotel-details';
import { hotelConfirmationDelayedMessage, sendHotelConfirmationMail } from './hotel-mail';
import { sendItineraryMail, ticketingDelayedMessage } from './itinerary-mail';
import { findOrderById } from './cancel';
import { keepLeased } from './lease';
import { transitionOrder, type OrderRow } from './status';

/**
 * What happens to a paid order, per product: a flight has its tickets issued by the airline, a
 * hotel booking is confirmed by the hotel. Either way the order ends `issued` (shown as
 * Confirmed for hotels) with the supplier's references stored, or `issueFailed` for support to
 * finish, and the customer gets a mail. Payment itself is product-neutral (lib/payments).
 */

export interface FulfilmentResult {
  orderNo: string;
  status: OrderStatus;
  /** Flights: every ticket number of the order; hotels: none. */
  ticketNumbers: string[];
  /** Hotels: the hotel's confirmation number once confirmed. */
  confirmationNumber: string | null;
}

/**
 * What paying an order takes now: its `due_now_cents`, written by the product when it booked
 * (a flight's total, a hotel's due-now part: 0 for a guarantee).
 */
export function amountDueNow(order: OrderRow): number {
  return order.dueNowCents;
}

/** Fulfils a paid order. `fail` is the sandbox test hook (the supplier will refuse). */
export async function fulfilOrder(
  ctx: AppContext,
  order: OrderRow,
  fail: boolean,
): Promise<FulfilmentResult> {
  // A slow supplier keeps the order leased to this process (the reconciler leaves it alone).
  const stopLease = keepLeased(ctx, order.id);
  try {
    return await (order.product === 'hotel'
      ? confirmHotel(ctx, order, fail)
      : issueFlightTickets(ctx, order, fail));
  } finally {
    stopLease();
  }
}

/** The order's own mail (flight itinerary, hotel booking confirmation) to the booking email. */
export async function sendOrderMail(ctx: AppContext, order: OrderRow): Promise<MailResult> {
  return order.product === 'hotel'
    ? sendHotelConfirmationMail(ctx, order)
    : sendItineraryMail(ctx, order);
}

/** The "it is taking longer" mail of each product, for an order whose fulfilment failed. */
const DELAYED_MESSAGES = {
  flight: ticketingDelayedMessage,
  hotel: hotelConfirmationDelayedMessage,
} satisfies Record<Product, (order: OrderRow) => MailMessage>;

/**
 * Gives up on fulfilling a paid order (the reconciler, after its tries): `issueFailed` for
 * support to finish, and the traveller gets the product's delayed mail.
 */
export async function giveUpFulfilment(ctx: AppContext, order: OrderRow): Promise<OrderStatus> {
  const message: ((order: OrderRow) => MailMessage) | undefined =
    DELAYED_MESSAGES[order.product as Product];
  if (!message) throw new Error(`no delayed mail for product ${order.product}`);
  return markFulfilmentFailed(ctx, order, message(order));
}

type MailMessage = { subject: string; text: string; html: string };

/** Paid but not fulfilled: `issueFailed`, and the customer is told before they worry. */
async function markFulfilmentFailed(
  ctx: AppContext,
  order: OrderRow,
  message: MailMessage,
): Promise<OrderStatus> {
  const failed = await transitionOrder(ctx.db, order.id, 'paid', 'issueFailed', ctx.now());
  // Only whoever moved it tells the traveller (a request and the reconciler never both mail).
  if (!failed) return ((await findOrderById(ctx.db, order.id))?.status as OrderStatus) ?? 'paid';
  await sendMail(ctx, {
    to: order.contactEmail,
    ...message,
    kind: 'confirmation',
    requestedByRecipient: true,
  });
  return 'issueFailed';
}

async function setTicketNumbers(
  tx: Executor,
  orderId: string,
  ticketNumbers: readonly (readonly string[])[],
): Promise<void> {
  for (const [index, numbers] of ticketNumbers.entries()) {
    await tx
      .update(orderTravellers)
      .set({ ticketNumbers: [...numbers] })
      .where(and(eq(orderTravellers.orderId, orderId), eq(orderTravellers.travellerIndex, index)));
  }
}

/** Ticketing after payment: issued with numbers, or issueFailed for support to finish. */
async function issueFlightTickets(
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
      travellers: details.adults + details.children,
      trips: details.trips.length,
      failIssue,
    });
  } catch {
    // An airline that does not answer has not issued: support finishes it (issueFailed).
    outcome = { kind: 'failed' as const };
  }
  const base = { orderNo: order.orderNo, confirmationNumber: null };
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
  if (issued) await sendItineraryMail(ctx, issued);
  return { ...base, status: 'issued', ticketNumbers: ticketNumbers.flat() };
}

/** The hotel confirms the paid booking: its number goes into the order's details. */
async function confirmHotel(
  ctx: AppContext,
  order: OrderRow,
  fail: boolean,
): Promise<FulfilmentResult> {
  const details = hotelDetailsOf(order);
  const lead = details.guests[0];
  let outcome;
  try {
    outcome = await hotelSupplier(ctx).confirm({
      orderNo: order.orderNo,
      hotelId: details.hotelId,
      roomCode: details.rate.roomCode,
      checkIn: details.stay.checkIn,
      checkOut: details.stay.checkOut,
      rooms: details.stay.rooms,
      leadGuest: lead ? `${lead.firstName} ${lead.lastName}` : order.contactName,
      failConfirm: fail,
    });
  } catch {
    // A hotel system that does not answer has not confirmed: support finishes it.
    outcome = { kind: 'failed' as const, reason: 'no answer' };
  }
  const base = { orderNo: order.orderNo, ticketNumbers: [] };
  if (outcome.kind === 'failed') {
    const status = await markFulfilmentFailed(ctx, order, hotelConfirmationDelayedMessage(order));
    return { ...base, status, confirmationNumber: null };
  }
  const { confirmationNumber } = outcome;
  const issued = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const moved = await transitionOrder(tx, order.id, 'paid', 'issued', now, { issuedAt: now });
    if (!moved) return null;
    const [withNumber] = await tx
      .update(orders)
      .set({
        details: sql`${orders.details} || ${JSON.stringify({ confirmationNumber })}::jsonb`,
      })
      .where(eq(orders.id, order.id))
      .returning();
    return withNumber ?? moved;
  });
  if (issued) await sendHotelConfirmationMail(ctx, issued);
  return { ...base, status: 'issued', confirmationNumber };
}
