import { useQuery } from '@tanstack/react-query';
import type { CheckoutLookup } from '@travel/contracts/checkout';
import { apiFetch } from '../../../lib/api-client';

/**
 * `GET /api/SearchCS?csid=` (the spec's checkout-session lookup): which order a hosted checkout
 * paid, and how its payment went; asked every 1.5 s until the payment is settled.
 */
export function useCheckoutLookup(csid: string | null) {
  return useQuery({
    queryKey: ['tour-booking', 'checkout', csid],
    queryFn: ({ signal }) =>
      apiFetch<CheckoutLookup>('/api/SearchCS', { query: { csid: csid ?? '' }, signal }),
    enabled: csid !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data &&
      query.state.data.order.payment === null &&
      query.state.data.status === 'open'
        ? 1500
        : false,
  });
}
