import {
  MAX_AGENT_CLIENTS,
  type AgentClient,
  type BookForCustomer,
  type OrderCustomer,
} from '@travel/contracts/agent-clients';
import type { Executor } from '@travel/db';
import { AppError } from '../app-error';
import {
  countClientsOf,
  findClientOf,
  findClientByEmail,
  insertClient,
  lockClientOwner,
  updateClientOf,
  type AgentClientColumns,
  type AgentClientRow,
} from './client-rows';

export const toAgentClient = (row: AgentClientRow): AgentClient => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  notes: row.notes,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Adds a client to the account's list, or updates the one with the same e-mail (an agent who
 * types a client again on a booking form means the same person, not a second entry). Without
 * `notes` (a booking form has none) an existing client keeps theirs. Refused when the list is
 * full.
 */
export async function saveClient(
  executor: Executor,
  ownerId: string,
  columns: Omit<AgentClientColumns, 'notes'> & { notes?: string | undefined },
  now: Date,
): Promise<AgentClientRow> {
  return executor.transaction(async (tx) => {
    // A token can outlive its account; without the owner there is no list to add to.
    if (!(await lockClientOwner(tx, ownerId))) throw new AppError('unlogin');
    const existing = await findClientByEmail(tx, ownerId, columns.email);
    if (existing) {
      const notes = columns.notes ?? existing.notes;
      const updated = await updateClientOf(tx, ownerId, existing.id, { ...columns, notes }, now);
      if (updated) return updated;
    }
    if ((await countClientsOf(tx, ownerId)) >= MAX_AGENT_CLIENTS) {
      throw new AppError('clientLimitReached', {
        msg: `Your client list is full (${MAX_AGENT_CLIENTS}). Delete a client to add another.`,
      });
    }
    return insertClient(tx, ownerId, { ...columns, notes: columns.notes ?? '' }, now);
  });
}

/**
 * The customer an agent books for (bookFor.kind 'customer'): one of the booker's own saved
 * clients, or the details typed on the form (saved to the list first when asked). The order
 * keeps this snapshot. Another account's client is "not in your list", like an unknown one.
 */
export async function resolveOrderCustomer(
  executor: Executor,
  ownerId: string,
  customer: BookForCustomer | undefined,
  now: Date,
): Promise<OrderCustomer> {
  if (customer?.clientId) {
    const row = await findClientOf(executor, ownerId, customer.clientId);
    if (!row) throw new AppError('clientNotFound');
    return snapshotOf(row);
  }
  const details = customer?.details;
  if (!details) {
    throw new AppError('parameterValidationFailed', {
      msg: "parameter validation failed: bookFor.customer needs a saved client or the customer's details",
      issues: [{ path: 'body.bookFor.customer', message: 'pick a client or enter their details' }],
    });
  }
  const columns = {
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    email: details.email.trim(),
    phone: (details.phone ?? '').trim(),
  };
  // Saving again keeps the notes the agent wrote on the account page (no notes given).
  if (customer.save) return snapshotOf(await saveClient(executor, ownerId, columns, now));
  return { clientId: null, ...columns };
}

const snapshotOf = (row: AgentClientRow): OrderCustomer => ({
  clientId: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
});
