import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { FLIGHT_CLIENT_TIMEOUT_MS } from '@travel/contracts/constants';
import { expandSearchResult } from '@travel/contracts/flight-search-reply';
import type { FlightSearchReplyData, FlightSearchResult } from '@travel/contracts/flights';
import { apiFetch } from '../../../lib/api-client';
import {
  searchRequest,
  type FlightCriteria,
} from '../../../products/flight/search/search-criteria';
import { flightKeys } from '../../../products/flight/search/query-keys';

/**
 * `GET /api/AirTickets` (one-way, round trip) or `GET /api/AirTickets/multicity`. The flight
 * client waits up to 100 s (spec part 1 §7); the simulated supplier answers far sooner. The
 * reply lists trips and fares once; it is expanded here, the one place, into the offers the
 * pages use.
 */
export async function searchFlights(
  criteria: FlightCriteria,
  options: { invoice?: boolean; signal?: AbortSignal } = {},
): Promise<FlightSearchResult> {
  const { path, query } = searchRequest(criteria, options);
  const data = await apiFetch<FlightSearchReplyData>(path, {
    query,
    signal: options.signal,
    timeoutMs: FLIGHT_CLIENT_TIMEOUT_MS,
  });
  return expandSearchResult(data);
}

/** Offers live 30 minutes; a result older than 5 is searched again when the page comes back. */
const SEARCH_STALE_MS = 5 * 60 * 1000;

export function flightSearchQueryOptions(criteria: FlightCriteria, invoice: boolean) {
  const { path, query } = searchRequest(criteria, { invoice });
  return queryOptions({
    queryKey: flightKeys.search(path, query),
    queryFn: ({ signal }) => searchFlights(criteria, { invoice, signal }),
    staleTime: SEARCH_STALE_MS,
    refetchOnWindowFocus: false,
  });
}

/** The search of the page's URL; idle while the URL does not describe one. */
export function useFlightSearch(criteria: FlightCriteria | null, invoice: boolean) {
  const request = criteria ? searchRequest(criteria, { invoice }) : { path: '', query: {} };
  return useQuery({
    queryKey: flightKeys.search(request.path, request.query),
    queryFn: criteria ? ({ signal }) => searchFlights(criteria, { invoice, signal }) : skipToken,
    staleTime: SEARCH_STALE_MS,
    // Searching is the expensive call: never repeat it just because the tab regained focus.
    refetchOnWindowFocus: false,
  });
}
