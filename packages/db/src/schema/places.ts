import { numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Exchange rates against USD, refreshed from a configurable source when older than 12 hours. */
export const currencyRates = pgTable('currency_rates', {
  code: text('code').primaryKey(),
  /** Units of this currency per 1 USD, as an exact decimal. */
  ratePerUsd: numeric('rate_per_usd', { precision: 20, scale: 10 }).notNull(),
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
