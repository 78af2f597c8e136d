import { useQuery } from '@tanstack/react-query';
import type { HotelRule, HotelRuleBody } from '@travel/contracts/hotels';
import { apiFetch } from '../../../lib/api-client';
import { hotelBookingKeys } from './hotel-detail';

/**
 * `POST /api/SearchHotelRuleNew`: the chosen room and rate priced for the stay now (price per
 * night, taxes, total, what is due now and at the hotel) with its rules. Sold out answers 409
 * 1050. A read, though a POST: it changes nothing, so it is cached like one.
 */
export function getHotelRule(body: HotelRuleBody, signal?: AbortSignal): Promise<HotelRule> {
  return apiFetch<HotelRule>('/api/SearchHotelRuleNew', { method: 'POST', body, signal });
}

export function useHotelRule(body: HotelRuleBody | null) {
  return useQuery({
    queryKey: hotelBookingKeys.rule({ ...body }),
    queryFn: ({ signal }) => getHotelRule(body!, signal),
    enabled: body !== null,
    retry: false,
    // A price shown for booking must be fresh: never served from an old visit.
    staleTime: 0,
    gcTime: 0,
  });
}
