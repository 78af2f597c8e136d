import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** DELETE /api/FrequentlyUsers/{id}. */
export function deleteFrequentTraveller(id: string): Promise<null> {
  return apiFetch<null>(`/api/FrequentlyUsers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteFrequentTraveller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFrequentTraveller,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.frequentTravellers() }),
  });
}
