import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** GET /api/FrequentlyUsers: the signed-in user's saved travellers. */
export function getFrequentTravellers(signal?: AbortSignal): Promise<FrequentTraveller[]> {
  return apiFetch<FrequentTraveller[]>('/api/FrequentlyUsers', { signal });
}

export const frequentTravellersQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.frequentTravellers(),
    queryFn: ({ signal }) => getFrequentTravellers(signal),
  });

export function useFrequentTravellers() {
  return useQuery(frequentTravellersQueryOptions());
}
