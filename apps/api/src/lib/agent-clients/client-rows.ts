import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { agentClients, users, type Executor } from '@travel/db';

export type AgentClientRow = typeof agentClients.$inferSelect;

export interface AgentClientColumns {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
}

/** `%` and `_` typed by the agent are letters to find, not patterns. */
const likeText = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function ownedBy(ownerId: string, search: string): SQL | undefined {
  const mine = eq(agentClients.ownerId, ownerId);
  if (!search) return mine;
  const pattern = likeText(search);
  return and(
    mine,
    or(
      ilike(sql`${agentClients.firstName} || ' ' || ${agentClients.lastName}`, pattern),
      ilike(agentClients.email, pattern),
      ilike(agentClients.phone, pattern),
    ),
  );
}

/** One page of an account's clients, by name, with how many match in all. */
export async function findClientsOf(
  db: Executor,
  ownerId: string,
  search: string,
  limit: number,
  offset: number,
): Promise<{ rows: AgentClientRow[]; total: number }> {
  const where = ownedBy(ownerId, search);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(agentClients)
      .where(where)
      .orderBy(asc(agentClients.lastName), asc(agentClients.firstName), asc(agentClients.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(agentClients).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findClientOf(
  db: Executor,
  ownerId: string,
  id: string,
): Promise<AgentClientRow | undefined> {
  const [row] = await db
    .select()
    .from(agentClients)
    .where(and(eq(agentClients.id, id), eq(agentClients.ownerId, ownerId)))
    .limit(1);
  return row;
}

/** The owner's client with this e-mail (stored lower-cased, as the contract gives it). */
export async function findClientByEmail(
  db: Executor,
  ownerId: string,
  email: string,
): Promise<AgentClientRow | undefined> {
  const [row] = await db
    .select()
    .from(agentClients)
    .where(and(eq(agentClients.ownerId, ownerId), eq(agentClients.email, email.toLowerCase())))
    .limit(1);
  return row;
}

/**
 * Locks the owner's account row for the rest of the transaction, so concurrent adds are
 * counted one after another. False when the account is gone.
 */
export async function lockClientOwner(db: Executor, ownerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, ownerId))
    .for('update');
  return rows.length > 0;
}

export async function countClientsOf(db: Executor, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(agentClients)
    .where(eq(agentClients.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function insertClient(
  db: Executor,
  ownerId: string,
  columns: AgentClientColumns,
  now: Date,
): Promise<AgentClientRow> {
  const [row] = await db
    .insert(agentClients)
    .values({ ...columns, ownerId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('agent client insert returned no row');
  return row;
}

/** Updates the client only when it is the owner's; undefined otherwise. */
export async function updateClientOf(
  db: Executor,
  ownerId: string,
  id: string,
  columns: AgentClientColumns,
  now: Date,
): Promise<AgentClientRow | undefined> {
  const [row] = await db
    .update(agentClients)
    .set({ ...columns, updatedAt: now })
    .where(and(eq(agentClients.id, id), eq(agentClients.ownerId, ownerId)))
    .returning();
  return row;
}

export async function deleteClientOf(db: Executor, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(agentClients)
    .where(and(eq(agentClients.id, id), eq(agentClients.ownerId, ownerId)))
    .returning({ id: agentClients.id });
  return rows.length > 0;
}
