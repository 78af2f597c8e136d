import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { accountKeys } from './query-keys';

export interface CountryOption {
  code: string;
  name: string;
}

/** GET /api/WorldCities/GetCountries?lan=: ISO codes with names in the page language. */
export function getCountries(language: string, signal?: AbortSignal): Promise<CountryOption[]> {
  return apiFetch<CountryOption[]>('/api/WorldCities/GetCountries', {
    query: { lan: language },
    signal,
  });
}

export const countriesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: accountKeys.countries(language),
    queryFn: ({ signal }) => getCountries(language, signal),
    // Country names change with the language only, never during a visit.
    staleTime: Infinity,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions(useLanguage()));
}
