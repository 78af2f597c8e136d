import type { AppContext } from '../app-context';
import type { TourHeaderFacts } from '@travel/contracts/tours-detail';
import { TourHeaders } from '../modules/tours/tour-headers';

export type { TourHeaderFacts };
export type TourHeaderLookup = (id: string) => TourHeaderFacts | null;

const headersOf = new WeakMap<AppContext['db'], TourHeaders>();

/** The one in-memory copy of a database's tour headers (the app's, and its tests'). */
export function pageTourHeaders(ctx: Pick<AppContext, 'db'>): TourHeaders {
  let headers = headersOf.get(ctx.db);
  if (!headers) {
    headers = new TourHeaders(ctx.db);
    headersOf.set(ctx.db, headers);
  }
  return headers;
}

/**
 * /tour/detail/{id}'s and /Cruise/detail/{id}'s header facts for the page's first HTML (the
 * template filled in by page-templates.ts), from the tour catalogue of the database, kept in
 * memory (modules/tours/tour-headers.ts): unknown ids get the plain shell.
 */
export function pageTourLookup(ctx: Pick<AppContext, 'db'>): TourHeaderLookup {
  const headers = pageTourHeaders(ctx);
  return (id) => headers.get(id);
}
