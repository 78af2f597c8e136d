import type { BookableCabin, FlightTrip } from '@travel/contracts/flights';
import { AIRCRAFT, cabinLayout, cabinRows } from '../../suppliers/flights/aircraft';

/** A seat the order holds on one of its flights. */
export interface HeldSeat {
  flightId: string;
  seatNumber: string;
  travellerIndex: number;
  priceCents: number;
}

export interface SeatPlan {
  /** Seats to carry to the same place (trip and segment) on the new itinerary. */
  moves: { seat: HeldSeat; toFlightId: string }[];
  /** Seats with no counterpart: the new trip has fewer flights or the aircraft lacks the seat. */
  drops: HeldSeat[];
  /** Seats on flights the exchange keeps: nothing to do. */
  kept: HeldSeat[];
}

/** `12A` → row 12, letter A. */
export function parseSeatNumber(seat: string): { row: number; letter: string } | null {
  const match = /^(\d{1,3})([A-Z])$/.exec(seat.trim().toUpperCase());
  return match ? { row: Number(match[1]), letter: match[2] as string } : null;
}

/** The seat exists in that cabin of that aircraft type. */
export function seatExists(aircraftCode: string, cabin: BookableCabin, seat: string): boolean {
  const aircraft = AIRCRAFT[aircraftCode];
  const layout = aircraft ? cabinLayout(aircraft, cabin) : undefined;
  const parsed = parseSeatNumber(seat);
  if (!layout || !parsed) return false;
  return cabinRows(layout).includes(parsed.row) && layout.letters.includes(parsed.letter);
}

/**
 * Where each seat goes: a seat on trip t, flight s moves to trip t, flight s of the new
 * itinerary with the same seat number when that aircraft has it. Whether the seat is still
 * free there is settled by the database (the seat table's key), not here.
 */
export function planSeatMoves(
  oldTrips: readonly FlightTrip[],
  newTrips: readonly FlightTrip[],
  seats: readonly HeldSeat[],
): SeatPlan {
  const position = new Map<string, [number, number]>();
  oldTrips.forEach((trip, t) =>
    trip.segments.forEach((segment, s) => position.set(segment.flightId, [t, s])),
  );
  const plan: SeatPlan = { moves: [], drops: [], kept: [] };
  for (const seat of seats) {
    const at = position.get(seat.flightId);
    const target = at ? newTrips[at[0]]?.segments[at[1]] : undefined;
    if (!target) plan.drops.push(seat);
    else if (target.flightId === seat.flightId) plan.kept.push(seat);
    else if (seatExists(target.aircraftCode, target.cabin, seat.seatNumber)) {
      plan.moves.push({ seat, toFlightId: target.flightId });
    } else plan.drops.push(seat);
  }
  return plan;
}
