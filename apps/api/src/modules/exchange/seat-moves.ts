import type { FlightSegment, FlightTrip } from '@travel/contracts/flights';
import type { FlightSupplier } from '../../suppliers/flights/port';

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
  /** Seats with no place on the new itinerary, and why. */
  drops: { seat: HeldSeat; reason: string }[];
  /** Seats on flights the exchange keeps: nothing to do. */
  kept: HeldSeat[];
}

export interface SeatContext {
  /** `flight_inventory.sold` of the new flight's cabin (after the exchange's own hold). */
  soldOn(flightId: string): number | undefined;
  /** Children may not sit in exit rows. */
  isChild(travellerIndex: number): boolean;
  /** The airline, which knows its aircraft and who sits where. */
  airline: Pick<FlightSupplier, 'seatRefusal'>;
}

/**
 * Why the same seat cannot be had on `target` as the seat map shows it, or null when it can
 * (as far as the map knows: seats sold here are settled by the seat table's key). The seat
 * must exist on that aircraft, not be taken by the airline's other travellers, and a child
 * cannot have an exit-row seat.
 */
export function seatRefusal(
  target: FlightSegment,
  seat: HeldSeat,
  context: SeatContext,
): string | null {
  return context.airline.seatRefusal(target, seat.seatNumber, {
    child: context.isChild(seat.travellerIndex),
    sold: context.soldOn(target.flightId),
  });
}

/**
 * Where each seat goes: a seat on trip t, flight s moves to trip t, flight s of the new
 * itinerary with the same seat number when that seat is free there.
 */
export function planSeatMoves(
  oldTrips: readonly FlightTrip[],
  newTrips: readonly FlightTrip[],
  seats: readonly HeldSeat[],
  context: SeatContext,
): SeatPlan {
  const position = new Map<string, [number, number]>();
  oldTrips.forEach((trip, t) =>
    trip.segments.forEach((segment, s) => position.set(segment.flightId, [t, s])),
  );
  const plan: SeatPlan = { moves: [], drops: [], kept: [] };
  for (const seat of seats) {
    const at = position.get(seat.flightId);
    const target = at ? newTrips[at[0]]?.segments[at[1]] : undefined;
    if (!target) {
      plan.drops.push({ seat, reason: 'the new trip has no flight in its place' });
      continue;
    }
    if (target.flightId === seat.flightId) {
      plan.kept.push(seat);
      continue;
    }
    const refusal = seatRefusal(target, seat, context);
    if (refusal) plan.drops.push({ seat, reason: refusal });
    else plan.moves.push({ seat, toFlightId: target.flightId });
  }
  return plan;
}
