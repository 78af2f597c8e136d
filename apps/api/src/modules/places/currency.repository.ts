import { notInArray, sql } from 'drizzle-orm';
import { currencyRates, type Database, type Executor } from '@travel/db';

export interface StoredRates {
  rates: Record<string, number>;
  /** When the oldest rate was taken (rates are always replaced together). */
  updatedAt: Date;
  source: string;
}

/** The stored table, or undefined when it is empty. */
export async function readRates(db: Executor): Promise<StoredRates | undefined> {
  const rows = await db.select().from(currencyRates);
  if (rows.length === 0) return undefined;
  const rates: Record<string, number> = {};
  let updatedAt = rows[0]?.updatedAt as Date;
  for (const row of rows) {
    rates[row.code] = Number(row.ratePerUsd);
    if (row.updatedAt < updatedAt) updatedAt = row.updatedAt;
  }
  return { rates, updatedAt, source: rows[0]?.source ?? '' };
}

/** Stores the shipped table unless some table is there already (idempotent, race-safe). */
export async function insertRatesIfEmpty(
  db: Executor,
  rates: Record<string, number>,
  source: string,
  takenAt: Date,
): Promise<void> {
  await db
    .insert(currencyRates)
    .values(rowsOf(rates, source, takenAt))
    .onConflictDoNothing({ target: currencyRates.code });
}

/** Replaces the whole table in one transaction: readers see the old table or the new one. */
export async function replaceRates(
  db: Database,
  rates: Record<string, number>,
  source: string,
  takenAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(currencyRates)
      .values(rowsOf(rates, source, takenAt))
      .onConflictDoUpdate({
        target: currencyRates.code,
        set: {
          ratePerUsd: sql`excluded.rate_per_usd`,
          source: sql`excluded.source`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await tx.delete(currencyRates).where(notInArray(currencyRates.code, Object.keys(rates)));
  });
}

function rowsOf(rates: Record<string, number>, source: string, takenAt: Date) {
  return Object.entries(rates).map(([code, rate]) => ({
    code,
    // numeric(20, 10): at most ten decimals, sent as text so no float noise reaches the column.
    ratePerUsd: rate.toFixed(10),
    source,
    updatedAt: takenAt,
  }));
}
