import type { AppContext } from '../../app-context';
import { hotelSupplier } from '../../lib/hotel-supplier';
import type { SupplierCancellation } from '../../lib/orders/order-product';
import type { OrderRow } from '../../lib/orders/status';
import { hotelDetailsOf } from '../../products/hotel/hotel-details';

/**
 * The hotel's side of a paid booking's cancellation (issue 12): the hotel is told through the
 * HotelSupplier port. A booking the hotel never confirmed has nothing to cancel there. The
 * room-nights went back with the order's holds.
 */
export async function cancelHotelBooking(
  ctx: AppContext,
  order: OrderRow,
): Promise<SupplierCancellation> {
  const details = hotelDetailsOf(order);
  if (!details.confirmationNumber) return { kind: 'cancelled', reference: 'never confirmed' };
  return hotelSupplier(ctx).cancel({
    orderNo: order.orderNo,
    requestKey: `cancel:${order.orderNo}`,
    hotelId: details.hotelId,
    confirmationNumber: details.confirmationNumber,
  });
}

export function hotelCancelledWhat(order: OrderRow): string {
  const details = hotelDetailsOf(order);
  return `Your stay at ${details.hotel.name}, ${details.stay.checkIn.slice(4, 6)}/${details.stay.checkIn.slice(6, 8)}/${details.stay.checkIn.slice(0, 4)} to ${details.stay.checkOut.slice(4, 6)}/${details.stay.checkOut.slice(6, 8)}/${details.stay.checkOut.slice(0, 4)}; the hotel has been told.`;
}
