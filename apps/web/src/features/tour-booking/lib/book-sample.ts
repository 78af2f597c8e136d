import { createContext, type ComponentType } from 'react';
import type { SummaryHead } from './summary-head';

/** The sample head, and the frame that draws it (components/book-frame.tsx). */
export interface BookSample {
  head: SummaryHead;
  /**
   * Handed in by the build's renderer, not imported by the page: the browser never draws the
   * frame (it waits for the tour), so it stays out of the page's first-load script.
   */
  Frame: ComponentType<{ head: SummaryHead }>;
}

/**
 * The summary's head while the build renders the booking pages' templates
 * (app/prerender/render.tsx): the server fills its texts in per tour. In the browser there is
 * none: the page waits for the tour instead (tour-book-page.tsx firstBookReady). A module of its
 * own so the build's renderer does not import the page (which the routes load lazily), and the
 * server's fill module does not bundle React.
 */
export const TourBookSample = createContext<BookSample | null>(null);
