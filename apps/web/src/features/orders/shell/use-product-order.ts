import { useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@travel/contracts/orders';
import type { Product } from '@travel/contracts/products';
import { type OrderRef, orderKeys } from '../../../lib/order-access';
import { webProduct } from '../../../products';

// Paid and processing orders settle within seconds (tickets, the hotel's confirmation).
const SETTLING: readonly OrderStatus[] = ['paid', 'processing'];

/**
 * One order of `product` through its own detail call, under the product-neutral key; polled
 * while it settles after payment. Unknown orders, other people's orders and wrong emails do not
 * get better by retrying.
 */
export function useProductOrder(product: Product, ref: OrderRef) {
  return useQuery({
    queryKey: orderKeys.detail(ref.orderNo),
    queryFn: ({ signal }) => webProduct(product).loadOrder(ref, signal),
    retry: false,
    refetchInterval: (query) =>
      query.state.data && SETTLING.includes(query.state.data.status) ? 3000 : false,
  });
}
