import { eq, sql } from 'drizzle-orm';
import { orders } from '@travel/db';
import type { AppContext } from '../../app-context';
import { hotelSupplier } from '../../lib/hotel-supplier';
import { hotelDetailsOf } from '../../products/hotel/hotel-details';
import { markFulfilmentFailed } from '../../lib/orders/fulfilment';
import {
  hotelConfirmationDelayedMessage,
  sendHotelConfirmationMail,
} from '../../products/hotel/hotel-mail';
import type { FulfilmentResult } from '../../lib/orders/order-product';
import { transitionOrder, type OrderRow } from '../../lib/orders/status';

/** The hotel confirms the paid booking: its number goes into the order's details. */
export async function confirmHotel(
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
  // The details parsed above plus the number just stored: no second parse of the row.
  if (issued) await sendHotelConfirmationMail(ctx, issued, { ...details, confirmationNumber });
  return { ...base, status: 'issued', confirmationNumber };
}

/** What an earlier confirmation stored: the hotel's number (null while not confirmed). */
export function confirmedBooking(order: OrderRow): FulfilmentResult {
  return {
    orderNo: order.orderNo,
    status: order.status as FulfilmentResult['status'],
    ticketNumbers: [],
    confirmationNumber: hotelDetailsOf(order).confirmationNumber,
  };
}
