import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AirportSuggestion, RecommendedAirport } from '@travel/contracts/places';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { flightKeys } from './query-keys';

/** A reply that is not a list is an error (spec part 2 §5), not an empty result. */
function requireArray<T>(data: unknown): T[] {
  if (!Array.isArray(data)) throw new TypeError('airport lookup answered something not a list');
  return data as T[];
}

/** `GET /api/Airports/Search?q=&lan=`: up to 10 airports and metro codes matching the text. */
export const searchAirports = async (
  text: string,
  language: string,
  signal?: AbortSignal,
): Promise<AirportSuggestion[]> =>
  requireArray<AirportSuggestion>(
    await apiFetch<unknown>('/api/Airports/Search', { query: { q: text, lan: language }, signal }),
  );

/** `GET /api/Airports/Recommended?lan=`: what an empty input offers. */
export const getRecommendedAirports = async (
  language: string,
  signal?: AbortSignal,
): Promise<RecommendedAirport[]> =>
  requireArray<RecommendedAirport>(
    await apiFetch<unknown>('/api/Airports/Recommended', { query: { lan: language }, signal }),
  );

/**
 * Lookups are cached per text and language for the visit (spec §9): airports do not move, and
 * typing back over the same letters answers at once.
 */
export const airportSearchQueryOptions = (text: string, language: string) =>
  queryOptions({
    queryKey: flightKeys.airports(language, text.trim().toLowerCase()),
    queryFn: ({ signal }) => searchAirports(text.trim(), language, signal),
    staleTime: Infinity,
    gcTime: 30 * 60 * 1000,
  });

export function useAirportSearch(text: string) {
  const language = useLanguage();
  return useQuery({ ...airportSearchQueryOptions(text, language), enabled: text.trim() !== '' });
}

export function useRecommendedAirports(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: flightKeys.recommended(language),
    queryFn: ({ signal }) => getRecommendedAirports(language, signal),
    staleTime: Infinity,
    enabled,
  });
}
