import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { orders, type Database } from '@travel/db';

/**
 * The WeChat flow's short number (spec part 2 §3: "The WeChat flow adds shortNumber to the
 * order"): the reference a traveller reads out by phone and finds in the WeChat payment record,
 * where the 10-character order number is awkward. 8 digits without a leading zero (90 million
 * of them), random so it says nothing about how many orders there are, made once per order and
 * kept (orders.short_number, unique: migration 0019).
 */
export const SHORT_NUMBER_PATTERN = /^[1-9]\d{7}$/;

/** Draws before giving up: with 90 million numbers a second draw is already rare. */
const ATTEMPTS = 8;

export const drawShortNumber = (): string => String(randomInt(10_000_000, 100_000_000));

/**
 * The order's short number: the one it has, else a new one stored on it. A number another order
 * holds (the unique index refuses it) is drawn again; when two requests give the same order one
 * at once, the first stored wins and both answer it. Not in a transaction: a refused number
 * would abort it.
 */
export async function ensureShortNumber(
  db: Database,
  orderId: string,
  draw: () => string = drawShortNumber,
): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const existing = await shortNumberOf(db, orderId);
    if (existing) return existing;
    const candidate = draw();
    try {
      const [set] = await db
        .update(orders)
        .set({ shortNumber: candidate })
        .where(and(eq(orders.id, orderId), isNull(orders.shortNumber)))
        .returning({ shortNumber: orders.shortNumber });
      if (set?.shortNumber) return set.shortNumber;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`no free short number for order ${orderId} after ${ATTEMPTS} draws`);
}

async function shortNumberOf(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ shortNumber: orders.shortNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  return row.shortNumber;
}

/** PostgreSQL's unique violation (23505), on the error or (Drizzle wraps it) on its cause. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
