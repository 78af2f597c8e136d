import { check, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Rooms of one type in one hotel for one night, held by the simulated hotels. A row is created
 * the first time a booking touches that night (search and pricing treat a missing row as the
 * night's background occupancy). `sold` counts the rooms other guests and our bookings took; it
 * never exceeds `capacity` and never goes below 0.
 */
export const hotelInventory = pgTable(
  'hotel_inventory',
  {
    /** The hotel's property code (its city and index, see suppliers/hotels). */
    propertyCode: text('property_code').notNull(),
    /** Room type code, e.g. `DK`. */
    roomType: text('room_type').notNull(),
    /** The hotel's local date of the night, `YYYYMMDD` (sorts and compares as text). */
    night: text('night').notNull(),
    capacity: smallint('capacity').notNull(),
    sold: smallint('sold').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyCode, t.roomType, t.night] }),
    check('hotel_inventory_sold_range', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.capacity}`),
  ],
);
