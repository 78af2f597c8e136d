import type { OrderDetail } from '@travel/contracts/orders';
import { InvoiceDetailsSchema } from '@travel/contracts/flight-booking';
import type { AppContext } from '../../app-context';
import { flightSupplier } from '../../lib/flight-supplier';
import { exchangeRefusal } from '../../products/flight/exchange-eligibility';
import { flightDetailsOf } from '../../products/flight/flight-details';
import type { OrderCore } from '../../lib/orders/order-core';
import type { OrderRow } from '../../lib/orders/status';

/**
 * A flight order as `GET /api/OrderDetail` (and the Cancel reply) shows it: the order core the
 * machinery built, with the itinerary, fare, invoice and whether it can be exchanged, in the
 * contract's key order.
 */
export function flightOrderDetail(
  ctx: Pick<AppContext, 'db' | 'now'>,
  order: OrderRow,
  core: OrderCore,
): OrderDetail {
  const details = flightDetailsOf(order);
  const invoice = InvoiceDetailsSchema.safeParse(order.invoice);
  return {
    ...core.summary,
    // flightDetailsOf above refused any other product.
    product: 'flight',
    tripType: details.tripType,
    trips: details.trips,
    brand: details.brand,
    travellers: core.travellers,
    contact: core.contact,
    invoice: invoice.success ? invoice.data : null,
    lines: core.lines,
    payments: core.payments,
    paidAt: core.paidAt,
    issuedAt: core.issuedAt,
    cancelledAt: core.cancelledAt,
    money: core.money,
    canPay: core.canPay,
    canCancel: core.canCancel,
    // The exchange calls' own rule, so the page offers only a change the API would allow.
    canExchange:
      exchangeRefusal(order, details, ctx.now(), flightSupplier(ctx).salesCloseMinutes) === null,
  };
}
