import { createContext } from 'react';
import type { HotelHeading } from './hotel-heading';

/**
 * The hotel's header while the build renders /hotel/{id}'s template (app/prerender/render.tsx):
 * the server fills its texts in per hotel (issue 10). In the browser there is none: the page
 * waits for the hotel instead (hotel-detail-page.tsx firstRenderReady). A module of its own so
 * the build's renderer does not import the page (which the routes load lazily).
 */
export const HotelHeadingSample = createContext<HotelHeading | null>(null);
