import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HotelReviewsResult } from '@travel/contracts/hotels';
import { HOTEL_REVIEWS_PAGE_SIZE } from '@travel/contracts/hotel-rules';
import { apiFetch } from '../../../lib/api-client';
import { hotelBookingKeys } from './hotel-detail';

/** `GET /api/HotelReviews`: one page of a hotel's written reviews, newest stay first. */
export function getHotelReviews(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<HotelReviewsResult> {
  return apiFetch<HotelReviewsResult>('/api/HotelReviews', {
    query: { id, page, pageSize: HOTEL_REVIEWS_PAGE_SIZE },
    signal,
  });
}

/** The reviews tab's pages, "Show more reviews" asking for the next; kept while on the page. */
export const hotelReviewsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: [...hotelBookingKeys.all, 'reviews', id] as const,
    queryFn: ({ pageParam, signal }) => getHotelReviews(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: HotelReviewsResult) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    // The same words until travellers write their own: no need to ask again while browsing.
    staleTime: 10 * 60_000,
  });
