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

/** The account's buying limits (spec §5), read with the sign-in: pricing needs them next. */
export interface AccountLimits {
  limitCabin: number;
  limitAmount: number;
}

/**
 * Whether the sign-in behind an access token still stands: one primary-key read of the session
 * joined to its user by primary key. `ended` when the session was revoked, belongs to someone
 * else or is unknown; `disabled` when it stands but its user was disabled. The same read brings
 * the user's limits, so a signed-in search or booking needs no second read for its buyer
 * (issue 10: the database once on a search's hot path besides its insert).
 */
export async function signInState(
  executor: Executor,
  sessionId: string,
  userId: string,
): Promise<SignInState>;
export async function signInState(
  executor: Executor,
  sessionId: string,
  userId: string,
  withLimits: true,
): Promise<{ state: SignInState; limits: AccountLimits | null }>;
export async function signInState(
  executor: Executor,
  sessionId: string,
  userId: string,
  withLimits = false,
): Promise<SignInState | { state: SignInState; limits: AccountLimits | null }> {
  const [row] = await executor
    .select({
      userId: signInSessions.userId,
      revokedAt: signInSessions.revokedAt,
      disabled: users.disabled,
      limitCabin: users.limitCabin,
      limitAmount: users.limitAmount,
    })
    .from(signInSessions)
    .innerJoin(users, eq(users.id, signInSessions.userId))
    .where(eq(signInSessions.id, sessionId))
    .limit(1);
  const state: SignInState =
    !row || row.userId !== userId || row.revokedAt !== null
      ? 'ended'
      : row.disabled
        ? 'disabled'
        : 'live';
  if (!withLimits) return state;
  const limits = row ? { limitCabin: row.limitCabin, limitAmount: row.limitAmount } : null;
  return { state, limits };
}
