import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@travel/contracts/orders';
import { type OrderRef, orderKeys } from '../../lib/order-access';
import { getOrderDetail } from './get-order-detail';

export { getOrderDetail };

export const orderDetailQueryOptions = (ref: OrderRef) =>
  queryOptions({
    queryKey: orderKeys.detail(ref.orderNo),
    queryFn: ({ signal }) => getOrderDetail(ref, signal),
    // Unknown orders, other people's orders and bad emails do not get better by retrying.
    retry: false,
  });

/**
 * The order, refetched every `refetchEvery(order)` ms while that returns a number: pages poll
 * while ticketing is under way and stop once the status settles.
 */
export function useOrderDetail(
  ref: OrderRef,
  options: { refetchEvery?: (order: OrderDetail | undefined) => number | false } = {},
) {
  const { refetchEvery } = options;
  return useQuery({
    ...orderDetailQueryOptions(ref),
    refetchInterval: refetchEvery ? (query) => refetchEvery(query.state.data) : false,
  });
}
