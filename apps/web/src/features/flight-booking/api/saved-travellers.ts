import { useQuery } from '@tanstack/react-query';
import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { apiFetch } from '../../../lib/api-client';

/**
 * `GET /api/FrequentlyUsers?includeSelf=true`: the signed-in user (first, `self`) and their
 * saved travellers, for the slot pickers (issue 13 §2: the account holder is one of them).
 */
export function getSavedTravellers(signal?: AbortSignal): Promise<FrequentTraveller[]> {
  return apiFetch<FrequentTraveller[]>('/api/FrequentlyUsers?includeSelf=true', { signal });
}

/** Loaded only when signed in: the picker is for members (spec §5). */
export function useSavedTravellers(signedIn: boolean) {
  return useQuery({
    queryKey: ['flight-booking', 'savedTravellers', 'withSelf'],
    queryFn: ({ signal }) => getSavedTravellers(signal),
    enabled: signedIn,
  });
}
