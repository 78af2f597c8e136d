import type {
  TOUR_FAILURE,
  TOUR_PAGE_SIZE,
  TOUR_SORTS,
  TOUR_SUCCESS_CODE,
} from '@travel/contracts/tours';

/*
 * The tour contract's constants the pages use, restated here on purpose: importing a value from
 * `@travel/contracts/tours` brings its zod schemas along (22.6 kB brotli, module-level calls a
 * bundler must keep), which alone would put the tour pages over their 170 kB first-load budget.
 * Each one is typed by the contract's own constant (`typeof`, a type-only import), so a change
 * there stops the build here. The room rules come from `tour-rooms.ts` and `tour-room-mix.ts`,
 * which have no schemas.
 */

/** Tour calls answer success with code 1000 (spec part 2 §9). */
export const TOUR_OK: typeof TOUR_SUCCESS_CODE = 1000;

/** Sorts (spec §2): 1 newest, 2 price low to high, 3 fewest days. */
export const SORTS = { newest: 1, price: 2, days: 3 } as const satisfies typeof TOUR_SORTS;

export const PAGE_SIZE: typeof TOUR_PAGE_SIZE = 12;

/** The spec's failure texts the pages read as answers: none on sale, no such tour. */
export const FAILURE = {
  months: 'noUsefulMonths',
  tours: 'noTours',
  tour: 'noTourFound',
  input: 'tourParameterError',
} as const satisfies Partial<typeof TOUR_FAILURE>;
