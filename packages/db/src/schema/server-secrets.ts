import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the server generates for itself on first start when the operator gives none
 * (JWT_SECRET outside production): kept with the data, so a restart keeps sessions, and shared
 * by every process on one PostgreSQL. Written once (insert … on conflict do nothing), then read.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
