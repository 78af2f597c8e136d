import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarDay } from '@travel/contracts/flights';
import { apiFetch } from '../../../lib/api-client';
import {
  searchRequest,
  type FlightCriteria,
} from '../../../products/flight/search/search-criteria';
import { flightKeys } from '../../../products/flight/search/query-keys';

/**
 * `GET /api/AirTickets/calendar`: the cheapest single-adult fare for each of ±3 days around the
 * departure date. One-way and round trip only; a multi-city search has no strip.
 */
export function getFlightCalendar(
  criteria: FlightCriteria,
  invoice: boolean,
  signal?: AbortSignal,
): Promise<CalendarDay[]> {
  const { query } = searchRequest(criteria, { invoice });
  return apiFetch<CalendarDay[]>('/api/AirTickets/calendar', { query, signal });
}

export function useFlightCalendar(criteria: FlightCriteria | null, invoice: boolean) {
  const enabled = criteria !== null && criteria.tripType !== 'multicity';
  const query = enabled ? searchRequest(criteria, { invoice }).query : {};
  return useQuery({
    queryKey: flightKeys.calendar(query),
    queryFn: ({ signal }) => getFlightCalendar(criteria!, invoice, signal),
    enabled,
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
    // Moving a day along the strip keeps the strip on screen while the new one loads.
    placeholderData: keepPreviousData,
  });
}
