import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HotelOrderDetail } from '@travel/contracts/hotel-orders';
import { apiFetch } from '../../../lib/api-client';
import { orderEmail } from '../../../lib/order-access';
import { orderKeys } from '../../../products/flight/order-detail';
import { newIdempotencyKey } from '../../../products/flight/pay-order';
import { hotelBookingKeys } from './hotel-detail';

/** A hotel order and, for a visitor, the booking email this tab remembers for it. */
export interface HotelOrderRef {
  orderNo: string;
  email: string | null;
}

export const hotelOrderRefOf = (orderNo: string): HotelOrderRef => ({
  orderNo,
  email: orderEmail(orderNo),
});

/**
 * `GET /api/SearchHotelOrder?orderNo=…[&email=…]`: the booking result and order detail. The
 * owner (or their agent) is known by the token; a visitor adds the booking email.
 */
export function getHotelOrder(ref: HotelOrderRef, signal?: AbortSignal): Promise<HotelOrderDetail> {
  return apiFetch<HotelOrderDetail>('/api/SearchHotelOrder', {
    query: { orderNo: ref.orderNo, email: ref.email ?? undefined },
    signal,
  });
}

export function useHotelOrder(ref: HotelOrderRef) {
  return useQuery({
    queryKey: hotelBookingKeys.order(ref.orderNo),
    queryFn: ({ signal }) => getHotelOrder(ref, signal),
    // Unknown orders, other people's orders and wrong emails do not get better by retrying.
    retry: false,
  });
}

/**
 * `POST /api/Cancel`: cancels the order (the room-nights go back). The reply is read again
 * through SearchHotelOrder so the page shows the hotel view of the order, not a generic one.
 */
export function useCancelHotelOrder(ref: HotelOrderRef) {
  const client = useQueryClient();
  return useMutation({
    // A visitor's cancel carries the code e-mailed to the booking email (issue 9).
    mutationFn: (code?: string) =>
      apiFetch<unknown>('/api/Cancel', {
        method: 'POST',
        body: {
          orderNo: ref.orderNo,
          ...(ref.email ? { email: ref.email } : {}),
          ...(code ? { code } : {}),
        },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: hotelBookingKeys.order(ref.orderNo) });
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
