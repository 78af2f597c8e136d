import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutLookup } from '@travel/contracts/checkout';
import { apiFetch } from '../../../lib/api-client';
import { checkoutSettled } from '../lib/checkout-progress';

export const checkoutKeys = {
  all: ['checkout'] as const,
  session: (csid: string) => [...checkoutKeys.all, 'session', csid] as const,
};

/** `GET /api/SearchCS`: the checkout session by id, with where its order stands. */
export function getCheckoutSession(csid: string, signal?: AbortSignal): Promise<CheckoutLookup> {
  return apiFetch<CheckoutLookup>('/api/SearchCS', { query: { csid }, signal });
}

/** How often the return page asks while the payment and the order are under way. */
export const CHECKOUT_POLL_MS = 1500;

export const checkoutSessionQueryOptions = (csid: string) =>
  queryOptions({
    queryKey: checkoutKeys.session(csid),
    queryFn: ({ signal }) => getCheckoutSession(csid, signal),
    // Asked again until the order is fulfilled or the session can no longer be paid.
    refetchInterval: (query) =>
      query.state.data && checkoutSettled(query.state.data) ? false : CHECKOUT_POLL_MS,
    refetchIntervalInBackground: true,
    // A malformed or unknown id does not get better by asking again.
    retry: (count, error) => count < 3 && !(error as { status?: number }).status,
  });

export const useCheckoutSession = (csid: string) => useQuery(checkoutSessionQueryOptions(csid));
