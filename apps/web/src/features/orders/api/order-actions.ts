import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AnyOrderDetail } from '@travel/contracts/order-detail';
import { type OrderRef, newIdempotencyKey, orderKeys } from '../../../lib/order-access';

const bodyOf = (ref: OrderRef) => ({
  orderNo: ref.orderNo,
  ...(ref.email ? { email: ref.email } : {}),
});

/**
 * `POST /api/Cancel`: cancels an order of any product awaiting payment; the reply is the order
 * as its own detail call shows it, so it replaces the cached one. A visitor's cancel carries the
 * code e-mailed to the booking email (issue 9).
 */
export function useCancelOrder(ref: OrderRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code?: string) =>
      apiFetch<AnyOrderDetail>('/api/Cancel', {
        method: 'POST',
        body: { ...bodyOf(ref), ...(code ? { code } : {}) },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(ref.orderNo), order);
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}

/**
 * `POST /api/Mails/SendItinerary`: e-mails the order's confirmation (a flight's itinerary, a
 * hotel's booking) to the booking email; the reply is the masked address.
 */
export function useSendItinerary(ref: OrderRef) {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ sentTo: string }>('/api/Mails/SendItinerary', {
        method: 'POST',
        body: bodyOf(ref),
      }),
  });
}
