import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { HotelSearchBody, HotelSearchResult } from '@travel/contracts/hotels';
import { apiFetch } from '../../../lib/api-client';
import { hotelKeys } from '../../../products/hotel/search/query-keys';

/** `POST /api/SearchHotel`: one page of hotels for the stay, the filters and the sort. */
export const searchHotels = (body: HotelSearchBody, signal?: AbortSignal) =>
  apiFetch<HotelSearchResult>('/api/SearchHotel', { method: 'POST', body, signal });

/** Rates move with inventory; a result older than 5 minutes is asked again on return. */
const SEARCH_STALE_MS = 5 * 60 * 1000;

/**
 * The search of the page's URL; idle while the URL names no destination. The previous page of
 * results stays on screen while a filter change is answered (the list does not flash empty).
 */
export function useHotelSearch(body: HotelSearchBody | null) {
  return useQuery({
    queryKey: hotelKeys.search(body),
    queryFn: body ? ({ signal }) => searchHotels(body, signal) : skipToken,
    staleTime: SEARCH_STALE_MS,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}
