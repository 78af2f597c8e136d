import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_DAYS, type ErrorKey } from '@travel/contracts';
import type { LoginData, RefreshData } from '@travel/contracts/accounts';
import type { Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { signAccessToken } from '../../lib/auth/access-token';
import { newOpaqueToken, sha256Hex } from '../../lib/auth/opaque-token';
import { loginProfileOf, roleOf } from './account-view';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
} from './refresh-tokens.repository';
import type { UserRow } from './users.repository';

const REFRESH_TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * Sessions: a sign-in is a refresh-token family. Access tokens are short-lived JWTs (15
 * minutes) checked without a database read; refresh tokens are opaque, stored as SHA-256,
 * rotated on every use, and a reused one ends the whole family (it was stolen or replayed).
 */
async function issueTokens(
  ctx: AppContext,
  user: UserRow,
  familyId: string,
  executor: Executor,
): Promise<RefreshData> {
  const now = ctx.now();
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(executor, {
    userId: user.id,
    familyId,
    tokenHash: sha256Hex(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
    createdAt: now,
  });
  const accessToken = await signAccessToken(
    {
      sub: user.id,
      role: roleOf(user),
      email: user.email,
      accountCode: user.accountCode,
      sid: familyId,
    },
    ctx.env.JWT_SECRET,
    now,
  );
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

/** Starts a new sign-in for a user who has proved who they are; the Login reply. */
export async function startSession(
  ctx: AppContext,
  user: UserRow,
  executor: Executor = ctx.db,
): Promise<LoginData> {
  const tokens = await issueTokens(ctx, user, randomUUID(), executor);
  return { ...loginProfileOf(user), ...tokens };
}

const refreshFailed = (key: ErrorKey = 'refreshTokenFailed') => new AppError(key);

/** Rotates a refresh token: the presented one is spent and a new one joins its family. */
export async function refreshSession(ctx: AppContext, presented: string): Promise<RefreshData> {
  const now = ctx.now();
  const found = await findRefreshToken(ctx.db, sha256Hex(presented));
  if (!found) throw refreshFailed();
  const { token, user } = found;
  if (token.revokedAt) throw refreshFailed();
  if (token.usedAt) {
    // Reuse of a spent token: whoever holds the family's tokens cannot be trusted any more.
    await revokeFamily(ctx.db, token.familyId, now);
    throw refreshFailed();
  }
  if (token.expiresAt.getTime() <= now.getTime()) throw refreshFailed();
  if (user.disabled) {
    await revokeFamily(ctx.db, token.familyId, now);
    throw refreshFailed('accountDisabled');
  }

  const rotated = await ctx.db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, token.id, now))) return null;
    return issueTokens(ctx, user, token.familyId, tx);
  });
  if (!rotated) {
    // Another request spent the same token a moment ago: that is reuse too.
    await revokeFamily(ctx.db, token.familyId, now);
    throw refreshFailed();
  }
  return rotated;
}

/**
 * Sign-out: ends the sign-in named by the refresh token and/or the bearer's session. Unknown
 * tokens are ignored, so sign-out always succeeds and reveals nothing.
 */
export async function endSession(
  ctx: AppContext,
  input: { refreshToken?: string | undefined; sessionId?: string | null },
): Promise<void> {
  const now = ctx.now();
  const families = new Set<string>();
  if (input.sessionId) families.add(input.sessionId);
  if (input.refreshToken) {
    const found = await findRefreshToken(ctx.db, sha256Hex(input.refreshToken));
    if (found) families.add(found.token.familyId);
  }
  for (const familyId of families) await revokeFamily(ctx.db, familyId, now);
}
