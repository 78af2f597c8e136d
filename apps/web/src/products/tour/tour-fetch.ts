/**
 * The tour calls' client (code 1000 is success, spec part 2 §9) and their `Lan`, for the order
 * pages and the booking pages: the one in search/ that the catalogue pages use, re-exported
 * where the tour product's other parts look for it.
 */
export { tourFetch, tourLanOf } from './search/tour-fetch';
