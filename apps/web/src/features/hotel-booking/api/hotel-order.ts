import { useQuery } from '@tanstack/react-query';
import { type OrderRef, orderKeys, orderRefOf } from '../../../lib/order-access';
import { getHotelOrder } from '../../../products/hotel/order-detail';

/** A hotel order and, for a visitor, the booking email this tab remembers for it. */
export type HotelOrderRef = OrderRef;

export const hotelOrderRefOf = orderRefOf;

/**
 * The booking result's order (`GET /api/SearchHotelOrder`), under the product-neutral order key
 * the order shell, payment and cancel refresh.
 */
export function useHotelOrder(ref: HotelOrderRef) {
  return useQuery({
    queryKey: orderKeys.detail(ref.orderNo),
    queryFn: ({ signal }) => getHotelOrder(ref, signal),
    // Unknown orders, other people's orders and wrong emails do not get better by retrying.
    retry: false,
  });
}
