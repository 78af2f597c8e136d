import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Seats of one flight on one date in one cabin, held by the simulated airline. A row is created
 * the first time anything touches that flight (search reads treat a missing row as unsold).
 * `sold` counts held and ticketed seats; it never exceeds `capacity` and never goes below 0.
 */
export const flightInventory = pgTable(
  'flight_inventory',
  {
    /** `{airline}{number}-{YYYYMMDD}` of the local departure date. */
    flightId: text('flight_id').notNull(),
    cabin: text('cabin').notNull(),
    capacity: smallint('capacity').notNull(),
    sold: smallint('sold').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightId, t.cabin] }),
    check('flight_inventory_sold_range', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.capacity}`),
  ],
);

/**
 * Inventory an order holds: what the deadline sweep or a cancellation gives back. One row per
 * order, resource and unit kind; `releasedAt` marks it returned (exactly once).
 */
export const inventoryHolds = pgTable(
  'inventory_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    /** `flight` now; `hotel-night` and others later. */
    resourceKind: text('resource_kind').notNull(),
    /** flight: `{flightId}|{cabin}`. */
    resourceKey: text('resource_key').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('inventory_holds_order_idx').on(t.orderId),
    // The unpaid share of one flight cabin or room-type night a booker holds (hold limits).
    index('inventory_holds_resource_idx').on(t.resourceKey),
  ],
);

/** Assigned seats. The primary key is what makes one seat impossible to sell twice. */
export const seatAssignments = pgTable(
  'seat_assignments',
  {
    flightId: text('flight_id').notNull(),
    seatNumber: text('seat_number').notNull(),
    orderId: uuid('order_id').notNull(),
    travellerIndex: smallint('traveller_index').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightId, t.seatNumber] }),
    index('seat_assignments_order_idx').on(t.orderId),
  ],
);
