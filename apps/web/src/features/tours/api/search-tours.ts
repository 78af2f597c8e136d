import type { TourKind, TourPage } from '@travel/contracts/tours';
import { FAILURE, PAGE_SIZE } from '../../../products/tour/search/tour-constants';
import { ApiError } from '../../../lib/api-client';
import { tourFetch } from '../../../products/tour/tour-fetch';
import type { TourListState } from '../lib/list-state';

/** The condition a list asks (spec §7 SearchCondition fields), from the page's state. */
export function conditionOf(state: TourListState) {
  return {
    region: state.destination.region,
    area: state.destination.area,
    month: state.month ?? undefined,
    sort: state.sort,
    minDays: state.days?.min,
    maxDays: state.days?.max,
    minPrice: state.price?.min,
    maxPrice: state.price?.max,
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * One page of a list: tours through `POST /api/tourlist` (reply `Tours`), cruises through
 * `GET /api/CustomizeCruiseSearch`, the same condition. 'No tours' is the empty list the page
 * shows as such, not a failure.
 */
export async function searchTours(
  kind: TourKind,
  state: TourListState,
  signal?: AbortSignal,
): Promise<TourPage> {
  const condition = conditionOf(state);
  try {
    return kind === 'cruise'
      ? await tourFetch<TourPage>('/api/CustomizeCruiseSearch', { query: condition, signal })
      : await tourFetch<TourPage>('/api/tourlist', { body: { ...condition, kind }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === FAILURE.tours) {
      return { Tours: [], total: 0, page: state.page, pageSize: PAGE_SIZE };
    }
    throw error;
  }
}
