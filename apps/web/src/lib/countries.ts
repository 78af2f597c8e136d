import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { useLanguage } from './language';

/**
 * `GET /api/WorldCities/GetCountries?lan=`: ISO 3166-1 alpha-2 codes with names in the page
 * language. Passenger nationality, passport issue place and the card's billing country all
 * choose from it, on the booking and the order payment pages.
 */
export interface CountryOption {
  code: string;
  name: string;
}

export function getCountries(language: string, signal?: AbortSignal): Promise<CountryOption[]> {
  return apiFetch<CountryOption[]>('/api/WorldCities/GetCountries', {
    query: { lan: language },
    signal,
  });
}

export const countriesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['countries', language] as const,
    queryFn: ({ signal }) => getCountries(language, signal),
    // Country names change with the language only, never during a visit.
    staleTime: Infinity,
  });

/** The countries as select options (`value` = code), plus the query for its states. */
export function useCountryOptions() {
  const query = useQuery(countriesQueryOptions(useLanguage()));
  const options = useMemo(
    () => (query.data ?? []).map((country) => ({ value: country.code, label: country.name })),
    [query.data],
  );
  return { query, options };
}
