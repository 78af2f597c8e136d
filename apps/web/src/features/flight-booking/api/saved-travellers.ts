import { useQuery } from '@tanstack/react-query';
import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/FrequentlyUsers`: the signed-in user's saved travellers for the slot pickers. */
export function getSavedTravellers(signal?: AbortSignal): Promise<FrequentTraveller[]> {
  return apiFetch<FrequentTraveller[]>('/api/FrequentlyUsers', { signal });
}

/** Loaded only when signed in: the picker is for members (spec §5). */
export function useSavedTravellers(signedIn: boolean) {
  return useQuery({
    queryKey: ['flight-booking', 'savedTravellers'],
    queryFn: ({ signal }) => getSavedTravellers(signal),
    enabled: signedIn,
  });
}
