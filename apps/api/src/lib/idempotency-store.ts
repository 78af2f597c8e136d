import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { idempotencyKeys } from '@travel/db';
import type { AppContext } from '../app-context';
import { isAppError } from './app-error';

/**
 * The claim rows of `Idempotency-Key` (lib/idempotency.ts): each write is one guarded statement,
 * so of two requests acting on one claim exactly one succeeds.
 */

export interface StoredReply {
  statusCode: number;
  body: unknown;
}

/** Claims from before leases (no `locked_until`) count as dead this long after they began. */
const LEGACY_STALE_AFTER_MS = 5 * 60_000;

export const keyMatch = (scope: string, key: string) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

export type KeyRow = typeof idempotencyKeys.$inferSelect;

export function claimIsDead(row: KeyRow, now: Date): boolean {
  const until = row.lockedUntil ?? new Date(row.createdAt.getTime() + LEGACY_STALE_AFTER_MS);
  return until.getTime() <= now.getTime();
}

export const lockFrom = (ctx: AppContext, leaseMs: number) =>
  new Date(ctx.now().getTime() + leaseMs);

/** Only the claim as it was seen (same holder, still without a final reply). */
export const heldBy = (scope: string, key: string, owner: string | null) =>
  and(
    keyMatch(scope, key),
    isNull(idempotencyKeys.statusCode),
    owner === null ? isNull(idempotencyKeys.owner) : eq(idempotencyKeys.owner, owner),
  );

export async function claimKey(
  ctx: AppContext,
  scope: string,
  key: string,
  digest: string,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const inserted = await ctx.db
    .insert(idempotencyKeys)
    .values({
      scope,
      key,
      requestHash: digest,
      owner,
      lockedUntil: lockFrom(ctx, leaseMs),
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

export async function takeOver(
  ctx: AppContext,
  scope: string,
  key: string,
  deadOwner: string | null,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await ctx.db
    .update(idempotencyKeys)
    .set({ owner, lockedUntil: lockFrom(ctx, leaseMs), createdAt: ctx.now(), response: null })
    .where(heldBy(scope, key, deadOwner))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function finishDeadClaim(
  ctx: AppContext,
  scope: string,
  key: string,
  deadOwner: string | null,
  reply: StoredReply,
): Promise<boolean> {
  const rows = await ctx.db
    .update(idempotencyKeys)
    .set({ statusCode: reply.statusCode, response: reply.body, lockedUntil: null })
    .where(and(heldBy(scope, key, deadOwner), isNotNull(idempotencyKeys.response)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/**
 * The work failed. Once it had stored a reply (it committed something) a catalogue error is the
 * outcome and is stored for replays; an unexpected one (a lost connection, a bug) is treated as
 * a crash: the claim is released at once and the next retry finishes it from what was committed
 * (see `resume`). Before anything was stored nothing happened, and the claim is dropped so the
 * client can retry the same key.
 */
export async function storeFailure(
  ctx: AppContext,
  scope: string,
  key: string,
  owner: string,
  error: unknown,
): Promise<void> {
  const mine = heldBy(scope, key, owner);
  const failure = storedError(error);
  await ctx.db
    .update(idempotencyKeys)
    .set(
      failure
        ? { statusCode: failure.statusCode, response: failure.body, lockedUntil: null }
        : { lockedUntil: ctx.now() },
    )
    .where(and(mine, isNotNull(idempotencyKeys.response)))
    .catch(() => undefined);
  await ctx.db
    .delete(idempotencyKeys)
    .where(and(mine, isNull(idempotencyKeys.response)))
    .catch(() => undefined);
}

/** The reply the error handler sends for a catalogue error (plugins/errors.ts); null for others. */
function storedError(error: unknown): StoredReply | null {
  if (!isAppError(error)) return null;
  const data = error.issues || error.data ? { ...error.data, issues: error.issues } : null;
  return { statusCode: error.status, body: { code: error.code, msg: error.message, data } };
}
