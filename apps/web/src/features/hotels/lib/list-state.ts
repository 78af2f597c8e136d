import {
  HOTEL_FILTER_AMENITIES,
  HOTEL_MAP_LIMIT,
  HOTEL_PAGE_SIZE,
  HOTEL_REVIEW_SCORES,
  HOTEL_SORTS,
  type HotelReviewScore,
  type HotelSort,
} from '@travel/contracts/hotel-rules';
import type { HotelSearchBody } from '@travel/contracts/hotels';
import { stayBody, type HotelStaySearch } from '../../../products/hotel/hotel-stay';

/**
 * The list and map state beyond the search itself, kept in the URL beside the spec's query so
 * reload, back and a shared link show the same page: `amenities=wifi,freeParking`,
 * `stars=4,5`, `minPrice`/`maxPrice` (cents per night), `freeCancellation=1`, `minRating=4.5`
 * (review score 4.5/4/3.5 and up), `sort`, `page`.
 */
export type FilterAmenity = (typeof HOTEL_FILTER_AMENITIES)[number];

export interface ListState {
  amenities: FilterAmenity[];
  stars: number[];
  minPrice: number | null;
  maxPrice: number | null;
  /** Only hotels with a refundable rate. */
  freeCancellation: boolean;
  minRating: HotelReviewScore | null;
  sort: HotelSort;
  page: number;
}

export const NO_FILTERS: ListState = {
  amenities: [],
  stars: [],
  minPrice: null,
  maxPrice: null,
  freeCancellation: false,
  minRating: null,
  sort: 'recommand',
  page: 1,
};

const LIST_KEYS = [
  'amenities',
  'stars',
  'minPrice',
  'maxPrice',
  'freeCancellation',
  'minRating',
  'sort',
  'page',
] as const;

const list = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function cents(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

export function listStateFromParams(params: URLSearchParams): ListState {
  const amenities = HOTEL_FILTER_AMENITIES.filter((a) => list(params.get('amenities')).includes(a));
  const stars = [...new Set(list(params.get('stars')).map(Number))]
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5)
    .sort((a, b) => a - b);
  const sortRaw = params.get('sort');
  const sort = HOTEL_SORTS.find((key) => key === sortRaw) ?? 'recommand';
  const page = Number(params.get('page'));
  let minPrice = cents(params.get('minPrice'));
  let maxPrice = cents(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const ratingRaw = Number(params.get('minRating') ?? NaN);
  return {
    amenities,
    stars,
    minPrice,
    maxPrice,
    freeCancellation: params.get('freeCancellation') === '1',
    minRating: HOTEL_REVIEW_SCORES.find((score) => score === ratingRaw) ?? null,
    sort,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/**
 * The URL with `state` written over the previous list state; the spec's search keys are kept.
 * Defaults are left out so a plain search URL stays plain.
 */
export function withListState(params: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of LIST_KEYS) next.delete(key);
  // In the contract's order, so one choice has one URL whatever order it was ticked in.
  const amenities = HOTEL_FILTER_AMENITIES.filter((a) => state.amenities.includes(a));
  if (amenities.length > 0) next.set('amenities', amenities.join(','));
  if (state.stars.length > 0) next.set('stars', state.stars.join(','));
  if (state.minPrice !== null) next.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) next.set('maxPrice', String(state.maxPrice));
  if (state.freeCancellation) next.set('freeCancellation', '1');
  if (state.minRating !== null) next.set('minRating', String(state.minRating));
  if (state.sort !== 'recommand') next.set('sort', state.sort);
  if (state.page > 1) next.set('page', String(state.page));
  return next;
}

/** A filter or sort change starts again from page 1. */
export const changeFilters = (state: ListState, patch: Partial<ListState>): ListState => ({
  ...state,
  ...patch,
  page: patch.page ?? 1,
});

export const activeFilterCount = (state: ListState): number =>
  state.amenities.length +
  state.stars.length +
  (state.minPrice !== null || state.maxPrice !== null ? 1 : 0) +
  (state.freeCancellation ? 1 : 0) +
  (state.minRating !== null ? 1 : 0);

/**
 * The `POST /api/SearchHotel` body: one page of 20 for the list, every match (up to
 * HOTEL_MAP_LIMIT) for the map, whose markers must follow the filters.
 */
export function searchBody(
  search: HotelStaySearch,
  state: ListState,
  mode: 'list' | 'map',
): HotelSearchBody {
  return {
    ...search.destination,
    ...stayBody(search),
    amenities: state.amenities,
    stars: state.stars,
    ...(state.minPrice !== null ? { minPrice: state.minPrice } : {}),
    ...(state.maxPrice !== null ? { maxPrice: state.maxPrice } : {}),
    ...(state.freeCancellation ? { freeCancellation: true } : {}),
    ...(state.minRating !== null ? { minRating: state.minRating } : {}),
    sort: state.sort,
    page: mode === 'map' ? 1 : state.page,
    pageSize: mode === 'map' ? HOTEL_MAP_LIMIT : HOTEL_PAGE_SIZE,
  };
}
