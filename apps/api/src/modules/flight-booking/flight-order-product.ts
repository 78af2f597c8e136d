import type { AppContext } from '../../app-context';
import { flightSupplier } from '../../lib/flight-supplier';
import {
  FlightOrderDetailsSchema,
  type FlightOrderDetails,
} from '../../products/flight/flight-details';
import { sendItineraryMail, ticketingDelayedMessage } from '../../products/flight/itinerary-mail';
import type { OrderProduct } from '../../lib/orders/order-product';
import { issueFlightTickets, issuedTickets } from './flight-fulfilment';
import { flightOrderDetail } from './flight-order-view';
import { flightListFields } from './flight-list-fields';
import { flightRefundPolicy } from '../../products/flight/refund-rules';
import { cancelFlightTickets, flightCancelledWhat } from './flight-cancellation';

/** Flights in the order registry (src/products.ts). */
export const flightOrderProduct: OrderProduct<'flight', FlightOrderDetails> = {
  product: 'flight',
  details: FlightOrderDetailsSchema,
  holdReleasers: (ctx: Pick<AppContext, 'db'>) => ({
    flight: (tx, holds) => flightSupplier(ctx).release(tx, holds),
  }),
  listFields: flightListFields,
  // Paid in full when booked; seats and services added later are due with the rest.
  dueNowCents: (_details, totalCents) => totalCents,
  fulfil: issueFlightTickets,
  fulfilled: issuedTickets,
  sendConfirmationMail: sendItineraryMail,
  delayedMessage: ticketingDelayedMessage,
  view: flightOrderDetail,
  refundPolicy: flightRefundPolicy,
  cancelAtSupplier: cancelFlightTickets,
  cancelledWhat: flightCancelledWhat,
  capabilities: { orderDetailCall: true, seatsAndServices: true, exchange: true },
};
