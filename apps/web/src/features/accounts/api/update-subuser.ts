import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subuser, UpdateSubuserBody } from '@travel/contracts/subusers';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export interface UpdateSubuserInput {
  id: string;
  body: UpdateSubuserBody;
}

/** PUT /api/Subusers/{id}: sets the disabled and super-user flags. */
export function updateSubuser({ id, body }: UpdateSubuserInput): Promise<Subuser> {
  return apiFetch<Subuser>(`/api/Subusers/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateSubuser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSubuser,
    // The switch shows the server's answer, not the click: a refused change springs back.
    onSuccess: (saved) =>
      client.setQueryData<Subuser[]>(accountKeys.subusers(), (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      ),
  });
}
