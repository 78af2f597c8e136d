import type { PriceTour, PriceTourBody } from '@travel/contracts/tours-price';
import { tourFetch } from '../../../products/tour/tour-fetch';

/**
 * `POST /api/PriceTour` (spec part 2 §7): the rooms of one departure priced now (a cruise names
 * its cabin category). Refused rooms come back as 'Check price failed' with `data.error`.
 */
export const priceTour = (body: Omit<PriceTourBody, 'Lan' | 'user'>, signal?: AbortSignal) =>
  tourFetch<PriceTour>('/api/PriceTour', { body, signal });
