import type { OrderDetail } from '@travel/contracts/orders';
import { apiFetch } from '../../lib/api-client';
import type { OrderRef } from '../../lib/order-access';

/**
 * `GET /api/OrderDetail`: one flight order. Shared by the booking result page, the order pages
 * and the "Find your flight" lookup, so it lives here rather than in one feature. Signed-in
 * owners are recognised by their token; a visitor adds the booking email. A file of its own,
 * without React Query: the registry (products/flight/index.ts, in the home page's and My orders'
 * first load) reads orders through it, and the hooks of order-detail.ts would bring the query
 * observer along.
 */
export function getOrderDetail(ref: OrderRef, signal?: AbortSignal): Promise<OrderDetail> {
  return apiFetch<OrderDetail>('/api/OrderDetail', {
    query: { orderNo: ref.orderNo, email: ref.email ?? undefined },
    signal,
  });
}
