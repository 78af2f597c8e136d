import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { passwordResetTokens, verificationCodes, type Executor } from '@travel/db';

export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(
  executor: Executor,
  values: typeof verificationCodes.$inferInsert,
): Promise<void> {
  await executor.insert(verificationCodes).values(values);
}

/** The newest code sent for an address and purpose; sending a new one supersedes the old. */
export async function latestCode(
  executor: Executor,
  email: string,
  purpose: string,
): Promise<CodeRow | null> {
  const [row] = await executor
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong try while the code is still live; the new count, or null if it is not. */
export async function recordWrongAttempt(
  executor: Executor,
  id: string,
  maxWrongAttempts: number,
): Promise<number | null> {
  const [row] = await executor
    .update(verificationCodes)
    .set({ wrongAttempts: sql`${verificationCodes.wrongAttempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.wrongAttempts, maxWrongAttempts),
      ),
    )
    .returning({ wrongAttempts: verificationCodes.wrongAttempts });
  return row?.wrongAttempts ?? null;
}

/** Spends a code once: false when it was spent, locked or expired in the meantime. */
export async function consumeCode(
  executor: Executor,
  id: string,
  now: Date,
  maxWrongAttempts: number,
): Promise<boolean> {
  const rows = await executor
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.wrongAttempts, maxWrongAttempts),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
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
