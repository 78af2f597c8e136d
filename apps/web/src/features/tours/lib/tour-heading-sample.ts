import { createContext } from 'react';
import type { TourHeading } from './tour-heading';

/**
 * The tour's header while the build renders the detail pages' templates
 * (app/prerender/render.tsx): the server fills its texts in per tour. In the browser there is
 * none: the page waits for the tour instead (tour-detail-page.tsx firstRenderReady). A module of
 * its own so the build's renderer does not import the page (which the routes load lazily).
 */
export const TourHeadingSample = createContext<TourHeading | null>(null);
