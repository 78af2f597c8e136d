import { useQuery } from '@tanstack/react-query';
import type { RefundQuote } from '@travel/contracts/refunds';
import { apiFetch } from '../../../lib/api-client';
import { type OrderRef, orderKeys } from '../../../lib/order-access';

export const refundQuoteKey = (orderNo: string) =>
  [...orderKeys.detail(orderNo), 'refundQuote'] as const;

/**
 * `GET /api/Orders/RefundQuote` (issue 12): what cancelling a paid order now gives back, line
 * by line. Read afresh each time the cancel dialog opens: a void window or a free-cancellation
 * deadline may have passed since.
 */
export function useRefundQuote(ref: OrderRef, enabled: boolean) {
  return useQuery({
    queryKey: refundQuoteKey(ref.orderNo),
    queryFn: ({ signal }) =>
      apiFetch<RefundQuote>('/api/Orders/RefundQuote', {
        query: { orderNo: ref.orderNo, ...(ref.email ? { email: ref.email } : {}) },
        signal,
      }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
