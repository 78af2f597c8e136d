import { useQuery } from '@tanstack/react-query';
import type { Subuser } from '@travel/contracts/subusers';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/Subusers`: an agent's sub-agents, to book a room for one of them (spec §6). */
export function useSubagents(enabled: boolean) {
  return useQuery({
    queryKey: ['hotel-booking', 'subagents'],
    queryFn: ({ signal }) => apiFetch<Subuser[]>('/api/Subusers', { signal }),
    enabled,
  });
}
