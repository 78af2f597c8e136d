import { lazy } from 'react';
import type { ProductSearch } from '../../types';
import { FlightSearchFormSkeleton } from './flight-search-form-skeleton';

/** The flight's search on the home page: the form in its own chunk, its skeleton meanwhile. */
export const flightSearch: ProductSearch = {
  Form: lazy(async () => ({ default: (await import('./flight-search-form')).FlightSearchForm })),
  Skeleton: FlightSearchFormSkeleton,
};
