import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens, users, type Executor } from '@travel/db';
import type { UserRow } from './users.repository';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  executor: Executor,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await executor.insert(refreshTokens).values(values);
}

/** The token row with its user, looked up by the SHA-256 of the presented token. */
export async function findRefreshToken(
  executor: Executor,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; user: UserRow } | null> {
  const [row] = await executor
    .select({ token: refreshTokens, user: users })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Marks a token used, only if nobody did before: of two concurrent refreshes with one token
 * exactly one wins, and the other is treated as reuse.
 */
export async function claimRefreshToken(
  executor: Executor,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function findRefreshTokenById(
  executor: Executor,
  id: string,
): Promise<RefreshTokenRow | null> {
  const [row] = await executor
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.id, id))
    .limit(1);
  return row ?? null;
}
