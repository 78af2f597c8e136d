import type { HotelOrderDetail } from '@travel/contracts/hotel-orders';
import { apiFetch } from '../../lib/api-client';
import type { OrderRef } from '../../lib/order-access';

/**
 * `GET /api/SearchHotelOrder?orderNo=…[&email=…]`: a hotel order as its booking result and its
 * order page show it. The owner (or their agent) is known by the token; a visitor adds the
 * booking email.
 */
export function getHotelOrder(ref: OrderRef, signal?: AbortSignal): Promise<HotelOrderDetail> {
  return apiFetch<HotelOrderDetail>('/api/SearchHotelOrder', {
    query: { orderNo: ref.orderNo, email: ref.email ?? undefined },
    signal,
  });
}
