import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelDetail, HotelStay } from '@travel/contracts/hotels';
import { isAgentType } from '@travel/contracts/roles';
import { apiFetch } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';

/** Cache keys of this feature's reads, so a booking can refresh what it changed. */
export const hotelBookingKeys = {
  all: ['hotel-booking'] as const,
  detail: (id: string, stay: HotelStay) => [...hotelBookingKeys.all, 'detail', id, stay] as const,
  rule: (body: Record<string, unknown>) => [...hotelBookingKeys.all, 'rule', body] as const,
};

/**
 * `GET /api/HotelDetail`: the hotel with its rooms and rates for the asked stay and party. An
 * unknown id answers 404 `notFound`. An agent's rates carry its commission, so its request
 * says `buyer=agent`: /hotel/{id}'s HTML preloads the visitor's URL without the access token,
 * and the browser hands a preloaded reply to any request for the very same URL.
 */
export function getHotelDetail(
  id: string,
  stay: HotelStay,
  signal?: AbortSignal,
): Promise<HotelDetail> {
  return apiFetch<HotelDetail>('/api/HotelDetail', {
    query: {
      id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: stay.rooms,
      adults: stay.adults,
      children: stay.children,
      buyer: isAgentType(getSession()?.user.role) ? 'agent' : undefined,
    },
    signal,
  });
}

export const hotelDetailQueryOptions = (id: string, stay: HotelStay) =>
  queryOptions({
    queryKey: hotelBookingKeys.detail(id, stay),
    queryFn: ({ signal }) => getHotelDetail(id, stay, signal),
    // An unknown hotel or a refused stay does not get better by asking again.
    retry: false,
  });

/**
 * The detail; a changed stay keeps the previous rooms on screen until the new ones arrive.
 * `initialData`: a reply the page already has (fetched before its first render).
 */
export function useHotelDetail(
  id: string,
  stay: HotelStay,
  initialData?: () => HotelDetail | undefined,
) {
  return useQuery({
    ...hotelDetailQueryOptions(id, stay),
    placeholderData: keepPreviousData,
    initialData,
  });
}
