import { eq, sql } from 'drizzle-orm';
import { rateLimitBuckets, type Executor } from '@travel/db';
import type { ErrorKey } from '@travel/contracts';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** What is counted and for whom, e.g. `signin:address:203.0.113.7`. */
  bucket: string;
  /** Hits allowed per window; the next one is refused. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
}

/** Seconds until a window resets, at least 1 (what Retry-After says). */
const secondsUntil = (resetAt: Date, now: Date): number =>
  Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one hit in a fixed window with a single upsert, so concurrent requests on any
 * number of API processes agree: the row lock of ON CONFLICT DO UPDATE serialises them, and a
 * window that has ended restarts at 1 in the same statement.
 */
export async function hitRateLimit(
  executor: Executor,
  now: Date,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const nextReset = new Date(now.getTime() + rule.windowMs);
  const expired = sql`${rateLimitBuckets.resetAt} <= ${at(now)}`;
  const [row] = await executor
    .insert(rateLimitBuckets)
    .values({ bucket: rule.bucket, count: 1, resetAt: nextReset })
    .onConflictDoUpdate({
      target: rateLimitBuckets.bucket,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    retryAfterSeconds: secondsUntil(row.resetAt, now),
  };
}

/**
 * Reads a bucket without counting: refused when the window already holds `limit` hits. For
 * limits that count only failures (sign-in per address, order lookups), checked before the
 * work and followed by `hitRateLimit` when the work failed.
 */
export async function peekRateLimit(
  executor: Executor,
  now: Date,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const [row] = await executor
    .select({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt })
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.bucket, rule.bucket))
    .limit(1);
  if (!row || row.resetAt.getTime() <= now.getTime()) {
    return { allowed: true, count: 0, retryAfterSeconds: Math.ceil(rule.windowMs / 1000) };
  }
  return {
    allowed: row.count < rule.limit,
    count: row.count,
    retryAfterSeconds: secondsUntil(row.resetAt, now),
  };
}

/** Throws the 429 when a failure-counting bucket is already full (see `peekRateLimit`). */
export async function enforceNotExhausted(
  executor: Executor,
  now: Date,
  rule: RateLimitRule,
  key: ErrorKey,
): Promise<void> {
  const result = await peekRateLimit(executor, now, rule);
  if (!result.allowed) throw rateLimitError(key, result);
}

/** Forgets a bucket, e.g. the failure count of an account after a successful sign-in. */
export async function clearRateLimit(executor: Executor, bucket: string): Promise<void> {
  await executor.delete(rateLimitBuckets).where(eq(rateLimitBuckets.bucket, bucket));
}

/** The 429 for a refused hit, with the Retry-After header the client should honour. */
export function rateLimitError(key: ErrorKey, result: RateLimitResult): AppError {
  return new AppError(key, {
    headers: { 'retry-after': String(result.retryAfterSeconds) },
    data: { retryAfter: result.retryAfterSeconds },
  });
}

/** Counts a hit and throws the 429 when the rule refuses it. */
export async function enforceRateLimit(
  executor: Executor,
  now: Date,
  rule: RateLimitRule,
  key: ErrorKey,
): Promise<RateLimitResult> {
  const result = await hitRateLimit(executor, now, rule);
  if (!result.allowed) throw rateLimitError(key, result);
  return result;
}
