import type { ApiQuery } from './search-criteria';

/** Query keys of the flights feature, in one place. */
export const flightKeys = {
  all: ['flights'] as const,
  search: (path: string, query: ApiQuery) => [...flightKeys.all, 'search', path, query] as const,
  calendar: (query: ApiQuery) => [...flightKeys.all, 'calendar', query] as const,
  airports: (language: string, text: string) =>
    [...flightKeys.all, 'airports', language, text] as const,
  recommended: (language: string) => [...flightKeys.all, 'recommended', language] as const,
};
