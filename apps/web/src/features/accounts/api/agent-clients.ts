import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentClient, AgentClientFields } from '@travel/contracts/agent-clients';
import { apiFetch } from '../../../lib/api-client';
import { AGENT_CLIENTS_KEY } from '../../../lib/agent-clients';

/**
 * `POST /api/AgentClients` (add; the client with the same e-mail is updated) or
 * `PUT /api/AgentClients/{id}` (change that one).
 */
export function saveAgentClient({
  id,
  fields,
}: {
  id?: string | undefined;
  fields: AgentClientFields;
}): Promise<AgentClient> {
  return id
    ? apiFetch<AgentClient>(`/api/AgentClients/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: fields,
      })
    : apiFetch<AgentClient>('/api/AgentClients', { method: 'POST', body: fields });
}

/** `DELETE /api/AgentClients/{id}`: orders booked for the client keep their details. */
export function deleteAgentClient(id: string): Promise<null> {
  return apiFetch<null>(`/api/AgentClients/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Saving or deleting refreshes every list of clients (this page and the booking pickers). */
function useClientMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: AGENT_CLIENTS_KEY }),
  });
}

export const useSaveAgentClient = () => useClientMutation(saveAgentClient);
export const useDeleteAgentClient = () => useClientMutation(deleteAgentClient);
