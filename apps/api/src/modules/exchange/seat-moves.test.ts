import { describe, expect, it } from 'vitest';
import type { FlightSegment, FlightTrip } from '@travel/contracts/flights';
import { AIRCRAFT, cabinLayout } from '../../suppliers/flights/aircraft';
import { seatRefusalOn } from '../../suppliers/flights/seat-map';
import { planSeatMoves, seatRefusal, type HeldSeat, type SeatContext } from './seat-moves';

const aircraftCode = Object.keys(AIRCRAFT).find((code) => {
  const aircraft = AIRCRAFT[code];
  return aircraft && cabinLayout(aircraft, 'E')?.exitRows.length;
}) as string;
const layout = cabinLayout(AIRCRAFT[aircraftCode]!, 'E')!;

const segment = (flightId: string): FlightSegment =>
  ({ flightId, aircraftCode, cabin: 'E' }) as FlightSegment;
const trip = (...ids: string[]): FlightTrip =>
  ({ duration: 0, stops: ids.length - 1, segments: ids.map(segment) }) as FlightTrip;
const seat = (flightId: string, seatNumber: string, travellerIndex = 0): HeldSeat => ({
  flightId,
  seatNumber,
  travellerIndex,
  priceCents: 0,
});
// Nothing sold: no seat is taken by the airline's other travellers.
// The simulated airline's own rule (SimulatedAirline.seatRefusal), without a database.
const airline = { seatRefusal: seatRefusalOn };
const empty: SeatContext = { soldOn: () => 0, isChild: () => false, airline };
const firstSeat = `${layout.firstRow}${layout.letters[0]}`;

describe('seat moves', () => {
  it('moves a seat to the flight in the same place of the new itinerary', () => {
    const plan = planSeatMoves(
      [trip('A1', 'A2')],
      [trip('B1', 'B2')],
      [seat('A2', firstSeat)],
      empty,
    );
    expect(plan.moves).toEqual([{ seat: seat('A2', firstSeat), toFlightId: 'B2' }]);
    expect(plan.drops).toEqual([]);
  });

  it('keeps seats on flights the exchange keeps, drops seats with no flight in their place', () => {
    const plan = planSeatMoves(
      [trip('A1', 'A2'), trip('R1')],
      [trip('B1'), trip('R1')],
      [seat('A2', firstSeat), seat('R1', firstSeat)],
      empty,
    );
    expect(plan.kept).toEqual([seat('R1', firstSeat)]);
    expect(plan.drops.map((d) => d.reason)).toEqual(['the new trip has no flight in its place']);
  });

  it('refuses seats the new aircraft lacks, skipped rows and exit rows for children', () => {
    const beyond = `${layout.lastRow + 1}${layout.letters[0]}`;
    expect(seatRefusal(segment('B1'), seat('A1', beyond), empty)).toMatch(/no such seat/);
    expect(seatRefusal(segment('B1'), seat('A1', `${layout.firstRow}Z`), empty)).toMatch(
      /no such seat/,
    );
    const exit = `${layout.exitRows[0]}${layout.letters[0]}`;
    expect(seatRefusal(segment('B1'), seat('A1', exit), empty)).toBeNull();
    const child: SeatContext = { ...empty, isChild: () => true };
    expect(seatRefusal(segment('B1'), seat('A1', exit), child)).toMatch(/exit row/);
  });

  it('refuses a seat the airline’s other travellers sit in on a full flight', () => {
    const full: SeatContext = { soldOn: () => 10_000, isChild: () => false, airline };
    const refusals = layout.letters.map((letter) =>
      seatRefusal(segment('B9'), seat('A1', `${layout.firstRow}${letter}`), full),
    );
    expect(refusals.some((r) => r === 'it is taken on the new flight')).toBe(true);
  });
});
