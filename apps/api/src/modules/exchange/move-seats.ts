import type { ExchangeSeat } from '@travel/contracts/exchange';
import type { FlightTrip } from '@travel/contracts/flights';
import type { Executor } from '@travel/db';
import {
  childTravellers,
  freeSeat,
  repointSeatLines,
  seatsOfOrder,
  soldOnFlights,
  takeSeat,
  type NewLine,
} from './exchange.repository';
import type { FlightSupplier } from '../../suppliers/flights/port';
import { planSeatMoves, type HeldSeat } from './seat-moves';

const flightLabel = (trips: readonly FlightTrip[], flightId: string): string => {
  for (const trip of trips) {
    const segment = trip.segments.find((s) => s.flightId === flightId);
    if (segment) return `${segment.airlineCode}${segment.flightNumber}`;
  }
  return flightId.split('-')[0] ?? flightId;
};

/**
 * Carries the order's assigned seats to the new flights inside the exchange's transaction: the
 * old seat is freed, and the same seat number on the flight in the same place of the new
 * itinerary is taken when that aircraft has it and nobody holds it. A seat that cannot follow
 * is dropped and a line on the order says so (the traveller picks again at check-in).
 */
export async function moveSeats(
  tx: Executor,
  airline: Pick<FlightSupplier, 'seatRefusal'>,
  orderId: string,
  oldTrips: readonly FlightTrip[],
  newTrips: readonly FlightTrip[],
  now: Date,
): Promise<{ record: ExchangeSeat[]; lines: NewLine[] }> {
  const seats = await seatsOfOrder(tx, orderId);
  if (seats.length === 0) return { record: [], lines: [] };
  const newFlights = newTrips.flatMap((trip) => trip.segments.map((s) => s.flightId));
  const sold = await soldOnFlights(tx, newFlights);
  const children = await childTravellers(tx, orderId);
  const cabinOf = new Map(
    newTrips.flatMap((trip) => trip.segments.map((s) => [s.flightId, s.cabin] as const)),
  );
  const plan = planSeatMoves(oldTrips, newTrips, seats, {
    soldOn: (flightId) => sold.get(`${flightId}|${cabinOf.get(flightId) ?? ''}`),
    isChild: (index) => children.has(index),
    airline,
  });
  const record: ExchangeSeat[] = [];
  const lines: NewLine[] = [];
  const drop = (seat: HeldSeat, why: string) => {
    record.push({
      travellerIndex: seat.travellerIndex,
      seatNumber: seat.seatNumber,
      fromFlightId: seat.flightId,
      toFlightId: null,
    });
    lines.push({
      kind: 'seat',
      description: `Seat ${seat.seatNumber} on ${flightLabel(oldTrips, seat.flightId)} not kept: ${why}`,
      travellerIndex: seat.travellerIndex,
      amountCents: 0,
      ref: { flightId: seat.flightId, seatNumber: seat.seatNumber, dropped: true },
    });
  };
  // Free every seat leaving its flight first, so two travellers swapping seats both move.
  for (const seat of [...plan.moves.map((m) => m.seat), ...plan.drops.map((d) => d.seat)]) {
    await freeSeat(tx, orderId, seat);
  }
  for (const seat of plan.kept) {
    record.push({
      travellerIndex: seat.travellerIndex,
      seatNumber: seat.seatNumber,
      fromFlightId: seat.flightId,
      toFlightId: seat.flightId,
    });
  }
  for (const { seat, reason } of plan.drops) drop(seat, reason);
  for (const { seat, toFlightId } of plan.moves) {
    if (await takeSeat(tx, orderId, seat, toFlightId, now)) {
      await repointSeatLines(tx, orderId, seat, toFlightId);
      record.push({
        travellerIndex: seat.travellerIndex,
        seatNumber: seat.seatNumber,
        fromFlightId: seat.flightId,
        toFlightId,
      });
    } else {
      drop(seat, `it is taken on ${flightLabel(newTrips, toFlightId)}`);
    }
  }
  return { record, lines };
}
