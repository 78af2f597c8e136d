import { describe, expect, it } from 'vitest';
import { AIRCRAFT, cabinCapacity, cabinLayout, cabinRows } from './aircraft';
import { servicesForSegment } from './extra-services';
import { backgroundLoad } from './inventory.repository';
import {
  planSeatMap,
  seatCharacteristics,
  seatPriceCents,
  simulatedOccupied,
  splitTax,
} from './seat-map';

const a320 = cabinLayout(AIRCRAFT['320']!, 'E')!;
const business787 = cabinLayout(AIRCRAFT['789']!, 'B')!;

describe('seat maps', () => {
  it('name positions by the layout: window, aisle, both, middle, exit, over wing', () => {
    expect(seatCharacteristics(a320, 20, 'A')).toEqual(['W']);
    expect(seatCharacteristics(a320, 20, 'B')).toEqual(['9']);
    expect(seatCharacteristics(a320, 20, 'C')).toEqual(['A']);
    expect(seatCharacteristics(a320, 20, 'D')).toEqual(['A']);
    expect(seatCharacteristics(a320, 11, 'F')).toEqual(['W', 'E', 'L', 'OW']);
    expect(seatCharacteristics(a320, 7, 'B')).toEqual(['9', 'L', 'K']);
    // A 1-2-1 business cabin: the side seats are window and aisle at once.
    expect(seatCharacteristics(business787, 3, 'A')).toEqual(['WA']);
    expect(seatCharacteristics(business787, 3, 'D')).toEqual(['A']);
  });

  it('price exit rows and the front above the back, free middles at the back, more on long haul', () => {
    const short = (row: number, letter: string) => seatPriceCents(a320, row, letter, 90);
    expect(short(11, 'B')).toBeGreaterThan(short(8, 'A'));
    expect(short(8, 'A')).toBeGreaterThan(short(25, 'A'));
    expect(short(25, 'B')).toBe(0);
    expect(short(31, 'A')).toBe(0);
    expect(seatPriceCents(a320, 11, 'B', 400)).toBeGreaterThan(short(11, 'B'));
    expect(seatPriceCents(business787, 1, 'A', 600)).toBe(0);
    const split = splitTax(4500);
    expect(split.base + split.tax).toBe(4500);
    expect(split.base).toBe(Math.round(4500 / 1.075));
  });

  it('seat most of the background load in a fixed set, leaving room for everyone who bought here', () => {
    const flightId = 'AA100-20270415';
    const background = backgroundLoad(flightId, 'E', cabinCapacity(a320));
    const occupied = simulatedOccupied(flightId, a320, background + 6);
    expect(occupied.size).toBe(Math.floor(0.85 * background));
    expect(simulatedOccupied(flightId, a320, background + 20)).toEqual(occupied);
    const plan = planSeatMap({
      flightId,
      aircraftCode: '320',
      cabin: 'E',
      durationMinutes: 90,
      sold: background + 6,
      assigned: new Set(['30A']),
    })!;
    expect(plan.rows.map((r) => r.rowNumber)).toEqual(cabinRows(a320));
    const seats = plan.rows.flatMap((r) => r.seats);
    const free = seats.filter((s) => !s.occupied);
    expect(free.length).toBeGreaterThanOrEqual(cabinCapacity(a320) - background - 6);
    expect(seats.find((s) => s.seatNumber === '30A')?.occupied).toBe(true);
    expect(seats.filter((s) => s.row === 11).every((s) => !s.childAllowed)).toBe(true);
    expect(
      planSeatMap({
        flightId,
        aircraftCode: 'XXX',
        cabin: 'E',
        durationMinutes: 90,
        sold: 0,
        assigned: new Set(),
      }),
    ).toBeUndefined();
  });
});

describe('extra services', () => {
  const names = (minutes: number, cabin: 'E' | 'B' = 'E') =>
    servicesForSegment({ flightId: 'X', durationMinutes: minutes, cabin }).map(
      (s) => s.definition.code,
    );

  it('sell by flight length and cabin', () => {
    expect(names(80)).toEqual(['BAG1', 'BAG2', 'PRIO', 'SNCK', 'SPRT', 'PETC']);
    expect(names(80)).not.toContain('MEAL');
    expect(names(200)).toEqual(expect.arrayContaining(['MEAL', 'CHML', 'WIFI']));
    expect(names(450)).toEqual(expect.arrayContaining(['LNGE', 'CHEF', 'CHML']));
    expect(names(450)).not.toContain('PETC');
    expect(names(450, 'B')).not.toContain('PRIO');
    expect(names(450, 'B')).not.toContain('LNGE');
  });
});
