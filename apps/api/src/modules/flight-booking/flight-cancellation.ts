import type { AppContext } from '../../app-context';
import { flightSupplier } from '../../lib/flight-supplier';
import { findTravellers } from '../../lib/orders/order-parts';
import type { SupplierCancellation } from '../../lib/orders/order-product';
import type { OrderRow } from '../../lib/orders/status';
import { flightDetailsOf } from '../../products/flight/flight-details';
import { isVoid } from '../../products/flight/refund-rules';

/**
 * The airline's side of a paid flight order's cancellation (issue 12): its tickets are voided
 * (cancelled inside the 24-hour window) or refunded. An order whose tickets were never issued
 * has nothing to tell the airline. The seats went back with the order's holds.
 */
export async function cancelFlightTickets(
  ctx: AppContext,
  order: OrderRow,
): Promise<SupplierCancellation> {
  const travellers = await findTravellers(ctx.db, order.id);
  const ticketNumbers = travellers.flatMap((t) => t.ticketNumbers);
  if (ticketNumbers.length === 0) return { kind: 'cancelled', reference: 'no tickets issued' };
  const details = flightDetailsOf(order);
  const at = order.cancelledAt ?? ctx.now();
  return flightSupplier(ctx).cancelTickets({
    orderNo: order.orderNo,
    requestKey: `cancel:${order.orderNo}`,
    ticketNumbers,
    mode: isVoid(order, details, at) ? 'void' : 'refund',
  });
}

export function flightCancelledWhat(order: OrderRow): string {
  const details = flightDetailsOf(order);
  const travellers = details.adults + details.children + details.infants;
  return `Your flights ${order.title} for ${travellers} traveller${travellers === 1 ? '' : 's'}; the tickets are cancelled with the airline.`;
}
