import { useQuery } from '@tanstack/react-query';
import type { TourLanguage } from '@travel/contracts/tours';
import { tourFetch } from '../../../products/tour/tour-fetch';

export interface TourSubagent {
  id: string;
  accountCode: string | null;
  name: string;
  email: string;
  disabled: boolean;
}

/** `GET /api/GetSubagent` (agents only, spec part 2 §6: "the agent's sub-agent list is fetched"). */
export function useTourSubagents(enabled: boolean, Lan: TourLanguage) {
  return useQuery({
    queryKey: ['tour-booking', 'subagents', Lan],
    queryFn: async ({ signal }) =>
      (
        await tourFetch<{ subagents: TourSubagent[] }>('/api/GetSubagent', {
          query: { Lan },
          signal,
        })
      ).subagents,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
