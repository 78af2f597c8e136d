import { useQuery } from '@tanstack/react-query';
import type { HotelAddressSuggestion } from '@travel/contracts/hotels';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { hotelKeys } from './query-keys';

/** A reply that is not a list is an error (spec part 2 §5), not an empty result. */
function requireArray(data: unknown): HotelAddressSuggestion[] {
  if (!Array.isArray(data)) throw new TypeError('address search answered something not a list');
  return data as HotelAddressSuggestion[];
}

/**
 * `GET /api/hotel?where=…&t=a`: cities (value `longitude,latitude`) and airports (value the
 * code) matching the text; an empty `where` answers the recommended places.
 */
export const searchHotelAddress = async (
  where: string,
  signal?: AbortSignal,
): Promise<HotelAddressSuggestion[]> =>
  requireArray(
    await apiFetch<unknown>('/api/hotel', { query: { where: where.trim(), t: 'a' }, signal }),
  );

/**
 * Cached per text and language for the visit: places do not move, and typing back over the
 * same letters answers at once. `enabled` is false while the dropdown is closed.
 */
export function useHotelAddress(where: string, enabled: boolean) {
  const language = useLanguage();
  const text = where.trim();
  return useQuery({
    queryKey: hotelKeys.address(language, text.toLowerCase()),
    queryFn: ({ signal }) => searchHotelAddress(text, signal),
    staleTime: Infinity,
    gcTime: 30 * 60 * 1000,
    enabled,
  });
}
