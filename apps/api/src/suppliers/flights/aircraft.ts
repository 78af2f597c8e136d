import type { BookableCabin } from '@travel/contracts/flights';

/**
 * Aircraft types the simulated airline flies and the cabin layout of each: rows, seat letters,
 * aisles, exit and over-wing rows. Seat counts (the inventory capacity) come from the layout,
 * and the seat-map call draws its maps from the same records, so a map always has exactly the
 * seats that are sold. Layouts are typical of each type, not any one airline's.
 */
export interface CabinLayout {
  cabin: BookableCabin;
  firstRow: number;
  lastRow: number;
  /** Seat letters left to right, e.g. `['A','B','C','D','E','F']`. */
  letters: readonly string[];
  /** Letters with an aisle on their right-hand side (`C` in a 3-3 cabin). */
  aisleAfter: readonly string[];
  /** Rows skipped by the numbering (many airlines have no row 13). */
  skippedRows: readonly number[];
  /** Rows at an emergency exit (extra legroom; characteristic E). */
  exitRows: readonly number[];
  /** Rows over the wing (characteristic OW). */
  overWingRows: readonly number[];
}

export interface AircraftType {
  /** IATA aircraft type code as segments show it (`aircraftCode`). */
  code: string;
  name: string;
  /** Range the simulation lets it fly, in km. */
  maxRangeKm: number;
  cabins: readonly CabinLayout[];
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

function cabin(
  cabin: BookableCabin,
  firstRow: number,
  lastRow: number,
  seats: string,
  extras: Partial<Pick<CabinLayout, 'skippedRows' | 'exitRows' | 'overWingRows'>> = {},
): CabinLayout {
  // `seats` reads like a seat map: "ABC DEF" is two blocks of three with one aisle.
  const blocks = seats.split(' ');
  return {
    cabin,
    firstRow,
    lastRow,
    letters: blocks.join('').split(''),
    aisleAfter: blocks.slice(0, -1).map((block) => block.at(-1) as string),
    skippedRows: extras.skippedRows ?? [],
    exitRows: extras.exitRows ?? [],
    overWingRows: extras.overWingRows ?? [],
  };
}

export const AIRCRAFT: Readonly<Record<string, AircraftType>> = {
  E75: {
    code: 'E75',
    name: 'Embraer 175',
    maxRangeKm: 1_600,
    cabins: [
      cabin('F', 1, 3, 'AC DF'),
      cabin('E', 7, 22, 'AC DF', { skippedRows: [13], exitRows: [12], overWingRows: [11, 12, 14] }),
    ],
  },
  CR9: {
    code: 'CR9',
    name: 'Bombardier CRJ-900',
    maxRangeKm: 1_400,
    cabins: [
      cabin('F', 1, 3, 'A CD'),
      cabin('E', 5, 23, 'AB CD', { skippedRows: [13], exitRows: [15], overWingRows: [14, 15, 16] }),
    ],
  },
  '320': {
    code: '320',
    name: 'Airbus A320',
    maxRangeKm: 4_500,
    cabins: [
      cabin('B', 1, 3, 'AC DF'),
      cabin('E', 7, 31, 'ABC DEF', {
        skippedRows: [13],
        exitRows: [11, 12],
        overWingRows: [10, 11, 12, 14, 15],
      }),
    ],
  },
  '73H': {
    code: '73H',
    name: 'Boeing 737-800',
    maxRangeKm: 4_800,
    cabins: [
      cabin('F', 1, 4, 'AC DF'),
      cabin('P', 7, 9, 'ABC DEF'),
      cabin('E', 10, 33, 'ABC DEF', {
        skippedRows: [13],
        exitRows: [16, 17],
        overWingRows: [14, 15, 16, 17, 18],
      }),
    ],
  },
  '32Q': {
    code: '32Q',
    name: 'Airbus A321neo',
    maxRangeKm: 6_500,
    cabins: [
      cabin('B', 1, 5, 'AC DF'),
      cabin('P', 8, 11, 'ABC DEF'),
      cabin('E', 12, 38, 'ABC DEF', {
        skippedRows: [13],
        exitRows: [20, 28],
        overWingRows: [18, 19, 20, 21, 22],
      }),
    ],
  },
  '789': {
    code: '789',
    name: 'Boeing 787-9',
    maxRangeKm: 14_000,
    cabins: [
      cabin('B', 1, 8, 'A DG L'),
      cabin('P', 20, 22, 'AC DEG JL'),
      cabin('E', 23, 45, 'ABC DEG JKL', {
        skippedRows: [],
        exitRows: [23, 34],
        overWingRows: [30, 31, 32, 33, 34, 35],
      }),
    ],
  },
  '359': {
    code: '359',
    name: 'Airbus A350-900',
    maxRangeKm: 15_000,
    cabins: [
      cabin('B', 1, 10, 'A DG L'),
      cabin('P', 20, 23, 'AC DEFG JL'),
      cabin('E', 30, 55, 'ABC DEG HJK', {
        exitRows: [30, 43],
        overWingRows: [38, 39, 40, 41, 42, 43],
      }),
    ],
  },
  '77W': {
    code: '77W',
    name: 'Boeing 777-300ER',
    maxRangeKm: 15_500,
    cabins: [
      cabin('F', 1, 2, 'A DG L'),
      cabin('B', 6, 18, 'A DG L', { skippedRows: [13] }),
      cabin('P', 20, 23, 'AC DEFG JL'),
      cabin('E', 30, 57, 'ABC DEFG HJK', {
        exitRows: [30, 44],
        overWingRows: [38, 39, 40, 41, 42, 43, 44],
      }),
    ],
  },
};

/** The seat rows of a cabin in order (skipped numbers left out). */
export const cabinRows = (layout: CabinLayout): number[] =>
  range(layout.firstRow, layout.lastRow).filter((row) => !layout.skippedRows.includes(row));

const capacities = new WeakMap<CabinLayout, number>();

/** Seats in a cabin: rows × letters (counted once per layout: every search prices thousands). */
export function cabinCapacity(layout: CabinLayout): number {
  let capacity = capacities.get(layout);
  if (capacity === undefined) {
    capacity = cabinRows(layout).length * layout.letters.length;
    capacities.set(layout, capacity);
  }
  return capacity;
}

export const cabinLayout = (
  aircraft: AircraftType,
  cabin: BookableCabin,
): CabinLayout | undefined => aircraft.cabins.find((layout) => layout.cabin === cabin);

/** Cabins the type has, in the contract's order (E, P, B, F). */
export const cabinsOf = (aircraft: AircraftType): BookableCabin[] =>
  (['E', 'P', 'B', 'F'] as const).filter((c) => cabinLayout(aircraft, c));

/**
 * The type for a route: regional jets on short thin routes, narrow-bodies up to ~4,500 km,
 * the long-range narrow-body on thinner long sectors, wide-bodies beyond. `pick` (0–1, seeded)
 * chooses among the types that fit so that not every route flies the same aircraft.
 */
export function aircraftForRoute(km: number, busy: boolean, pick: number): AircraftType {
  const choose = (codes: readonly string[]): AircraftType =>
    AIRCRAFT[codes[Math.floor(pick * codes.length) % codes.length] as string] as AircraftType;
  if (km < 900 && !busy) return choose(['E75', 'CR9']);
  if (km < 4_300) return choose(busy ? ['320', '73H', '32Q'] : ['320', '73H']);
  if (km < 6_000) return choose(busy ? ['789', '359'] : ['32Q', '789']);
  if (km < 13_000) return choose(['789', '359', '77W']);
  return choose(['359', '77W']);
}
