import { and, lt, sql } from 'drizzle-orm';
import {
  passwordResetTokens,
  rateLimitBuckets,
  refreshTokens,
  signInSessions,
  verificationCodes,
  type Executor,
} from '@travel/db';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes what can no longer matter: ended rate-limit windows, and codes, reset grants and
 * refresh tokens a day past their expiry, and sign-ins with no refresh token left (the day keeps recent rows for support questions).
 * Every probe of an unknown email leaves a bucket, so without this the tables only grow.
 */
export async function sweepExpiredAccountData(executor: Executor, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await executor.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, now));
  await executor.delete(verificationCodes).where(lt(verificationCodes.expiresAt, dayAgo));
  await executor.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, dayAgo));
  await executor.delete(refreshTokens).where(lt(refreshTokens.expiresAt, dayAgo));
  // A sign-in older than a day with no refresh token left can issue no access token any more
  // (the last one it issued expired long ago), so its session row goes too.
  await executor
    .delete(signInSessions)
    .where(
      and(
        lt(signInSessions.createdAt, dayAgo),
        sql`not exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${signInSessions.id})`,
      ),
    );
}

/** Runs the sweep every 10 minutes while the app is up; several processes may all run it. */
export function scheduleAccountSweep(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepExpiredAccountData(ctx.db, ctx.now()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'account sweep failed');
      });
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
