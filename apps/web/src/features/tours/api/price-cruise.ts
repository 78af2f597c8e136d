import type { CruisePrice, PriceCruiseDetailBody } from '@travel/contracts/tour-orders';
import { tourFetch } from '../../../products/tour/tour-fetch';

/**
 * `POST /api/PriceCruiseDetail`: cabins of one category priced now, the guarantee cabin's
 * discount included, with the port charges, gratuities and the deposit due at booking: the
 * price the cruise booking charges. Refused cabins come back as 'Check price failed'.
 */
export const priceCruise = (
  body: Omit<PriceCruiseDetailBody, 'Lan' | 'user'>,
  signal?: AbortSignal,
) => tourFetch<CruisePrice>('/api/PriceCruiseDetail', { body, signal });
