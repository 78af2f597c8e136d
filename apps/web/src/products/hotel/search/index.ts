import { lazy } from 'react';
import type { ProductSearch } from '../../types';
import { HotelSearchFormSkeleton } from './hotel-search-form-skeleton';

/** The hotel's search on the home page: the form in its own chunk, its skeleton meanwhile. */
export const hotelSearch: ProductSearch = {
  Form: lazy(async () => ({ default: (await import('./hotel-search-form')).HotelSearchForm })),
  Skeleton: HotelSearchFormSkeleton,
};
