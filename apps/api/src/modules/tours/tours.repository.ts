import { and, asc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  cruiseCabins,
  cruiseShips,
  tourDays,
  tourDepartures,
  tourOperators,
  tours,
  type Executor,
} from '@travel/db';

/**
 * SQL of the tour calls. Only departures on sale count: a date after `saleFrom` (see
 * tour-sale.ts) with places left, unless a call says otherwise.
 */

export type TourRow = typeof tours.$inferSelect;
export type DepartureRow = typeof tourDepartures.$inferSelect;

export interface TourFilter {
  kind: 'tour' | 'cruise';
  region?: string | undefined;
  area?: string | undefined;
  style?: string | undefined;
  keyword?: string | undefined;
  /** Tours whose name or city in another language holds the keyword (tour-i18n.ts). */
  keywordIds?: readonly string[] | undefined;
}

export interface TourWithSale {
  tour: TourRow;
  operatorName: string;
  fromCents: number;
  nextDeparture: string;
  departures: number;
  guaranteed: boolean;
}

function tourWhere(filter: TourFilter): SQL | undefined {
  const words = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(tours.kind, filter.kind),
    filter.region ? eq(tours.region, filter.region) : undefined,
    filter.area ? eq(tours.area, filter.area) : undefined,
    filter.style ? eq(tours.style, filter.style) : undefined,
    words
      ? or(
          ilike(tours.name, words),
          ilike(tours.cityName, words),
          ilike(tours.code, words),
          filter.keywordIds?.length ? inArray(tours.id, [...filter.keywordIds]) : undefined,
        )
      : undefined,
  );
}

/** Tours of a destination with their cheapest departure on sale (in `month` when given). */
export async function toursOnSale(
  db: Executor,
  filter: TourFilter,
  saleFrom: string,
  month?: string,
): Promise<TourWithSale[]> {
  const sale = db
    .select({
      tourId: tourDepartures.tourId,
      fromCents: sql<number>`min(${tourDepartures.fromCents})::int`.as('from_cents'),
      nextDeparture: sql<string>`min(${tourDepartures.date})`.as('next_departure'),
      departures: sql<number>`count(*)::int`.as('departures'),
      guaranteed: sql<boolean>`bool_or(${tourDepartures.guaranteed})`.as('guaranteed'),
    })
    .from(tourDepartures)
    .where(
      and(
        gt(tourDepartures.date, saleFrom),
        gt(tourDepartures.placesLeft, 0),
        month ? sql`${tourDepartures.date} like ${`${month}-%`}` : undefined,
      ),
    )
    .groupBy(tourDepartures.tourId)
    .as('sale');
  const rows = await db
    .select({
      tour: tours,
      operatorName: tourOperators.name,
      fromCents: sale.fromCents,
      nextDeparture: sale.nextDeparture,
      departures: sale.departures,
      guaranteed: sale.guaranteed,
    })
    .from(tours)
    .innerJoin(sale, eq(sale.tourId, tours.id))
    .innerJoin(tourOperators, eq(tourOperators.code, tours.operatorCode))
    .where(tourWhere(filter));
  return rows.map((r) => ({
    tour: r.tour,
    operatorName: r.operatorName,
    fromCents: Number(r.fromCents),
    nextDeparture: r.nextDeparture,
    departures: Number(r.departures),
    guaranteed: Boolean(r.guaranteed),
  }));
}

/** Regions and areas with a departure on sale, and how many tours each has. */
export async function destinations(db: Executor, kind: 'tour' | 'cruise', saleFrom: string) {
  return db
    .select({
      region: tours.region,
      area: tours.area,
      count: sql<number>`count(distinct ${tours.id})::int`,
    })
    .from(tours)
    .innerJoin(tourDepartures, eq(tourDepartures.tourId, tours.id))
    .where(
      and(
        eq(tours.kind, kind),
        gt(tourDepartures.date, saleFrom),
        gt(tourDepartures.placesLeft, 0),
      ),
    )
    .groupBy(tours.region, tours.area)
    .orderBy(asc(tours.region), asc(tours.area));
}

/** `YYYY-MM` months with a departure on sale for a destination. */
export async function monthsOnSale(db: Executor, filter: TourFilter, saleFrom: string) {
  const month = sql<string>`substr(${tourDepartures.date}, 1, 7)`;
  const rows = await db
    .selectDistinct({ month })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(
      and(tourWhere(filter), gt(tourDepartures.date, saleFrom), gt(tourDepartures.placesLeft, 0)),
    )
    .orderBy(month);
  return rows.map((r) => r.month);
}

export interface TourDetailRows {
  tour: TourRow;
  operatorName: string;
  days: (typeof tourDays.$inferSelect)[];
  /** Departures after `saleFrom`, sold-out ones included (the calendar shows them). */
  departures: DepartureRow[];
  ship: typeof cruiseShips.$inferSelect | null;
  cabins: (typeof cruiseCabins.$inferSelect)[];
}

export async function tourDetail(
  db: Executor,
  id: string,
  saleFrom: string,
): Promise<TourDetailRows | null> {
  const [head] = await db
    .select({ tour: tours, operatorName: tourOperators.name })
    .from(tours)
    .innerJoin(tourOperators, eq(tourOperators.code, tours.operatorCode))
    .where(eq(tours.id, id));
  if (!head) return null;
  const [days, departures, ships, cabins] = await Promise.all([
    db.select().from(tourDays).where(eq(tourDays.tourId, id)).orderBy(asc(tourDays.day)),
    db
      .select()
      .from(tourDepartures)
      .where(and(eq(tourDepartures.tourId, id), gt(tourDepartures.date, saleFrom)))
      .orderBy(asc(tourDepartures.date)),
    head.tour.shipCode
      ? db.select().from(cruiseShips).where(eq(cruiseShips.code, head.tour.shipCode))
      : Promise.resolve([]),
    head.tour.shipCode
      ? db.select().from(cruiseCabins).where(eq(cruiseCabins.shipCode, head.tour.shipCode))
      : Promise.resolve([]),
  ]);
  return { ...head, days, departures, ship: ships[0] ?? null, cabins };
}

/** One departure of a tour by its local date. */
export async function departureOn(db: Executor, tourId: string, date: string) {
  const [row] = await db
    .select({ departure: tourDepartures, tour: tours })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(and(eq(tourDepartures.tourId, tourId), eq(tourDepartures.date, date)));
  return row ?? null;
}

/** Cabins of a ship (room data of a cruise). */
export const cabinsOf = (db: Executor, shipCode: string) =>
  db.select().from(cruiseCabins).where(eq(cruiseCabins.shipCode, shipCode));

/** Ship names by code (cruise promotions name the ship). */
export async function shipNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: cruiseShips.code, name: cruiseShips.name })
    .from(cruiseShips);
  return new Map(rows.map((r) => [r.code, r.name]));
}

/**
 * Every tour's and cruise's header (the top of its page: name, code, city, days, summary,
 * picture, style, destination, operator), for the pages' first HTML (tour-headers.ts).
 */
export const tourHeaderRows = (db: Executor) =>
  db
    .select({
      id: tours.id,
      kind: tours.kind,
      style: tours.style,
      code: tours.code,
      name: tours.name,
      cityName: tours.cityName,
      days: tours.days,
      summary: tours.summary,
      picture: tours.picture,
      region: tours.region,
      area: tours.area,
      operatorName: tourOperators.name,
    })
    .from(tours)
    .innerJoin(tourOperators, eq(tourOperators.code, tours.operatorCode));
