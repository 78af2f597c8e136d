import {
  AGENT_CLIENTS_PAGE_SIZE,
  type AgentClient,
  type AgentClientFields,
} from '@travel/contracts/agent-clients';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { saveClient, toAgentClient } from '../../lib/agent-clients/clients';
import {
  deleteClientOf,
  findClientsOf,
  updateClientOf,
  type AgentClientColumns,
} from '../../lib/agent-clients/client-rows';

/** The zod contract has trimmed and checked every field; blanks are saved empty. */
const columnsOf = (fields: AgentClientFields): AgentClientColumns => ({
  firstName: fields.firstName,
  lastName: fields.lastName,
  email: fields.email,
  phone: fields.phone ?? '',
  notes: fields.notes ?? '',
});

export async function listClients(
  ctx: AppContext,
  ownerId: string,
  query: { q: string; page: number },
): Promise<{ clients: AgentClient[]; total: number; page: number }> {
  const offset = (query.page - 1) * AGENT_CLIENTS_PAGE_SIZE;
  const { rows, total } = await findClientsOf(
    ctx.db,
    ownerId,
    query.q,
    AGENT_CLIENTS_PAGE_SIZE,
    offset,
  );
  return { clients: rows.map(toAgentClient), total, page: query.page };
}

export async function addClient(
  ctx: AppContext,
  ownerId: string,
  fields: AgentClientFields,
): Promise<AgentClient> {
  return toAgentClient(await saveClient(ctx.db, ownerId, columnsOf(fields), ctx.now()));
}

export async function changeClient(
  ctx: AppContext,
  ownerId: string,
  id: string,
  fields: AgentClientFields,
): Promise<AgentClient> {
  const row = await updateClientOf(ctx.db, ownerId, id, columnsOf(fields), ctx.now());
  // Unknown and another account's client look the same.
  if (!row) throw new AppError('clientNotFound');
  return toAgentClient(row);
}

export async function removeClient(ctx: AppContext, ownerId: string, id: string): Promise<void> {
  if (!(await deleteClientOf(ctx.db, ownerId, id))) throw new AppError('clientNotFound');
}
