import { useQuery } from '@tanstack/react-query';
import type { TourKind, TourRegion } from '@travel/contracts/tours';
import { FAILURE } from './tour-constants';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { tourFetch } from '../tour-fetch';
import type { TourDestination } from './tour-query';

export const tourSearchKeys = {
  all: ['tours'] as const,
  world: (kind: TourKind, language: string) =>
    [...tourSearchKeys.all, 'world', kind, language] as const,
  months: (kind: TourKind, language: string, destination: TourDestination | null) =>
    [...tourSearchKeys.all, 'months', kind, language, destination] as const,
};

/** `GET /api/list?type=a`: the regions (continents) with their areas, reply `world`. */
export const getTourWorld = async (kind: TourKind, signal?: AbortSignal): Promise<TourRegion[]> =>
  (await tourFetch<{ world: TourRegion[] }>('/api/list', { query: { type: 'a', kind }, signal }))
    .world;

/**
 * `GET /api/ValidMonths`: the months (YYYY-MM) with a departure on sale for the destination.
 * 'No useful months' is an answer (none on sale), not a failure: the month stays "any".
 */
export async function getValidMonths(
  kind: TourKind,
  destination: TourDestination | null,
  signal?: AbortSignal,
): Promise<string[]> {
  try {
    return await tourFetch<string[]>('/api/ValidMonths', {
      query: { kind, region: destination?.region, area: destination?.area },
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === FAILURE.months) return [];
    throw error;
  }
}

/**
 * The destination tree, kept for the visit per language (spec §9: destination lists are cached
 * and dropped on a language change, which the key does).
 */
export function useTourWorld(kind: TourKind) {
  const language = useLanguage();
  return useQuery({
    queryKey: tourSearchKeys.world(kind, language),
    queryFn: ({ signal }) => getTourWorld(kind, signal),
    staleTime: Infinity,
  });
}

/** The valid months of the chosen destination (none asked before one is chosen). */
export function useValidMonths(kind: TourKind, destination: TourDestination | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: tourSearchKeys.months(kind, language, destination),
    queryFn: ({ signal }) => getValidMonths(kind, destination, signal),
    staleTime: 10 * 60 * 1000,
    enabled: destination !== null,
  });
}
