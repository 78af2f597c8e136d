import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, isNotNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idempotencyKeys, type Executor } from '@travel/db';
import type { AppContext } from '../app-context';
import type { Identity } from '../plugins/auth';
import { AppError } from './app-error';
import { keyedHash } from './auth/opaque-token';
import { ok } from './reply';

/**
 * `Idempotency-Key` support for POSTs that create or move money (spec architecture: booking,
 * payment, cancellation, exchange).
 *
 * The key row is inserted BEFORE the work starts (unique on scope + key), so of any number of
 * simultaneous requests with one key exactly one runs; the others wait for its reply and replay
 * it. The same key with another body is refused (`idempotencyKeyReused`).
 *
 * Only successful replies are stored. When the work fails (a catalogue error such as a declined
 * card or a price change, or a crash) the claim is dropped, so the client may retry with the same
 * key; failed work leaves nothing behind that a retry could duplicate. A service that writes in a
 * transaction stores its reply inside that transaction (`claim.complete(tx, data)`), so "order
 * created" and "reply stored" commit together.
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

export interface StoredReply {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyClaim {
  /** Stores the success reply `ok(data)`; call it inside the work's transaction when there is one. */
  complete(executor: Executor, data: unknown): Promise<void>;
  /**
   * Replaces the stored reply with a later state of the same work: a booking stores its reply
   * with the order it writes, then pays, and a replay should tell what the payment made of it.
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
  /** A claim this old without a reply belongs to a process that died; it may be taken over. */
  staleAfterMs?: number;
}

const DEFAULT_WAIT_MS = 15_000;
const DEFAULT_STALE_AFTER_MS = 5 * 60_000;
/** Completed keys are kept this long for replays, then swept. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

/** Route plus caller: one visitor's key never replays another account's reply. */
export const idempotencyScope = (route: string, identity: Identity): string =>
  `${route}:${identity.signedIn ? identity.userId : 'visitor'}`;

/** JSON with sorted keys, so the same body always digests the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Keyed with the server secret: payment bodies hold card numbers, and a plain hash of a card
 * number can be reversed by trying every number of a brand.
 */
const requestDigest = (ctx: AppContext, scope: string, body: unknown): string =>
  keyedHash(ctx.env.JWT_SECRET, 'idempotency', scope, canonicalJson(body));

const keyMatch = (scope: string, key: string) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

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
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  let pause = 20;

  for (;;) {
    if (await claimKey(ctx, scope, key, digest)) return runClaimed(ctx, scope, key, work);

    const [row] = await ctx.db.select().from(idempotencyKeys).where(keyMatch(scope, key)).limit(1);
    if (row) {
      if (row.requestHash !== digest) throw new AppError('idempotencyKeyReused');
      if (row.statusCode !== null) return { statusCode: row.statusCode, body: row.response };
      if (row.createdAt.getTime() < ctx.now().getTime() - staleAfterMs) {
        if (await takeOver(ctx, scope, key, row.createdAt)) {
          return runClaimed(ctx, scope, key, work);
        }
      }
    }
    // No row: the first request failed and dropped its claim between our insert and read; retry.
    if (Date.now() >= waitUntil) throw new AppError('requestInProgress');
    await sleep(pause);
    pause = Math.min(pause * 2, 250);
  }
}

async function claimKey(
  ctx: AppContext,
  scope: string,
  key: string,
  digest: string,
): Promise<boolean> {
  const inserted = await ctx.db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: digest, createdAt: ctx.now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

async function takeOver(
  ctx: AppContext,
  scope: string,
  key: string,
  seenCreatedAt: Date,
): Promise<boolean> {
  const rows = await ctx.db
    .update(idempotencyKeys)
    .set({ createdAt: ctx.now() })
    .where(
      and(
        keyMatch(scope, key),
        isNull(idempotencyKeys.statusCode),
        eq(idempotencyKeys.createdAt, seenCreatedAt),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

async function runClaimed(
  ctx: AppContext,
  scope: string,
  key: string,
  work: (claim: IdempotencyClaim) => Promise<unknown>,
): Promise<StoredReply> {
  const claim: IdempotencyClaim = {
    async complete(executor, data) {
      await executor
        .update(idempotencyKeys)
        .set({ statusCode: 200, response: ok(data) })
        .where(and(keyMatch(scope, key), isNull(idempotencyKeys.statusCode)));
    },
    async replace(executor, data) {
      await executor
        .update(idempotencyKeys)
        .set({ statusCode: 200, response: ok(data) })
        .where(keyMatch(scope, key));
    },
  };
  let data: unknown;
  try {
    data = await work(claim);
  } catch (error) {
    // Nothing was stored for this key: drop the claim so the client can retry it.
    await ctx.db
      .delete(idempotencyKeys)
      .where(and(keyMatch(scope, key), isNull(idempotencyKeys.statusCode)))
      .catch(() => undefined);
    throw error;
  }
  // A no-op when the work already stored its reply inside its own transaction.
  await claim.complete(ctx.db, data);
  return { statusCode: 200, body: ok(data) };
}

/** Deletes completed keys past their retention (run by the order sweep). */
export async function purgeIdempotencyKeys(executor: Executor, now: Date): Promise<void> {
  await executor
    .delete(idempotencyKeys)
    .where(
      and(
        isNotNull(idempotencyKeys.statusCode),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)),
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
): Promise<FastifyReply> {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : undefined;
  if (!key) return reply.send(ok(await work(undefined)));
  const stored = await runIdempotent(
    ctx,
    { scope: idempotencyScope(route, request.identity), key, body: request.body },
    work,
  );
  return reply.status(stored.statusCode).send(stored.body);
}
