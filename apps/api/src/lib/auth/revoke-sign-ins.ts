import { and, eq, isNull, ne } from 'drizzle-orm';
import { refreshTokens, signInSessions, users, type Executor } from '@travel/db';

/**
 * Sign-ins (issue 9). A sign-in is a row of `sign_in_sessions` keyed by the refresh-token
 * family id, which access tokens carry as `sid`. This file is the ONE place that ends
 * sign-ins: every path (sign-out, password change and reset, refresh-token reuse, disabling a
 * user) comes through `revokeSignIns`, which marks the session rows (the auth hook refuses
 * their access tokens on the next request) and the family's refresh tokens.
 */

/** Records a new sign-in; its id becomes the refresh-token family and the token's `sid`. */
export async function openSignIn(
  executor: Executor,
  values: { id: string; userId: string; now: Date },
): Promise<void> {
  await executor
    .insert(signInSessions)
    .values({ id: values.id, userId: values.userId, createdAt: values.now });
}

export type SignInTarget =
  | { familyId: string }
  /** Every sign-in of a user, optionally keeping the one making the request. */
  | { userId: string; keepFamilyId?: string | null };

export async function revokeSignIns(
  executor: Executor,
  target: SignInTarget,
  now: Date,
): Promise<void> {
  if ('familyId' in target) {
    await executor
      .update(signInSessions)
      .set({ revokedAt: now })
      .where(and(eq(signInSessions.id, target.familyId), isNull(signInSessions.revokedAt)));
    await executor
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, target.familyId), isNull(refreshTokens.revokedAt)));
    return;
  }
  const sessionWhere = [eq(signInSessions.userId, target.userId), isNull(signInSessions.revokedAt)];
  const tokenWhere = [eq(refreshTokens.userId, target.userId), isNull(refreshTokens.revokedAt)];
  if (target.keepFamilyId) {
    sessionWhere.push(ne(signInSessions.id, target.keepFamilyId));
    tokenWhere.push(ne(refreshTokens.familyId, target.keepFamilyId));
  }
  await executor
    .update(signInSessions)
    .set({ revokedAt: now })
    .where(and(...sessionWhere));
  await executor
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(...tokenWhere));
}

/**
 * Ends every sign-in of a user, optionally keeping the one making the request. Used by
 * password change and reset, and when an agent disables a sub-agent.
 */
export async function revokeUserSignIns(
  executor: Executor,
  userId: string,
  now: Date,
  keepFamilyId?: string | null,
): Promise<void> {
  await revokeSignIns(executor, { userId, keepFamilyId }, now);
}

export type SignInState = 'live' | 'ended' | 'disabled';

/**
 * Whether the sign-in behind an access token still stands: one primary-key read of the session
 * joined to its user by primary key. `ended` when the session was revoked, belongs to someone
 * else or is unknown; `disabled` when it stands but its user was disabled.
 */
export async function signInState(
  executor: Executor,
  sessionId: string,
  userId: string,
): Promise<SignInState> {
  const [row] = await executor
    .select({
      userId: signInSessions.userId,
      revokedAt: signInSessions.revokedAt,
      disabled: users.disabled,
    })
    .from(signInSessions)
    .innerJoin(users, eq(users.id, signInSessions.userId))
    .where(eq(signInSessions.id, sessionId))
    .limit(1);
  if (!row || row.userId !== userId || row.revokedAt !== null) return 'ended';
  return row.disabled ? 'disabled' : 'live';
}
