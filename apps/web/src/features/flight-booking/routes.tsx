import type { RouteObject } from '../../lib/router';
import { isAgentType } from '@travel/contracts/roles';
import { getSession } from '../../lib/session';

/**
 * Flight booking routes (spec part 1 §2): /book (the guard sends a visitor with nothing to book
 * home) and /book/result/{orderNo}. Neither needs sign-in: a visitor can book.
 */
export const flightBookingRoutes: RouteObject[] = [
  {
    path: '/book',
    lazy: async () => {
      const { BookPage, loadBookForWithPage } = await import('./pages/book-page');
      if (isAgentType(getSession()?.user.role)) await loadBookForWithPage();
      return { Component: BookPage };
    },
  },
  {
    path: '/book/result/:orderNo',
    lazy: async () => ({
      Component: (await import('./pages/book-result-page')).BookResultPage,
    }),
  },
];
