import { useQuery } from '@tanstack/react-query';
import type { Subuser } from '@travel/contracts/subusers';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/Subusers`: an agent's sub-agents, for the account code filter (spec §3). */
export function useSubagents(enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'subagents'],
    queryFn: ({ signal }) => apiFetch<Subuser[]>('/api/Subusers', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
