import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, verificationCodes, type Executor } from '@travel/db';

export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(
  executor: Executor,
  values: typeof verificationCodes.$inferInsert,
): Promise<void> {
  await executor.insert(verificationCodes).values(values);
}

export async function insertResetToken(
  executor: Executor,
  values: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await executor.insert(passwordResetTokens).values(values);
}

/** A reset grant that is still usable for this user, or null. */
export async function findLiveResetToken(
  executor: Executor,
  tokenHash: string,
  userId: string,
  now: Date,
): Promise<{ id: string } | null> {
  const [row] = await executor
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Spends a reset grant once; false when another request spent it first. */
export async function claimResetToken(executor: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await executor
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}
