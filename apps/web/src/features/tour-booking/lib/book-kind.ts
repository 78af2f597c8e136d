import type { TourKind } from '@travel/contracts/tours';

/**
 * Tours and cruises share every booking page (one API module, `kind` tells them apart): the
 * path says which (spec part 2 §2: paths under /tour and /Cruise, the same shape in both).
 */
export const BOOK_BASE: Record<TourKind, string> = { tour: '/tour', cruise: '/Cruise' };

/** The kind of a booking path (React Router matches /Cruise and /cruise alike). */
export const kindOfPath = (pathname: string): TourKind =>
  /^\/cruise(\/|$)/i.test(pathname) ? 'cruise' : 'tour';

export const bookPath = (kind: TourKind, id: string): string =>
  `${BOOK_BASE[kind]}/book/${encodeURIComponent(id)}`;

export const termsPath = (kind: TourKind): string => `${BOOK_BASE[kind]}/terms-of-service`;
