import { sql } from 'drizzle-orm';
import { cruiseCabins, cruiseShips, tourOperators, tours, type Executor } from '@travel/db';
import type { TourCatalogue } from './port';

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters for the widest table. */
const CHUNK = 500;

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/**
 * Writes an operator catalogue into the database. Content (operators, ships, tours, their
 * days) is replaced by the operator's; departures already known keep their row, because places
 * left are ours once we hold them: only departures new to the window are added. Idempotent, so
 * every start may run it.
 */
export async function syncTourCatalogue(db: Executor, catalogue: TourCatalogue): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(tourOperators)
      .values(catalogue.operators)
      .onConflictDoUpdate({
        target: tourOperators.code,
        set: { name: sql`excluded.name`, countryCode: sql`excluded.country_code` },
      });
    await tx.insert(cruiseShips).values(catalogue.ships).onConflictDoNothing();
    await tx.insert(cruiseCabins).values(catalogue.cabins).onConflictDoNothing();
    await inChunks(catalogue.tours, (chunk) =>
      tx
        .insert(tours)
        .values(chunk.map(({ itinerary: _itinerary, ...tour }) => tour))
        .onConflictDoUpdate({
          target: tours.id,
          set: {
            name: sql`excluded.name`,
            summary: sql`excluded.summary`,
            highlights: sql`excluded.highlights`,
            overview: sql`excluded.overview`,
          },
        }),
    );
    // Days and departures are thousands of rows: one statement each, the rows as one JSON
    // parameter, is several times faster than multi-row VALUES (PGlite parses every bind).
    const days = catalogue.tours.flatMap((t) => t.itinerary.map((d) => ({ tour_id: t.id, ...d })));
    await tx.execute(sql`
      insert into tour_days (tour_id, day, title, description, places, meals, overnight)
      select tour_id, day, title, description, places, meals, overnight
      from jsonb_to_recordset(${JSON.stringify(days)}::jsonb) as r(
        tour_id text, day smallint, title text, description text, places jsonb, meals text,
        overnight text)
      on conflict do nothing`);
    const departures = catalogue.departures.map((d) => ({
      id: d.id,
      tour_id: d.tourId,
      date: d.date,
      capacity: d.capacity,
      places_left: d.placesLeft,
      guaranteed: d.guaranteed,
      single_supplement_cents: d.singleSupplementCents,
      from_cents: d.fromCents,
      prices: d.prices,
    }));
    await tx.execute(sql`
      insert into tour_departures (id, tour_id, date, capacity, places_left, guaranteed,
        single_supplement_cents, from_cents, prices)
      select id, tour_id, date, capacity, places_left, guaranteed, single_supplement_cents,
        from_cents, prices
      from jsonb_to_recordset(${JSON.stringify(departures)}::jsonb) as r(
        id text, tour_id text, date text, capacity smallint, places_left smallint,
        guaranteed boolean, single_supplement_cents integer, from_cents integer, prices jsonb)
      on conflict do nothing`);
  });
}
