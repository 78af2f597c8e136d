import { and, eq, gte, sql } from 'drizzle-orm';
import { tourDepartures, type Executor } from '@travel/db';

/**
 * Places of a departure (issue 14 §1: held when an order is created, given back at its
 * deadline or cancellation, never oversold). One guarded UPDATE each: the row lock PostgreSQL
 * takes for it orders concurrent holds, and `places_left >= n` refuses the one that would go
 * below zero (the CHECK constraint is the last line). Orders call these inside their
 * transaction; nothing calls them yet.
 */

/** Takes `places` places; the places left after it, or null (nothing changed) when too few. */
export async function holdTourPlaces(
  tx: Executor,
  departureId: string,
  places: number,
): Promise<number | null> {
  if (!Number.isInteger(places) || places < 1) throw new Error(`cannot hold ${places} places`);
  const [row] = await tx
    .update(tourDepartures)
    .set({
      placesLeft: sql`${tourDepartures.placesLeft} - ${places}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(tourDepartures.id, departureId), gte(tourDepartures.placesLeft, places)))
    .returning({ placesLeft: tourDepartures.placesLeft });
  return row ? row.placesLeft : null;
}

/** Gives back places a hold took (never above the departure's capacity). */
export async function releaseTourPlaces(
  tx: Executor,
  departureId: string,
  places: number,
): Promise<void> {
  if (!Number.isInteger(places) || places < 1) throw new Error(`cannot release ${places} places`);
  await tx
    .update(tourDepartures)
    .set({
      placesLeft: sql`least(${tourDepartures.capacity}, ${tourDepartures.placesLeft} + ${places})`,
      updatedAt: sql`now()`,
    })
    .where(eq(tourDepartures.id, departureId));
}
