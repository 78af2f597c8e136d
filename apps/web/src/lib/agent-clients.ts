import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgentClient } from '@travel/contracts/agent-clients';
import { apiFetch } from './api-client';

export interface AgentClientsPage {
  clients: AgentClient[];
  total: number;
  page: number;
}

/** Every query of the signed-in agent's clients starts with this key; saving invalidates it. */
export const AGENT_CLIENTS_KEY = ['agent-clients'] as const;

/**
 * `GET /api/AgentClients`: the signed-in agent's (or sub-agent's) saved clients, by name, one
 * page at a time; `search` finds by name, e-mail or phone. Used by the account's client list
 * and by the booking forms' "book for a customer" picker.
 */
export function useAgentClients(search: string, page: number, enabled: boolean) {
  const q = search.trim();
  return useQuery({
    queryKey: [...AGENT_CLIENTS_KEY, q, page],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      if (q) params.set('q', q);
      return apiFetch<AgentClientsPage>(`/api/AgentClients?${params}`, { signal });
    },
    enabled,
    // Typing in the search keeps the previous matches on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
