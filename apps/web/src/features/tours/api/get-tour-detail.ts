import type { TourKind } from '@travel/contracts/tours';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { tourFetch } from '../../../products/tour/tour-fetch';

/**
 * A tour's page (reply TourInfo): tours through `POST /api/tourdetail`, cruises through
 * `GET /api/CustomizeCruiseDetail` (the same TourInfo with the ship, cabins and charges).
 */
export const getTourDetail = (kind: TourKind, id: string, signal?: AbortSignal) =>
  kind === 'cruise'
    ? tourFetch<TourInfo>('/api/CustomizeCruiseDetail', { query: { id }, signal })
    : tourFetch<TourInfo>('/api/tourdetail', { body: { tourid: id }, signal });
