import type { BookableCabin } from '@travel/contracts/flights';
import type { SeatCharacteristic } from '@travel/contracts/seat-services';
import {
  AIRCRAFT,
  cabinCapacity,
  cabinLayout,
  cabinRows,
  type AircraftType,
  type CabinLayout,
} from './aircraft';
import { backgroundLoad } from './inventory.repository';
import type { SeatRequester, SeatTarget } from './port';
import { unitHash } from '../../lib/seeded-random';

/**
 * Seat maps of the simulated airline, drawn from the same cabin layouts the inventory counts
 * (`aircraft.ts`), so a map has exactly the seats that are sold. Which seats other travellers
 * already sit in follows the flight's load in `flight_inventory`; which seats this storefront
 * sold is the caller's (`seat_assignments`). Prices depend on the seat's position only.
 */

/** Flights this long or longer price seats and extras as long-haul. */
export const LONG_HAUL_MINUTES = 360;

/** Of the airline's other travellers, the share who already picked a seat (the rest have not). */
const SEATED_SHARE = 0.85;

export interface SeatLayout {
  aircraft: AircraftType;
  layout: CabinLayout;
}

export function seatLayoutFor(aircraftCode: string, cabin: BookableCabin): SeatLayout | undefined {
  const aircraft = AIRCRAFT[aircraftCode];
  const layout = aircraft ? cabinLayout(aircraft, cabin) : undefined;
  return aircraft && layout ? { aircraft, layout } : undefined;
}

export interface SeatPrice {
  base: number;
  tax: number;
  total: number;
}

/** Seat fees include 7.5% tax (as US transportation tax is charged on them). */
export function splitTax(totalCents: number): SeatPrice {
  const base = Math.round(totalCents / 1.075);
  return { base, tax: totalCents - base, total: totalCents };
}

interface SeatPosition {
  window: boolean;
  aisle: boolean;
  exit: boolean;
  bulkhead: boolean;
  overWing: boolean;
}

function positionOf(layout: CabinLayout, row: number, letter: string): SeatPosition {
  const index = layout.letters.indexOf(letter);
  const previous = layout.letters[index - 1];
  return {
    window: index === 0 || index === layout.letters.length - 1,
    aisle:
      layout.aisleAfter.includes(letter) ||
      (previous !== undefined && layout.aisleAfter.includes(previous)),
    exit: layout.exitRows.includes(row),
    bulkhead: row === cabinRows(layout)[0],
    overWing: layout.overWingRows.includes(row),
  };
}

export function seatCharacteristics(
  layout: CabinLayout,
  row: number,
  letter: string,
): SeatCharacteristic[] {
  const p = positionOf(layout, row, letter);
  const out: SeatCharacteristic[] = [];
  if (p.window && p.aisle) out.push('WA');
  else if (p.window) out.push('W');
  else if (p.aisle) out.push('A');
  else out.push('9');
  if (p.exit) out.push('E');
  if (p.exit || p.bulkhead) out.push('L');
  if (p.bulkhead) out.push('K');
  if (p.overWing) out.push('OW');
  return out;
}

/**
 * What a seat costs, in cents (tax included). Economy: exit rows and the bulkhead (extra
 * legroom) cost most, then the front quarter of the cabin, then windows and aisles; middle
 * seats further back and the last rows are free. Premium economy charges for its front row
 * only; business and first include seat choice. Long-haul flights charge about twice as much.
 */
export function seatPriceCents(
  layout: CabinLayout,
  row: number,
  letter: string,
  durationMinutes: number,
): number {
  const long = durationMinutes >= LONG_HAUL_MINUTES;
  const pick = (short: number, longHaul: number) => (long ? longHaul : short);
  const p = positionOf(layout, row, letter);
  const rows = cabinRows(layout);
  const place = rows.indexOf(row);
  if (layout.cabin === 'B' || layout.cabin === 'F') return 0;
  if (layout.cabin === 'P') return p.bulkhead ? pick(2000, 4000) : 0;
  if (p.exit) return pick(4500, 8900);
  if (p.bulkhead) return pick(3500, 6900);
  if (place >= rows.length - 3) return 0;
  const front = place < Math.ceil(rows.length / 4);
  if (front) return p.window || p.aisle ? pick(2500, 4500) : pick(1500, 2900);
  return p.window || p.aisle ? pick(1200, 2500) : 0;
}

/** Children may not sit in exit rows (they must be able to help open the door). */
export const childMaySit = (layout: CabinLayout, row: number): boolean =>
  !layout.exitRows.includes(row);

export interface PlannedSeat {
  seatNumber: string;
  row: number;
  letter: string;
  characteristics: SeatCharacteristic[];
  price: SeatPrice;
  /** Taken by a simulated traveller or sold by this storefront. */
  occupied: boolean;
  childAllowed: boolean;
}

