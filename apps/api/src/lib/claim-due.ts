import { and, asc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '@travel/db';

/**
 * Takes up to `batch` rows that are due (`due`: a lease passed, a retry time reached) for this
 * process: one guarded UPDATE over `FOR UPDATE SKIP LOCKED` candidates, oldest `order` first,
 * writes `set` (the new lease) on the rows still due, so of several processes each row goes to
 * exactly one. Returns the taken rows as they are after it. The reconcilers of orders, refunds, supplier
 * cancellations, charge intents and the sandbox's webhook outbox all claim their work this way.
 */
export async function claimDue<T extends PgTable, Key extends PgColumn>(
  db: Executor,
  claim: {
    table: T;
    key: Key;
    order: PgColumn;
    due: SQL | undefined;
    set: PgUpdateSetSource<T>;
    batch: number;
  },
): Promise<T['$inferSelect'][]> {
  const { table, key, due } = claim;
  const candidates = db
    .select({ key })
    .from(table as PgTable)
    .where(due)
    .orderBy(asc(claim.order))
    .limit(claim.batch)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(table)
    .set(claim.set)
    .where(and(inArray(key, candidates), due))
    .returning();
  return rows as T['$inferSelect'][];
}
