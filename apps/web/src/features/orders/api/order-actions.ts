import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@travel/contracts/orders';
import { apiFetch } from '../../../lib/api-client';
import {
  newIdempotencyKey,
  getTicketStatus,
  type TicketStatus,
} from '../../../products/flight/pay-order';
import { orderKeys, type OrderRef } from '../../../products/flight/order-detail';

const bodyOf = (ref: OrderRef) => ({
  orderNo: ref.orderNo,
  ...(ref.email ? { email: ref.email } : {}),
});

/**
 * `POST /api/Cancel`: cancels an order awaiting payment; the reply is the order as it is now.
 * A visitor's cancel carries the code e-mailed to the booking email (issue 9).
 */
export function useCancelOrder(ref: OrderRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code?: string) =>
      apiFetch<OrderDetail>('/api/Cancel', {
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

/** `POST /api/Mails/SendItinerary`: e-mails the itinerary to the booking email (masked reply). */
export function useSendItinerary(ref: OrderRef) {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ sentTo: string }>('/api/Mails/SendItinerary', {
        method: 'POST',
        body: bodyOf(ref),
      }),
  });
}

/** `GET /api/TicketStatus` on demand; the order is refetched so the page shows the news. */
export function useRefreshTickets(ref: OrderRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<TicketStatus> => getTicketStatus(ref),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.detail(ref.orderNo) }),
  });
}
