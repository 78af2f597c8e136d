import { desc, eq } from 'drizzle-orm';
import { mailOutbox, mailSuppressions, type Executor } from '@travel/db';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Records that an address wants no more mail. A second unsubscribe keeps the first record
 * (its time and where it came from), so the call is idempotent.
 */
export async function insertSuppression(
  db: Executor,
  email: string,
  refer: string | null,
  now: Date,
): Promise<void> {
  await db
    .insert(mailSuppressions)
    .values({ email, refer, createdAt: now })
    .onConflictDoNothing({ target: mailSuppressions.email });
}

/** Newest first; `to` (lower-cased) narrows to one recipient. */
export function findOutboxMessages(
  db: Executor,
  filter: { to?: string | undefined; limit: number },
): Promise<OutboxRow[]> {
  const query = db.select().from(mailOutbox);
  const filtered = filter.to ? query.where(eq(mailOutbox.toEmail, filter.to)) : query;
  return filtered.orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(filter.limit);
}

export async function findOutboxMessage(db: Executor, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}
