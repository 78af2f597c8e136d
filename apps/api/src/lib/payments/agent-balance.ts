import { and, eq, gte, sql } from 'drizzle-orm';
import { balanceLedger, users, type Executor } from '@travel/db';

/**
 * Agent prepaid balances. `users.balance_cents` is the running total and `balance_ledger` the
 * movements; both change in the caller's transaction. The debit is one guarded UPDATE, so two
 * payments racing for the last dollars cannot both pass and the balance never goes below 0.
 */
export async function debitAgentBalance(
  tx: Executor,
  input: { agentId: string; amountCents: number; orderId: string; reason: string; now: Date },
): Promise<boolean> {
  const { agentId, amountCents } = input;
  if (!Number.isInteger(amountCents) || amountCents <= 0) return false;
  const rows = await tx
    .update(users)
    .set({ balanceCents: sql`${users.balanceCents} - ${amountCents}`, updatedAt: input.now })
    .where(and(eq(users.id, agentId), gte(users.balanceCents, amountCents)))
    .returning({ id: users.id });
  if (rows.length !== 1) return false;
  await tx.insert(balanceLedger).values({
    agentId,
    orderId: input.orderId,
    amountCents: -amountCents,
    reason: input.reason,
    createdAt: input.now,
  });
  return true;
}

/** Gives money back to an agent balance (a refund), in the caller's transaction. */
export async function creditAgentBalance(
  tx: Executor,
  input: { agentId: string; amountCents: number; orderId: string; reason: string; now: Date },
): Promise<void> {
  const { agentId, amountCents } = input;
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new Error(`a balance credit must be a positive number of cents, not ${amountCents}`);
  }
  const rows = await tx
    .update(users)
    .set({ balanceCents: sql`${users.balanceCents} + ${amountCents}`, updatedAt: input.now })
    .where(eq(users.id, agentId))
    .returning({ id: users.id });
  if (rows.length !== 1) throw new Error(`agent ${agentId} to credit does not exist`);
  await tx.insert(balanceLedger).values({
    agentId,
    orderId: input.orderId,
    amountCents,
    reason: input.reason,
    createdAt: input.now,
  });
}
