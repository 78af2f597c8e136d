import type { BookableCabin } from '@travel/contracts/flights';
import { cabinCapacity, cabinLayout } from './aircraft';
import type { ScheduledFlight } from './schedule';
import { unitHash } from '../../lib/seeded-random';

/**
 * Seats per flight and cabin, as `flight_inventory` keeps them (inventory.repository.ts): a
 * flight without a row stands at its background load. No database here, so a search worker
 * prices from a view of the rows the main thread read (search-worker.ts).
 */
export interface SeatCount {
  capacity: number;
  sold: number;
}

export const inventoryKey = (flightId: string, cabin: string): string => `${flightId}|${cabin}`;

export function parseInventoryKey(key: string): { flightId: string; cabin: string } | null {
  const [flightId, cabin, ...rest] = key.split('|');
  return flightId && cabin && rest.length === 0 ? { flightId, cabin } : null;
}

/** Most flights are 10–50% sold; a few are nearly full. Always leaves at least one seat. */
export function backgroundLoad(flightId: string, cabin: BookableCabin, capacity: number): number {
  const share = 0.1 + 0.85 * Math.pow(unitHash(`load${flightId}${cabin}`), 1.6);
  return Math.min(capacity - 1, Math.floor(capacity * share));
}

/** A flight's cabin before anything was held on it; undefined when the aircraft lacks the cabin. */
export function initialSeats(flight: ScheduledFlight, cabin: BookableCabin): SeatCount | undefined {
  const layout = cabinLayout(flight.aircraft, cabin);
  if (!layout) return undefined;
  const capacity = cabinCapacity(layout);
  return { capacity, sold: backgroundLoad(flight.flightId, cabin, capacity) };
}

export type InventoryView = ReadonlyMap<string, SeatCount>;

/** Counts from the view, or the flight's initial counts when no row exists yet. */
export function seatsOf(
  view: InventoryView,
  flight: ScheduledFlight,
  cabin: BookableCabin,
): SeatCount | undefined {
  return view.get(inventoryKey(flight.flightId, cabin)) ?? initialSeats(flight, cabin);
}
