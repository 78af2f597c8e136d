import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idempotencyKeys, type Executor } from '@travel/db';
import type { AppContext } from '../app-context';
import { AppError } from './app-error';
import { idempotencyScope, requestDigest } from './idempotency-scope';
import {
  claimIsDead,
  claimKey,
  finishDeadClaim,
  heldBy,
  keyMatch,
  lockFrom,
  storeFailure,
  takeOver,
  type StoredReply,
} from './idempotency-store';
import { ok } from './reply';

export { idempotencyScope } from './idempotency-scope';
export type { StoredReply } from './idempotency-store';

/**
 * `Idempotency-Key` support for POSTs that create or move money (spec architecture: booking,
 * payment, cancellation, exchange), after Stripe's design.
 *
 * The key row is inserted BEFORE the work starts (unique on scope + key), so of any number of
 * simultaneous requests with one key exactly one runs; the others wait for its final reply and
 * replay it. The same key with another body is refused (`idempotencyKeyReused`).
 *
 * - The running request holds the claim with a lease (`locked_until`, IDEMPOTENCY_LOCK_SECONDS)
 *   that it renews while it works; a claim whose lease ran out belongs to a process that died
 *   and is taken over within seconds.
 * - Work that commits something stores a provisional reply in the same transaction
 *   (`claim.complete(tx, data)`, or `replace` for a later state). From then on the outcome is
 *   stored, whatever it is: the final reply, or the error the work ended with. A claim left by a
 *   dead process with a provisional reply is finished with that reply (what was committed), never
 *   run again. Waiting requests only ever see the final reply.
 * - Work that fails before it stored anything drops the claim, so the client may retry.
 */

/** `Idempotency-Key` header: a client-made unique string (a UUID is typical). */
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'at least 8 characters')
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

export const RequiredIdempotencyHeadersSchema = z.object({
  'idempotency-key': IdempotencyKeySchema,
});
export const OptionalIdempotencyHeadersSchema = z.object({
  'idempotency-key': IdempotencyKeySchema.optional(),
});

export interface IdempotencyClaim {
  /**
   * Stores `ok(data)` as the reply so far; call it inside the work's transaction, so "order
   * created" and "reply stored" commit together. From then on the outcome is kept, error or not.
   */
  complete(executor: Executor, data: unknown): Promise<void>;
  /**
   * The same, for a later state of the same work: a booking stores its reply with the order it
   * writes, then pays; replays wait for the end and get the final reply.
   */
  replace(executor: Executor, data: unknown): Promise<void>;
}

export interface IdempotentRequest {
  /** What the key is scoped to: the route and the caller (see `idempotencyScope`). */
  scope: string;
  key: string;
  /** The parsed body; its digest tells a replay from a reuse. */
  body: unknown;
}

export interface IdempotencyOptions {
  /** How long a duplicate waits for the first request's reply before `requestInProgress`. */
  waitMs?: number;
  /** How long a claim is held without renewal (default IDEMPOTENCY_LOCK_SECONDS). */
  leaseMs?: number;
  /**
   * For a claim left by a request that died after storing a reply: the reply to finish it with,
   * from that stored data and what is in the database now (read-only), or RUN_AGAIN. Throw
   * `requestInProgress` while the outcome is not known yet. Without it the stored reply is the
   * final one.
   */
  resume?: (stored: unknown) => Promise<unknown>;
}

/**
 * What `resume` returns when what the dead request committed proves it changed nothing that
 * matters (e.g. its payment charged nothing): the work runs again for this retry.
 */
export const RUN_AGAIN: unique symbol = Symbol('run the work again');

const DEFAULT_WAIT_MS = 15_000;
/** Completed keys are kept this long for replays, then swept. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

async function resumedReply(
  stored: unknown,
  resume: IdempotencyOptions['resume'],
): Promise<StoredReply | typeof RUN_AGAIN> {
  if (!resume) return { statusCode: 200, body: stored };
  const data = await resume((stored as { data?: unknown } | null)?.data);
  return data === RUN_AGAIN ? RUN_AGAIN : { statusCode: 200, body: ok(data) };
}

/**
 * Runs `work` once per scope + key. Returns the reply to send: the fresh one, or the stored one
 * of an earlier (or concurrent) request with the same key and body.
 */
