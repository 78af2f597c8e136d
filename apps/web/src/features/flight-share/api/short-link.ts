import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShortLink } from '@travel/contracts/short-links';
import { apiFetch } from '../../../lib/api-client';

export const shortLinkKeys = {
  all: ['short-links'] as const,
  one: (code: string) => [...shortLinkKeys.all, code] as const,
};

/** GET /api/ShortLinks/{code}: the shared offer; 404 `notFound` when unknown or expired. */
export function getShortLink(code: string, signal?: AbortSignal): Promise<ShortLink> {
  return apiFetch<ShortLink>(`/api/ShortLinks/${encodeURIComponent(code)}`, { signal });
}

export const shortLinkQueryOptions = (code: string) =>
  queryOptions({
    queryKey: shortLinkKeys.one(code),
    queryFn: ({ signal }) => getShortLink(code, signal),
    // A link never changes; only its expiry matters, and the page watches that itself.
    staleTime: Infinity,
  });

export function useShortLink(code: string) {
  return useQuery(shortLinkQueryOptions(code));
}
