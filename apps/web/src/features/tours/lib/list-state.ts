import { SORTS } from '../../../products/tour/search/tour-constants';
import {
  destinationValue,
  isTourMonth,
  parseDestination,
  type TourDestination,
} from '../../../products/tour/search/tour-query';

export type TourSort = (typeof SORTS)[keyof typeof SORTS];
export interface Range {
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * Filters offered as a few ranges (quicker to use on a phone and by keyboard than sliders):
 * days of the trip, and the per-person "from" price in cents.
 */
export const DAY_RANGES = {
  oneDay: { min: 1, max: 1 },
  short: { min: 2, max: 7 },
  medium: { min: 8, max: 14 },
  long: { min: 15 },
} as const satisfies Record<string, Range>;
export const PRICE_RANGES = {
  under1000: { max: 100_000 },
  to2500: { min: 100_000, max: 250_000 },
  to5000: { min: 250_000, max: 500_000 },
  over5000: { min: 500_000 },
} as const satisfies Record<string, Range>;
export type DayRange = keyof typeof DAY_RANGES;
export type PriceRange = keyof typeof PRICE_RANGES;

/** A list page's state, all in its URL (spec §2 query plus sort, filters and page). */
export interface TourListState {
  destination: TourDestination;
  month: string | null;
  sort: TourSort;
  dayRange: DayRange | null;
  priceRange: PriceRange | null;
  days: Range | null;
  price: Range | null;
  page: number;
}

const SORT_VALUES = Object.values(SORTS) as TourSort[];
const keyOf = <K extends string>(ranges: Record<K, Range>, value: string | null): K | null =>
  value !== null && Object.hasOwn(ranges, value) ? (value as K) : null;

/** The state of a list URL, or null without a usable destination (the page then asks for one). */
export function readListState(params: URLSearchParams): TourListState | null {
  const destination = parseDestination(params.get('destination'));
  if (!destination) return null;
  const month = params.get('departureDate');
  const sort = Number(params.get('sort'));
  const page = Number(params.get('page'));
  const dayRange = keyOf(DAY_RANGES, params.get('days'));
  const priceRange = keyOf(PRICE_RANGES, params.get('price'));
  return {
    destination,
    month: isTourMonth(month) ? month : null,
    sort: SORT_VALUES.includes(sort as TourSort) ? (sort as TourSort) : SORTS.newest,
    dayRange,
    priceRange,
    days: dayRange ? DAY_RANGES[dayRange] : null,
    price: priceRange ? PRICE_RANGES[priceRange] : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The URL query of a state; defaults are left out so links stay short. */
export function listParams(state: TourListState): URLSearchParams {
  const params = new URLSearchParams({ destination: destinationValue(state.destination) });
  if (state.month) params.set('departureDate', state.month);
  if (state.sort !== SORTS.newest) params.set('sort', String(state.sort));
  if (state.dayRange) params.set('days', state.dayRange);
  if (state.priceRange) params.set('price', state.priceRange);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of sort or filter starts again on page 1. */
export function withChange(
  state: TourListState,
  change: Partial<Pick<TourListState, 'sort' | 'dayRange' | 'priceRange' | 'page'>>,
): TourListState {
  const next = { ...state, page: 1, ...change };
  return {
    ...next,
    days: next.dayRange ? DAY_RANGES[next.dayRange] : null,
    price: next.priceRange ? PRICE_RANGES[next.priceRange] : null,
  };
}
