import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_DAYS,
  type ErrorKey,
} from '@travel/contracts';
import type { LoginData } from '@travel/contracts/accounts';
import type { Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { signAccessToken } from '../../lib/auth/access-token';
import { newOpaqueToken, sha256Hex, successorToken } from '../../lib/auth/opaque-token';
import { openSignIn, revokeSignIns } from '../../lib/auth/revoke-sign-ins';
import { loginProfileOf, roleOf } from './account-view';
import {
  claimRefreshToken,
  findRefreshToken,
  findRefreshTokenById,
  insertRefreshToken,
} from './refresh-tokens.repository';
import type { UserRow } from './users.repository';

const REFRESH_TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
const GRACE_MS = REFRESH_REUSE_GRACE_SECONDS * 1000;

/**
 * What the session service hands the routes: the reply data plus the refresh token, which the
 * routes put in the HttpOnly cookie and never in the JSON body (issue 9).
 */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: typeof ACCESS_TOKEN_TTL_SECONDS;
}

/**
 * Sessions: a sign-in is a `sign_in_sessions` row and a refresh-token family with the same id.
 * Access tokens are short-lived JWTs (15 minutes) whose sign-in the auth hook checks by primary
 * key; refresh tokens are opaque, stored as SHA-256, rotated on every use, and a reused one ends
 * the whole sign-in (it was stolen or replayed), except within a few seconds of its rotation.
 */
const accessTokenOf = (ctx: AppContext, user: UserRow, familyId: string, issuedAt: Date) =>
  signAccessToken(
    {
      sub: user.id,
      role: roleOf(user),
      email: user.email,
      accountCode: user.accountCode,
      sid: familyId,
    },
    ctx.env.JWT_SECRET,
    issuedAt,
  );

async function issueTokens(
  ctx: AppContext,
  user: UserRow,
  familyId: string,
  refreshToken: string,
  executor: Executor,
  /** For a rotation, the instant stored as the spent token's `usedAt`: a replay signs with it. */
  now: Date = ctx.now(),
): Promise<SessionTokens> {
  await insertRefreshToken(executor, {
    userId: user.id,
    familyId,
    tokenHash: sha256Hex(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
    createdAt: now,
  });
  const accessToken = await accessTokenOf(ctx, user, familyId, now);
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

/** A new sign-in: the Login reply data plus the refresh token for the cookie. */
export type SignedIn = LoginData & { refreshToken: string };

/** Starts a new sign-in for a user who has proved who they are; the Login reply. */
export async function startSession(
  ctx: AppContext,
  user: UserRow,
  executor: Executor = ctx.db,
): Promise<SignedIn> {
  const familyId = randomUUID();
  await openSignIn(executor, { id: familyId, userId: user.id, now: ctx.now() });
  const tokens = await issueTokens(ctx, user, familyId, newOpaqueToken(), executor);
  return { ...loginProfileOf(user), ...tokens };
}

const refreshFailed = (key: ErrorKey = 'refreshTokenFailed') => new AppError(key);

/**
 * The pair a rotation at `usedAt` produced, rebuilt without anything stored in plain: the
 * successor refresh token is an HMAC of the presented one, and the access token signed with
 * the same issue time is byte-for-byte the same JWT.
 */
async function replayRotation(
  ctx: AppContext,
  user: UserRow,
  familyId: string,
  presented: string,
  usedAt: Date,
): Promise<SessionTokens> {
  return {
    accessToken: await accessTokenOf(ctx, user, familyId, usedAt),
    refreshToken: successorToken(ctx.env.JWT_SECRET, presented),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  };
}

const withinGrace = (usedAt: Date, now: Date) => now.getTime() - usedAt.getTime() <= GRACE_MS;

/**
 * Rotates a refresh token: the presented one is spent and its successor joins the family.
 * Presenting a spent token again within REFRESH_REUSE_GRACE_SECONDS of its rotation answers the
 * same pair (two tabs refreshing at once); later it is reuse and ends the sign-in.
 */
export async function refreshSession(ctx: AppContext, presented: string): Promise<SessionTokens> {
  const now = ctx.now();
  const found = await findRefreshToken(ctx.db, sha256Hex(presented));
  if (!found) throw refreshFailed();
  const { token, user } = found;
  if (token.revokedAt) throw refreshFailed();
  if (token.expiresAt.getTime() <= now.getTime()) throw refreshFailed();
  if (user.disabled) {
    await revokeSignIns(ctx.db, { familyId: token.familyId }, now);
    throw refreshFailed('accountDisabled');
  }
  if (token.usedAt) {
    if (withinGrace(token.usedAt, now)) {
      return replayRotation(ctx, user, token.familyId, presented, token.usedAt);
    }
    // Reuse of a spent token: whoever holds the family's tokens cannot be trusted any more.
    await revokeSignIns(ctx.db, { familyId: token.familyId }, now);
    throw refreshFailed();
  }

  const rotated = await ctx.db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, token.id, now))) return null;
    const successor = successorToken(ctx.env.JWT_SECRET, presented);
    return issueTokens(ctx, user, token.familyId, successor, tx, now);
  });
  if (rotated) return rotated;
  // Another request spent the same token a moment ago (its claim waited for ours to commit on
  // PostgreSQL): within the grace period it gets the pair that request made.
  const spent = await findRefreshTokenById(ctx.db, token.id);
  if (spent?.usedAt && !spent.revokedAt && withinGrace(spent.usedAt, now)) {
    return replayRotation(ctx, user, token.familyId, presented, spent.usedAt);
  }
  await revokeSignIns(ctx.db, { familyId: token.familyId }, now);
  throw refreshFailed();
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
  for (const familyId of families) await revokeSignIns(ctx.db, { familyId }, now);
}
