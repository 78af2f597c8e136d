import type { AppContext } from '../../app-context';
import type { OrderProduct } from '../../lib/orders/order-product';
import type { OrderRow } from '../../lib/orders/status';
import { tourRefundPolicy } from '../../products/tour/refund-rules';
import { tourBalance } from '../../products/tour/tour-balance';
import {
  TOUR_PLACE_HOLD,
  TourOrderDetailsSchema,
  tourDetailsOf,
  tourListFields,
  type TourOrderDetails,
} from '../../products/tour/tour-details';
import { sendTourOrderMail, tourConfirmationDelayedMessage } from '../../products/tour/tour-mail';
import { tourOrderDetail } from '../../products/tour/tour-order-view';
import { releaseTourPlaces } from '../../suppliers/tours/places.repository';
import { awaitOperator, operatorAnswer } from './tour-confirmation';

/**
 * Tours and cruises in the order registry (src/products.ts): one module, one product each
 * (issue 14). What differs between them is in the details (`kind`, the cruise cabin); the
 * order machinery sees two products with the same behaviour.
 */
function tourLikeProduct<P extends 'tour' | 'cruise'>(
  product: P,
): OrderProduct<P, TourOrderDetails> {
  return {
    product,
    details: TourOrderDetailsSchema,
    // Places of a departure, held by SaveOrder / SaveOrderCruise (key: the departure id).
    holdReleasers: (_ctx: Pick<AppContext, 'db'>) => ({
      [TOUR_PLACE_HOLD]: async (tx, holds) => {
        for (const hold of holds) await releaseTourPlaces(tx, hold.resourceKey, hold.quantity);
      },
    }),
    listFields: (details) => tourListFields(details),
    // A deposit while the final payment date is ahead, else everything the booker pays.
    dueNowCents: (details) => details.dueNow,
    // Not confirmed at payment: the operator answers within 48 hours (tour-confirmation.ts).
    fulfil: awaitOperator,
    fulfilled: async (_ctx, order) => operatorAnswer(order),
    sendConfirmationMail: sendTourOrderMail,
    delayedMessage: tourConfirmationDelayedMessage,
    // With the WeChat flow's short number (set by the checkout, modules/checkout/short-number.ts).
    view: (ctx, order, core) => ({
      ...tourOrderDetail(order, core, ctx.now()),
      shortNumber: order.shortNumber,
    }),
    refundPolicy: tourRefundPolicy,
    // The simulated operator takes a cancellation at once; its reference names the order.
    cancelAtSupplier: async (_ctx, order: OrderRow) => ({
      kind: 'cancelled',
      reference: `CX-${order.orderNo}`,
    }),
    cancelledWhat: (order) => {
      const d = tourDetailsOf(order);
      return `Your ${d.kind} ${d.tourName} departing ${d.departDate} is cancelled.`;
    },
    // `GET /api/OrderDetail` shows tour and cruise orders (the path is shared with flights).
    capabilities: { orderDetailCall: true, seatsAndServices: false, exchange: false },
    // A deposit at booking, the rest by the final payment date (POST /api/PayBalance).
    balance: tourBalance,
    // OrderPayInfo's orderinfo names the tour (spec part 2 §3: "orderinfo (JSON string with tourid)").
    orderInfo: (order) => ({ tourid: tourDetailsOf(order).tourId }),
  };
}

export const tourOrderProduct = tourLikeProduct('tour');
export const cruiseOrderProduct = tourLikeProduct('cruise');
