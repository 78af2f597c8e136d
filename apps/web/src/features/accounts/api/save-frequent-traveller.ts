import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FrequentTraveller,
  SaveFrequentTravellerBody,
} from '@travel/contracts/frequent-travellers';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** POST /api/FrequentlyUsers: adds a traveller, or updates the one whose `id` is given. */
export function saveFrequentTraveller(body: SaveFrequentTravellerBody): Promise<FrequentTraveller> {
  return apiFetch<FrequentTraveller>('/api/FrequentlyUsers', { method: 'POST', body });
}

export function useSaveFrequentTraveller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFrequentTraveller,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.frequentTravellers() }),
  });
}
