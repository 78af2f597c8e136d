import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSubuserBody, Subuser } from '@travel/contracts/subusers';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** POST /api/Subusers: a new sub-agent, who chooses a password through "Forgot password". */
export function createSubuser(body: CreateSubuserBody): Promise<Subuser> {
  return apiFetch<Subuser>('/api/Subusers', { method: 'POST', body });
}

export function useCreateSubuser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubuser,
    onSuccess: (created) =>
      client.setQueryData<Subuser[]>(accountKeys.subusers(), (list) => [...(list ?? []), created]),
  });
}
