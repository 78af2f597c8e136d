import { lazy } from 'react';
import type { ProductSearch } from '../../types';
import { TourSearchFormSkeleton } from './tour-search-form-skeleton';

// One form serves both tabs (spec part 2 §2: "same shape in both"), in one chunk.
const loadForm = () => import('./tour-search-form');

/** The home Tour tab: the form in its own chunk, its skeleton meanwhile. */
export const tourSearch: ProductSearch = {
  Form: lazy(async () => ({ default: (await loadForm()).TourTabForm })),
  Skeleton: TourSearchFormSkeleton,
};

/** The home Cruise tab: the same form for cruises. */
export const cruiseSearch: ProductSearch = {
  Form: lazy(async () => ({ default: (await loadForm()).CruiseTabForm })),
  Skeleton: TourSearchFormSkeleton,
};
