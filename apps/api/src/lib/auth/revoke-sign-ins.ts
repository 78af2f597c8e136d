import { and, eq, isNull, ne } from 'drizzle-orm';
import { refreshTokens, type Executor } from '@travel/db';

/**
 * Ends every sign-in of a user (their refresh tokens stop working at once), optionally keeping
 * the one making the request. Used by password change and reset, and when an agent disables a
 * sub-agent.
 */
export async function revokeUserSignIns(
  executor: Executor,
  userId: string,
  now: Date,
  keepFamilyId?: string | null,
): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
  await executor
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
}
