import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subuser } from '@travel/contracts/subusers';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** GET /api/Subusers: an agent's sub-agents; anyone else is answered 403 `noPermission`. */
export function getSubusers(signal?: AbortSignal): Promise<Subuser[]> {
  return apiFetch<Subuser[]>('/api/Subusers', { signal });
}

export const subusersQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.subusers(), queryFn: ({ signal }) => getSubusers(signal) });

export function useSubusers() {
  return useQuery(subusersQueryOptions());
}
