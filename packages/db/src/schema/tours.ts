import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Tours and cruises (issue 14 §1): the operators' catalogue as the storefront keeps it. The
 * simulated operators of apps/api/src/suppliers/tours fill these tables on start; a real
 * operator adapter would sync into the same rows. Money is USD cents, dates are the departure
 * city's local dates (`YYYY-MM-DD`) with its IANA time zone on the tour.
 */

/** An operator running tours or cruises (invented names in the simulation). */
export const tourOperators = pgTable('tour_operators', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** ISO country code of the operator's home office. */
  countryCode: text('country_code').notNull(),
});

/** A ship of a cruise operator. `kind` ocean | river. */
export const cruiseShips = pgTable('cruise_ships', {
  code: text('code').primaryKey(),
  operatorCode: text('operator_code')
    .notNull()
    .references(() => tourOperators.code),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  yearBuilt: smallint('year_built').notNull(),
  passengers: smallint('passengers').notNull(),
  decks: smallint('decks').notNull(),
});

/** A cabin category of a ship: inside, oceanview, balcony or suite. */
export const cruiseCabins = pgTable(
  'cruise_cabins',
  {
    shipCode: text('ship_code')
      .notNull()
      .references(() => cruiseShips.code),
    /** Short code used in price options, e.g. `IN`, `OV`, `BA`, `SU`. */
    code: text('code').notNull(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    /** Deck numbers the category is on, e.g. `4-5`. */
    decks: text('decks').notNull(),
    /** Bed layout, e.g. `two lower beds convertible to a queen`. */
    beds: text('beds').notNull(),
    maxOccupancy: smallint('max_occupancy').notNull(),
    /** A guarantee cabin (the line assigns the cabin number later) is offered at a lower price. */
    guaranteeOption: boolean('guarantee_option').notNull(),
    /** Percent off the category price for a guarantee cabin. */
    guaranteeDiscountPercent: smallint('guarantee_discount_percent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shipCode, t.code] })],
);

/** A tour or a cruise. `kind` tour | cruise; `style` escorted | small-group | one-day | ocean | river. */
export const tours = pgTable(
  'tours',
  {
    /** TourID: stable across syncs. */
    id: text('id').primaryKey(),
    /** TourCode as the operator prints it. */
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    style: text('style').notNull(),
    operatorCode: text('operator_code')
      .notNull()
      .references(() => tourOperators.code),
    name: text('name').notNull(),
    /** IATA city code and name of where it starts (TourCity). */
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    countryCode: text('country_code').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Destination tree: continent code (region) and ISO country code (area). */
    region: text('region').notNull(),
    area: text('area').notNull(),
    days: smallint('days').notNull(),
    summary: text('summary').notNull(),
    highlights: jsonb('highlights').$type<string[]>().notNull(),
    overview: text('overview').notNull(),
    /** Key of the drawn picture (no photos ship). */
    picture: text('picture').notNull(),
    /** When the operator published it: "newest" sorts on it. */
    publishedOn: text('published_on').notNull(),
    shipCode: text('ship_code').references(() => cruiseShips.code),
    /** Cruises: port charges and gratuities per person, in cents (0 for tours). */
    portChargesCents: integer('port_charges_cents').notNull().default(0),
    gratuitiesCents: integer('gratuities_cents').notNull().default(0),
    /** Deposit per person in cents, and how many days before departure the rest is due. */
    depositCents: integer('deposit_cents').notNull().default(0),
    finalPaymentDays: smallint('final_payment_days').notNull().default(0),
  },
  (t) => [
    index('tours_destination_idx').on(t.kind, t.region, t.area),
    check('tours_kind', sql`${t.kind} in ('tour', 'cruise')`),
    check('tours_days', sql`${t.days} between 1 and 60`),
  ],
);

/** A day of a tour's itinerary (TourBriefItinerary). */
export const tourDays = pgTable(
  'tour_days',
  {
    tourId: text('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    places: jsonb('places').$type<string[]>().notNull(),
    /** Meals included: any of `B`, `L`, `D`. */
    meals: text('meals').notNull(),
    /** Where the night is spent (hotel or ship), null on the last day and one-day tours. */
    overnight: text('overnight'),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.day] })],
);

/** One price option of a departure: per person, consumer selling price in cents. */
export interface DeparturePrice {
  /** Cabin code for cruises, '' for tours. */
  cabin: string;
  /** Room or price option code: 1, 2, 3, 4, child, bedchild (one-day: adult, child). */
  code: string;
  cents: number;
}

/** A fixed departure: its own date, places, prices and single supplement. */
export const tourDepartures = pgTable(
  'tour_departures',
  {
    /** `{tourId}-{YYYYMMDD}`. */
    id: text('id').primaryKey(),
    tourId: text('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    /** Local date of the first day, YYYY-MM-DD (the tour's time zone). */
    date: text('date').notNull(),
    capacity: smallint('capacity').notNull(),
    placesLeft: smallint('places_left').notNull(),
    guaranteed: boolean('guaranteed').notNull(),
    singleSupplementCents: integer('single_supplement_cents').notNull(),
    /** The cheapest adult price per person (twin share, inside cabin): lists sort and filter on it. */
    fromCents: integer('from_cents').notNull(),
    /** Every option's consumer price; agent prices are derived from them per request. */
    prices: jsonb('prices').$type<DeparturePrice[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tour_departures_tour_date_idx').on(t.tourId, t.date),
    index('tour_departures_date_idx').on(t.date),
    check(
      'tour_departures_places_range',
      sql`${t.placesLeft} >= 0 AND ${t.placesLeft} <= ${t.capacity}`,
    ),
  ],
);
