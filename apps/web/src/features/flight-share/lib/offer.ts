import type { FareBrand, FlightOffer } from '@travel/contracts/flights';

/** The brand a shared offer is quoted at: the cheapest (offers list them cheapest first). */
export function cheapestBrand(offer: FlightOffer): FareBrand | undefined {
  return offer.brands.reduce<FareBrand | undefined>(
    (best, brand) => (!best || brand.totalPrice < best.totalPrice ? brand : best),
    undefined,
  );
}

/** The results page the link came from was the invoice one: /book then collects invoice details. */
export const isInvoiceSearch = (searchUrl: string): boolean =>
  searchUrl.split(/[?#]/, 1)[0] === '/flights-invoice';
