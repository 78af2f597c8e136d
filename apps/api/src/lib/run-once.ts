import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';

/** Advisory lock keys of the periodic jobs that one process at a time should run. */
export const JOB_LOCKS = {
  orderSweep: 7_100_000_101,
} as const;

/**
 * Runs `job` unless another process is running it right now (PostgreSQL: a transaction-level
 * `pg_try_advisory_xact_lock`, held by an open transaction for the whole pass and released when
 * it ends, or when a dead process's connection closes). Returns null when skipped. The job's own
 * statements use the pool as usual; every step of them stays safe to run twice anyway, so the
 * lock saves duplicate work rather than guarding correctness. PGlite is one process: no lock.
 */
export async function runOnceAcrossProcesses<T>(
  ctx: AppContext,
  lockKey: number,
  job: () => Promise<T>,
): Promise<T | null> {
  if (ctx.dbKind !== 'postgres') return job();
  return ctx.db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`,
    );
    const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
    if (!locked) return null;
    return job();
  });
}
