import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Client errors (4xx) are answers, not glitches: retrying them only repeats the refusal. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
