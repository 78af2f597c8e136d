import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AnyOrderDetail } from '@travel/contracts/order-detail';
import type { RefundQuote } from '@travel/contracts/refunds';
import { ERRORS } from '@travel/contracts/errors';
import { isApiError } from '../../../lib/error-message';
import { type OrderRef, orderKeys } from '../../../lib/order-access';
import { refundQuoteKey } from './refund-quote';

const bodyOf = (ref: OrderRef) => ({
  orderNo: ref.orderNo,
  ...(ref.email ? { email: ref.email } : {}),
});

export interface CancelInput {
  /** A visitor's code e-mailed to the booking email. */
  code?: string;
  /** A paid order: the refund quote the traveller confirmed. */
  quoteId?: string;
  /** One per confirmation: a retry after a lost reply replays instead of cancelling twice. */
  idempotencyKey: string;
}

/**
 * `POST /api/Cancel`: cancels an order of any product, awaiting payment or (issue 12) paid, on
 * the refund quote the traveller saw; the reply is the order as its own detail call shows it,
 * so it replaces the cached one. When the quote has changed (409 refundQuoteChanged) the
 * reply's data is the new quote, which replaces the one on screen.
 */
export function useCancelOrder(ref: OrderRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, quoteId, idempotencyKey }: CancelInput) =>
      apiFetch<AnyOrderDetail>('/api/Cancel', {
        method: 'POST',
        body: { ...bodyOf(ref), ...(code ? { code } : {}), ...(quoteId ? { quoteId } : {}) },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(ref.orderNo), order);
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
    },
    onError: (error) => {
      if (isApiError(error, ERRORS.refundQuoteChanged.code) && error.data) {
        client.setQueryData(refundQuoteKey(ref.orderNo), error.data as RefundQuote);
      }
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
