import type { TourKind } from '@travel/contracts/tours';
import { tourSearchKeys } from '../../../products/tour/search/tour-places';
import type { TourListState } from './list-state';

/** Query keys of the tours feature (under the search's `tours` root), in one place. */
export const tourKeys = {
  list: (kind: TourKind, language: string, state: TourListState) =>
    [...tourSearchKeys.all, 'list', kind, language, state] as const,
  detail: (kind: TourKind, language: string, id: string) =>
    [...tourSearchKeys.all, 'detail', kind, language, id] as const,
  price: (language: string, body: unknown) =>
    [...tourSearchKeys.all, 'price', language, body] as const,
};