export interface PlannedRow {
  rowNumber: number;
  isExit: boolean;
  seats: PlannedSeat[];
}

export interface SeatMapPlan extends SeatLayout {
  rows: PlannedRow[];
}

export interface SeatMapInput {
  flightId: string;
  aircraftCode: string;
  cabin: BookableCabin;
  durationMinutes: number;
  /** `flight_inventory.sold` for the flight and cabin; undefined when no row exists yet. */
  sold: number | undefined;
  /** Seat numbers this storefront sold on the flight (`seat_assignments`), any order. */
  assigned: ReadonlySet<string>;
}

/**
 * Seats the airline's other travellers sit in: most of the flight's background load (what
 * `flight_inventory.sold` starts from, before this storefront sold anything), drawn in a fixed
 * per-flight order that favours windows, aisles and the front, as people choose. The set does
 * not move when this storefront sells or frees seats, so a seat given up is free again, and
 * the storefront's own travellers (the rest of `sold`) always find enough free seats.
 */
export function simulatedOccupied(
  flightId: string,
  layout: CabinLayout,
  sold: number,
): Set<string> {
  const rows = cabinRows(layout);
  const background = backgroundLoad(flightId, layout.cabin, cabinCapacity(layout));
  const count = Math.floor(SEATED_SHARE * Math.min(background, sold));
  const ranked = rows
    .flatMap((row) => layout.letters.map((letter) => ({ row, letter, seat: `${row}${letter}` })))
    .map(({ row, letter, seat }) => {
      const p = positionOf(layout, row, letter);
      const middle = p.window || p.aisle ? 0 : 0.7;
      const back = rows.indexOf(row) / rows.length;
      return { seat, rank: unitHash(`seat${flightId}${seat}`) * (1 + middle + 0.5 * back) };
    })
    .sort((a, b) => a.rank - b.rank || (a.seat < b.seat ? -1 : 1));
  return new Set(ranked.slice(0, count).map((r) => r.seat));
}

/** The cabin's map for one flight, or undefined when the aircraft or cabin is unknown. */
export function planSeatMap(input: SeatMapInput): SeatMapPlan | undefined {
  const found = seatLayoutFor(input.aircraftCode, input.cabin);
  if (!found) return undefined;
  const { layout } = found;
  const sold = input.sold ?? backgroundLoad(input.flightId, input.cabin, cabinCapacity(layout));
  const simulated = simulatedOccupied(input.flightId, layout, sold);
  const rows = cabinRows(layout).map((row) => ({
    rowNumber: row,
    isExit: layout.exitRows.includes(row),
    seats: layout.letters.map((letter) => {
      const seatNumber = `${row}${letter}`;
      return {
        seatNumber,
        row,
        letter,
        characteristics: seatCharacteristics(layout, row, letter),
        price: splitTax(seatPriceCents(layout, row, letter, input.durationMinutes)),
        occupied: simulated.has(seatNumber) || input.assigned.has(seatNumber),
        childAllowed: childMaySit(layout, row),
      };
    }),
  }));
  return { ...found, rows };
}

export function findPlannedSeat(plan: SeatMapPlan, seatNumber: string): PlannedSeat | undefined {
  const row = Number(seatNumber.slice(0, -1));
  return plan.rows.find((r) => r.rowNumber === row)?.seats.find((s) => s.seatNumber === seatNumber);
}

/** `12A` → row 12, letter A. */
export function parseSeatNumber(seat: string): { row: number; letter: string } | null {
  const match = /^(\d{1,3})([A-Z])$/.exec(seat.trim().toUpperCase());
  return match ? { row: Number(match[1]), letter: match[2] as string } : null;
}

/**
 * FlightSupplier.seatRefusal of the simulated airline: the seat must exist on that aircraft,
 * not be taken by the airline's other travellers, and a child cannot have an exit-row seat.
 * Seats this storefront sold are settled by the seat table's key, not here.
 */
export function seatRefusalOn(
  target: SeatTarget,
  seatNumber: string,
  who: SeatRequester,
): string | null {
  const found = seatLayoutFor(target.aircraftCode, target.cabin);
  const parsed = parseSeatNumber(seatNumber);
  if (!found || !parsed) return 'the new aircraft has no such seat';
  const { layout } = found;
  if (!layout.letters.includes(parsed.letter)) return 'the new aircraft has no such seat';
  if (parsed.row < layout.firstRow || parsed.row > layout.lastRow) {
    return 'the new aircraft has no such seat';
  }
  if (layout.skippedRows.includes(parsed.row)) return 'the new aircraft has no such seat';
  if (who.child && !childMaySit(layout, parsed.row)) return 'children cannot sit in an exit row';
  const sold = who.sold ?? backgroundLoad(target.flightId, target.cabin, cabinCapacity(layout));
  if (simulatedOccupied(target.flightId, layout, sold).has(seatNumber)) {
    return 'it is taken on the new flight';
  }
  return null;
}
