import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Priced flight offers of one search reply (NDC ShoppingResponseID), stored once so an offer id
 * can be `{responseId}.{index}` instead of the whole signed offer: a 300-offer reply no longer
 * carries 300 signatures. Pre-book and booking re-price from the stored quote; rows past
 * `expires_at` answer 1201 and are swept.
 */
export const searchResponses = pgTable(
  'search_responses',
  {
    /** Random, 22 url-safe characters (128 bits): unguessable, so ids cannot be enumerated. */
    responseId: text('response_id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Pricing profile the offers were priced for: role and account limits (audit, support). */
    buyer: jsonb('buyer').notNull(),
    /**
     * The offers in reply order, one line each (apps/api/src/products/flight/offers/stored-offer-codec.ts): flights,
     * cabin, party, quoted brand totals and parts. Text stored uncompressed (migration 0011):
     * the one write of a new search, so it costs what copying it costs.
     */
    packed: text('packed'),
    /** Rows written before 0011: the same offers as a jsonb array (strings or objects). */
    offers: jsonb('offers'),
  },
  (table) => [index('search_responses_expires_at_idx').on(table.expiresAt)],
);
