import { eq, lt } from 'drizzle-orm';
import { shortLinks, type Executor } from '@travel/db';

export type ShortLinkRow = typeof shortLinks.$inferSelect;
export type NewShortLinkRow = typeof shortLinks.$inferInsert;

/**
 * Stores a link under its code; false when the code is already taken (the caller draws
 * another). ON CONFLICT DO NOTHING makes two processes racing for one code safe: one wins.
 */
export async function insertShortLink(db: Executor, row: NewShortLinkRow): Promise<boolean> {
  const inserted = await db
    .insert(shortLinks)
    .values(row)
    .onConflictDoNothing({ target: shortLinks.code })
    .returning({ code: shortLinks.code });
  return inserted.length > 0;
}

export async function findShortLink(db: Executor, code: string): Promise<ShortLinkRow | undefined> {
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.code, code)).limit(1);
  return row;
}

/** Deletes links that expired before `before`; returns how many went. */
export async function deleteShortLinksExpiredBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(shortLinks)
    .where(lt(shortLinks.expiresAt, before))
    .returning({ code: shortLinks.code });
  return rows.length;
}
