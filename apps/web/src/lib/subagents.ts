import { useQuery } from '@tanstack/react-query';
import type { Subuser } from '@travel/contracts/subusers';
import { apiFetch } from './api-client';

/**
 * `GET /api/Subusers`: an agent's sub-agents, to book for one of them (flights, hotels) and to
 * filter orders by their account codes (spec part 1 §3, §6). One cache entry serves every page.
 */
export function useSubagents(enabled: boolean) {
  return useQuery({
    queryKey: ['subagents'],
    queryFn: ({ signal }) => apiFetch<Subuser[]>('/api/Subusers', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
