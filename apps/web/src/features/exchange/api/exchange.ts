import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ExchangeHistory,
  ExchangeOrderBody,
  ExchangeQuote,
  ExchangeQuoteBody,
  ExchangeResult,
  ExchangeSearchBody,
  ExchangeSearchResult,
} from '@travel/contracts/exchange';
import { FLIGHT_CLIENT_TIMEOUT_MS } from '@travel/contracts/constants';
import { apiFetch } from '../../../lib/api-client';
import type { OrderRef } from '../../../lib/order-access';

/**
 * The exchange calls (spec part 1 §7): `POST /api/Exchange/Search` for change offers on new
 * dates, `POST /api/Exchange/Order` to confirm one (card data in the body only, with an
 * Idempotency-Key so a retry never charges twice) and `GET /api/Exchange/Order` for the order's
 * exchanges. A visitor's booking email rides along in the body or query.
 */
export const exchangeKeys = {
  all: ['exchange'] as const,
  search: (orderNo: string, dates: readonly string[]) =>
    [...exchangeKeys.all, 'search', orderNo, dates.join('|')] as const,
  history: (orderNo: string) => [...exchangeKeys.all, 'history', orderNo] as const,
  quote: (orderNo: string, offerId: string, brandId: string) =>
    [...exchangeKeys.all, 'quote', orderNo, offerId, brandId] as const,
};

export function searchExchange(
  body: ExchangeSearchBody,
  signal?: AbortSignal,
): Promise<ExchangeSearchResult> {
  return apiFetch<ExchangeSearchResult>('/api/Exchange/Search', {
    method: 'POST',
    body,
    signal,
    timeoutMs: FLIGHT_CLIENT_TIMEOUT_MS,
  });
}

export const exchangeSearchQueryOptions = (ref: OrderRef, dates: readonly string[]) =>
  queryOptions({
    queryKey: exchangeKeys.search(ref.orderNo, dates),
    queryFn: ({ signal }) =>
      searchExchange(
        {
          orderNo: ref.orderNo,
          email: ref.email ?? undefined,
          trips: dates.map((departureDate) => ({ departureDate })),
        },
        signal,
      ),
    // Prices move and offers expire: a fresh search each visit, never a retry of a refusal.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useExchangeSearch = (ref: OrderRef, dates: readonly string[], enabled: boolean) =>
  useQuery({ ...exchangeSearchQueryOptions(ref, dates), enabled });

/**
 * `POST /api/Exchange/Quote`: the chosen offer and brand priced now, with the trips as they will
 * be issued (class and fare basis per segment) for the confirmation page.
 */
export function quoteExchange(body: ExchangeQuoteBody, signal?: AbortSignal) {
  return apiFetch<ExchangeQuote>('/api/Exchange/Quote', {
    method: 'POST',
    body,
    signal,
    timeoutMs: FLIGHT_CLIENT_TIMEOUT_MS,
  });
}

export const useExchangeQuote = (ref: OrderRef, offerId: string, brandId: string) =>
  useQuery({
    queryKey: exchangeKeys.quote(ref.orderNo, offerId, brandId),
    queryFn: ({ signal }) =>
      quoteExchange(
        { orderNo: ref.orderNo, email: ref.email ?? undefined, offerId, brandId },
        signal,
      ),
    // Priced now, each time the confirmation opens; a refusal is answered, not retried.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function confirmExchange(
  body: ExchangeOrderBody,
  idempotencyKey: string,
): Promise<ExchangeResult> {
  return apiFetch<ExchangeResult>('/api/Exchange/Order', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    timeoutMs: FLIGHT_CLIENT_TIMEOUT_MS,
  });
}

export function getExchangeHistory(ref: OrderRef, signal?: AbortSignal): Promise<ExchangeHistory> {
  return apiFetch<ExchangeHistory>('/api/Exchange/Order', {
    query: { orderNo: ref.orderNo, email: ref.email ?? undefined },
    signal,
  });
}

export const useExchangeHistory = (ref: OrderRef) =>
  useQuery({
    queryKey: exchangeKeys.history(ref.orderNo),
    queryFn: ({ signal }) => getExchangeHistory(ref, signal),
    retry: false,
  });
