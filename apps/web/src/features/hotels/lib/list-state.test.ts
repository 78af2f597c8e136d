import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeFilters,
  listStateFromParams,
  NO_FILTERS,
  searchBody,
  withListState,
} from './list-state';

const search = {
  destination: { address: '-0.1276,51.5072' },
  label: 'London',
  checkIn: '20270105',
  checkOut: '20270107',
  rooms: 1,
  adults: 2,
  children: 0,
};

describe('hotel list state in the URL', () => {
  it('reads filters, sort and page, ignoring what it does not know', () => {
    const state = listStateFromParams(
      new URLSearchParams(
        'amenities=wifi,pool,petsAllowed&stars=5,x,4,4,9&minPrice=20000&maxPrice=10000&sort=rating&page=3',
      ),
    );
    expect(state).toEqual({
      amenities: ['wifi', 'petsAllowed'],
      stars: [4, 5],
      minPrice: 10_000,
      maxPrice: 20_000,
      freeCancellation: false,
      minRating: null,
      sort: 'rating',
      page: 3,
    });
    expect(listStateFromParams(new URLSearchParams('sort=cheapest&page=0'))).toEqual(NO_FILTERS);
  });

  it('writes only what differs from the defaults and keeps the search keys', () => {
    const base = new URLSearchParams('address=-0.1276,51.5072&checkin=20270105&page=4');
    const next = withListState(base, {
      ...NO_FILTERS,
      amenities: ['wifi', 'freeParking'],
      sort: 'lowestPrice',
    });
    expect(next.toString()).toBe(
      'address=-0.1276%2C51.5072&checkin=20270105&amenities=wifi%2CfreeParking&sort=lowestPrice',
    );
    expect(listStateFromParams(next).amenities).toEqual(['wifi', 'freeParking']);
  });

  it('keeps free cancellation, the review score and the distance sort in the URL (issue 13 §3)', () => {
    const state = {
      ...NO_FILTERS,
      freeCancellation: true,
      minRating: 4.5 as const,
      sort: 'distance' as const,
      page: 2,
    };
    const params = withListState(new URLSearchParams('address=-0.1276,51.5072'), state);
    expect(params.get('freeCancellation')).toBe('1');
    expect(params.get('minRating')).toBe('4.5');
    expect(listStateFromParams(params)).toEqual(state);
    expect(activeFilterCount(state)).toBe(2);
    expect(searchBody(search, state, 'list')).toMatchObject({
      freeCancellation: true,
      minRating: 4.5,
      sort: 'distance',
      page: 2,
    });
    // Unknown scores are not guessed at.
    expect(listStateFromParams(new URLSearchParams('minRating=9&freeCancellation=yes'))).toEqual(
      NO_FILTERS,
    );
  });

  it('starts again from page 1 on a filter change, and counts the active filters', () => {
    const state = changeFilters({ ...NO_FILTERS, page: 5 }, { stars: [3] });
    expect(state.page).toBe(1);
    expect(activeFilterCount({ ...state, amenities: ['wifi'], maxPrice: 100 })).toBe(3);
  });

  it('asks one page of 20 for the list and everything up to the limit for the map', () => {
    const state = { ...NO_FILTERS, stars: [5], maxPrice: 30_000, page: 2 };
    expect(searchBody(search, state, 'list')).toEqual({
      address: '-0.1276,51.5072',
      checkIn: '20270105',
      checkOut: '20270107',
      rooms: 1,
      adults: 2,
      children: 0,
      amenities: [],
      stars: [5],
      maxPrice: 30_000,
      sort: 'recommand',
      page: 2,
      pageSize: 20,
    });
    expect(searchBody(search, state, 'map')).toMatchObject({ page: 1, pageSize: 300 });
  });
});
