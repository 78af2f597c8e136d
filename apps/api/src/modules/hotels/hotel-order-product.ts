import type { AppContext } from '../../app-context';
import { hotelSupplier } from '../../lib/hotel-supplier';
import {
  HotelOrderDetailsSchema,
  type HotelOrderDetails,
} from '../../products/hotel/hotel-details';
import {
  hotelConfirmationDelayedMessage,
  sendHotelConfirmationMail,
} from '../../products/hotel/hotel-mail';
import { hotelOrderDetail } from '../../products/hotel/hotel-order-view';
import type { OrderProduct } from '../../lib/orders/order-product';
import { confirmedBooking, confirmHotel } from './hotel-fulfilment';
import { hotelListFields } from './hotel-list-fields';
import { hotelRefundPolicy } from '../../products/hotel/refund-rules';
import { cancelHotelBooking, hotelCancelledWhat } from './hotel-cancellation';

/** Hotels in the order registry (src/products.ts). */
export const hotelOrderProduct: OrderProduct<'hotel', HotelOrderDetails> = {
  product: 'hotel',
  details: HotelOrderDetailsSchema,
  holdReleasers: (ctx: Pick<AppContext, 'db'>) => ({
    'hotel-night': (tx, holds) => hotelSupplier(ctx).release(tx, holds),
  }),
  // The lead guests are in the details; the booking form has no other traveller list.
  listFields: (details) => hotelListFields(details),
  // A deposit's first night, nothing for a guarantee; the rest is paid at the hotel.
  dueNowCents: (details) => details.dueNow,
  fulfil: confirmHotel,
  fulfilled: async (_ctx, order) => confirmedBooking(order),
  sendConfirmationMail: sendHotelConfirmationMail,
  delayedMessage: hotelConfirmationDelayedMessage,
  view: (_ctx, order, core) => hotelOrderDetail(order, core),
  refundPolicy: hotelRefundPolicy,
  cancelAtSupplier: cancelHotelBooking,
  cancelledWhat: hotelCancelledWhat,
  // Hotel orders have their own detail call, `GET /api/SearchHotelOrder`.
  capabilities: { orderDetailCall: false, seatsAndServices: false, exchange: false },
};
