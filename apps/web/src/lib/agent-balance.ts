import { useQuery } from '@tanstack/react-query';
import type { AgentBalance } from '@travel/contracts/balance';
import { apiFetch } from './api-client';

/**
 * `GET /api/Balance`: what the agency can spend now (a sub-agent's agency's), shown where an
 * agent pays and on the account home (issue 13 §4). Asked again whenever a page that shows it
 * opens, so it is never an amount from before the last payment.
 */
export function useAgentBalance(enabled: boolean) {
  return useQuery({
    queryKey: ['agent-balance'],
    queryFn: ({ signal }) => apiFetch<AgentBalance>('/api/Balance', { signal }),
    enabled,
    staleTime: 0,
  });
}
