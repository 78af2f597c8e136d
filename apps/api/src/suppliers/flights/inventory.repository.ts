import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { flightInventory, type Executor } from '@travel/db';
import type { BookableCabin } from '@travel/contracts/flights';
import type { ScheduledFlight } from './schedule';
import { initialSeats, inventoryKey, type InventoryView, type SeatCount } from './seats';

/**
 * Seats per flight and cabin in `flight_inventory`. A row is written the first time a flight is
 * held; until then the flight stands at its background load, the seats other (simulated)
 * travellers already bought, which is a fixed share of the cabin per flight so every process
 * agrees on it. The row starts from that load, so a missing row and a fresh row read the same.
 */
// The seat arithmetic without the database (search-worker.ts prices from it): seats.ts.
export {
  backgroundLoad,
  initialSeats,
  inventoryKey,
  parseInventoryKey,
  seatsOf,
  type InventoryView,
  type SeatCount,
} from './seats';

/** Seat counts of every cabin of the given flights, in one query (search, pricing). */
export async function readInventory(
  executor: Executor,
  flights: readonly ScheduledFlight[],
): Promise<InventoryView> {
  const ids = [...new Set(flights.map((flight) => flight.flightId))];
  const view = new Map<string, SeatCount>();
  if (ids.length === 0) return view;
  const rows = await executor
    .select({
      flightId: flightInventory.flightId,
      cabin: flightInventory.cabin,
      capacity: flightInventory.capacity,
      sold: flightInventory.sold,
    })
    .from(flightInventory)
    .where(inArray(flightInventory.flightId, ids));
  for (const row of rows) {
    view.set(inventoryKey(row.flightId, row.cabin), { capacity: row.capacity, sold: row.sold });
  }
  return view;
}

/**
 * Creates the rows of these flight cabins if missing and locks them (in a fixed order, so two
 * concurrent holds cannot deadlock) for the rest of the caller's transaction.
 */
export async function lockInventory(
  tx: Executor,
  items: readonly { flight: ScheduledFlight; cabin: BookableCabin }[],
): Promise<InventoryView> {
  const values = items.flatMap(({ flight, cabin }) => {
    const initial = initialSeats(flight, cabin);
    return initial ? [{ flightId: flight.flightId, cabin, ...initial }] : [];
  });
  if (values.length > 0) await tx.insert(flightInventory).values(values).onConflictDoNothing();
  const ids = [...new Set(items.map((item) => item.flight.flightId))];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({
            flightId: flightInventory.flightId,
            cabin: flightInventory.cabin,
            capacity: flightInventory.capacity,
            sold: flightInventory.sold,
          })
          .from(flightInventory)
          .where(inArray(flightInventory.flightId, ids))
          .orderBy(asc(flightInventory.flightId), asc(flightInventory.cabin))
          .for('update');
  return new Map(
    rows.map((row) => [
      inventoryKey(row.flightId, row.cabin),
      { capacity: row.capacity, sold: row.sold },
    ]),
  );
}

/** Sells `quantity` seats if they are there: false (and nothing changed) when they are not. */
export async function takeSeats(
  tx: Executor,
  flightId: string,
  cabin: string,
  quantity: number,
): Promise<boolean> {
  const rows = await tx
    .update(flightInventory)
    .set({
      sold: sql`${flightInventory.sold} + ${quantity}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(flightInventory.flightId, flightId),
        eq(flightInventory.cabin, cabin),
        sql`${flightInventory.sold} + ${quantity} <= ${flightInventory.capacity}`,
      ),
    )
    .returning({ sold: flightInventory.sold });
  return rows.length === 1;
}

/** Gives seats back; never below zero (the check constraint would refuse it anyway). */
export async function returnSeats(
  tx: Executor,
  flightId: string,
  cabin: string,
  quantity: number,
): Promise<void> {
  await tx
    .update(flightInventory)
    .set({
      sold: sql`greatest(${flightInventory.sold} - ${quantity}, 0)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(flightInventory.flightId, flightId), eq(flightInventory.cabin, cabin)));
}
