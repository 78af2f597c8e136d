import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BalanceStatement } from '@travel/contracts/balance';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const STATEMENT_PAGE_SIZE = 20;

/** GET /api/Balance/Statement: agents and sub-agents; anyone else is answered 403. */
export function getBalanceStatement(page: number, signal?: AbortSignal): Promise<BalanceStatement> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(STATEMENT_PAGE_SIZE) });
  return apiFetch<BalanceStatement>(`/api/Balance/Statement?${query}`, { signal });
}

/** One page of the statement; the previous page stays on screen while the next loads. */
export function useBalanceStatement(page: number, enabled = true) {
  return useQuery({
    queryKey: accountKeys.balanceStatement(page),
    queryFn: ({ signal }) => getBalanceStatement(page, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
