import { and, eq } from 'drizzle-orm';
import { orderLines, orderTravellers, orders, payments, users, type Executor } from '@travel/db';
import { ROLE } from '@travel/contracts';

export interface AccountRow {
  id: string;
  firstName: string;
  lastName: string;
  accountCode: string | null;
  parentAgentId: string | null;
  disabled: boolean;
}

const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  accountCode: users.accountCode,
  parentAgentId: users.parentAgentId,
  disabled: users.disabled,
};

export async function findAccount(executor: Executor, id: string): Promise<AccountRow | null> {
  const [row] = await executor.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** A sub-agent of this agent, or null (another agent's, not a sub-agent, unknown). */
export async function findSubagentOf(
  executor: Executor,
  agentId: string,
  subagentId: string,
): Promise<AccountRow | null> {
  const [row] = await executor
    .select(accountColumns)
    .from(users)
    .where(
      and(
        eq(users.id, subagentId),
        eq(users.parentAgentId, agentId),
        eq(users.role, ROLE.subagent),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The new order, or null when its number is taken (the caller draws another). */
export async function insertOrder(
  tx: Executor,
  values: typeof orders.$inferInsert,
): Promise<typeof orders.$inferSelect | null> {
  const [row] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: orders.orderNo })
    .returning();
  return row ?? null;
}

export async function insertTravellersAndLines(
  tx: Executor,
  travellers: (typeof orderTravellers.$inferInsert)[],
  lines: (typeof orderLines.$inferInsert)[],
): Promise<void> {
  if (travellers.length) await tx.insert(orderTravellers).values(travellers);
  if (lines.length) await tx.insert(orderLines).values(lines);
}

export async function insertPayment(
  executor: Executor,
  values: typeof payments.$inferInsert,
): Promise<void> {
  await executor.insert(payments).values(values);
}

export async function setTicketNumbers(
  tx: Executor,
  orderId: string,
  ticketNumbers: readonly (readonly string[])[],
): Promise<void> {
  for (const [index, numbers] of ticketNumbers.entries()) {
    await tx
      .update(orderTravellers)
      .set({ ticketNumbers: [...numbers] })
      .where(and(eq(orderTravellers.orderId, orderId), eq(orderTravellers.travellerIndex, index)));
  }
}
