import { useQuery } from '@tanstack/react-query';
import type { Subuser } from '@travel/contracts/subusers';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/Subusers`: an agent's sub-agents, to book for one of them (spec §6). */
export function getSubagents(signal?: AbortSignal): Promise<Subuser[]> {
  return apiFetch<Subuser[]>('/api/Subusers', { signal });
}

export function useSubagents(enabled: boolean) {
  return useQuery({
    queryKey: ['flight-booking', 'subagents'],
    queryFn: ({ signal }) => getSubagents(signal),
    enabled,
  });
}