export async function runIdempotent(
  ctx: AppContext,
  request: IdempotentRequest,
  work: (claim: IdempotencyClaim) => Promise<unknown>,
  options: IdempotencyOptions = {},
): Promise<StoredReply> {
  const { scope, key } = request;
  const digest = requestDigest(ctx, scope, request.body);
  const waitUntil = Date.now() + (options.waitMs ?? DEFAULT_WAIT_MS);
  const leaseMs = options.leaseMs ?? ctx.env.IDEMPOTENCY_LOCK_SECONDS * 1000;
  const owner = randomUUID();
  let pause = 20;

  for (;;) {
    if (await claimKey(ctx, scope, key, digest, owner, leaseMs)) {
      return runClaimed(ctx, scope, key, owner, leaseMs, work);
    }
    const [row] = await ctx.db.select().from(idempotencyKeys).where(keyMatch(scope, key)).limit(1);
    if (row) {
      if (row.requestHash !== digest) throw new AppError('idempotencyKeyReused');
      if (row.statusCode !== null) return { statusCode: row.statusCode, body: row.response };
      if (claimIsDead(row, ctx.now())) {
        // Something was committed: that is the outcome; running the work again could repeat it.
        const reply =
          row.response === null ? RUN_AGAIN : await resumedReply(row.response, options.resume);
        if (reply !== RUN_AGAIN) {
          if (await finishDeadClaim(ctx, scope, key, row.owner, reply)) return reply;
        } else if (await takeOver(ctx, scope, key, row.owner, owner, leaseMs)) {
          return runClaimed(ctx, scope, key, owner, leaseMs, work);
        }
        continue;
      }
    }
    // No row: the first request failed and dropped its claim between our insert and read; retry.
    if (Date.now() >= waitUntil) throw new AppError('requestInProgress');
    await sleep(pause);
    pause = Math.min(pause * 2, 250);
  }
}

async function runClaimed(
  ctx: AppContext,
  scope: string,
  key: string,
  owner: string,
  leaseMs: number,
  work: (claim: IdempotencyClaim) => Promise<unknown>,
): Promise<StoredReply> {
  const mine = heldBy(scope, key, owner);
  const store = async (executor: Executor, data: unknown) => {
    await executor
      .update(idempotencyKeys)
      .set({ response: ok(data) })
      .where(mine);
  };
  const claim: IdempotencyClaim = { complete: store, replace: store };
  // Renew the lease while the work runs: a live request is never taken over.
  const renew = setInterval(
    () => {
      void ctx.db
        .update(idempotencyKeys)
        .set({ lockedUntil: lockFrom(ctx, leaseMs) })
        .where(mine)
        .catch(() => undefined);
    },
    Math.max(500, Math.floor(leaseMs / 3)),
  );
  renew.unref();
  let data: unknown;
  try {
    data = await work(claim);
  } catch (error) {
    clearInterval(renew);
    await storeFailure(ctx, scope, key, owner, error);
    throw error;
  }
  clearInterval(renew);
  const reply = { statusCode: 200, body: ok(data) };
  await ctx.db
    .update(idempotencyKeys)
    .set({ statusCode: reply.statusCode, response: reply.body, lockedUntil: null })
    .where(mine);
  return reply;
}

/** Deletes completed keys (and claims abandoned long ago) past their retention (order sweep). */
export async function purgeIdempotencyKeys(executor: Executor, now: Date): Promise<void> {
  const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS);
  await executor
    .delete(idempotencyKeys)
    .where(
      and(
        lt(idempotencyKeys.createdAt, before),
        or(
          isNotNull(idempotencyKeys.statusCode),
          isNull(idempotencyKeys.lockedUntil),
          lt(idempotencyKeys.lockedUntil, before),
        ),
      ),
    );
}

/**
 * For route handlers: runs `work` under the request's `Idempotency-Key` header when it has one
 * (always, when the route's header schema requires it), and answers with the reply.
 */
export async function replyIdempotent(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  work: (claim: IdempotencyClaim | undefined) => Promise<unknown>,
  resume?: IdempotencyOptions['resume'],
): Promise<FastifyReply> {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : undefined;
  if (!key) return reply.send(ok(await work(undefined)));
  const stored = await runIdempotent(
    ctx,
    {
      scope: idempotencyScope(ctx, route, request.identity, { ip: request.ip, body: request.body }),
      key,
      body: request.body,
    },
    work,
    resume ? { resume } : {},
  );
  return reply.status(stored.statusCode).send(stored.body);
}
