import type { FlightOffer } from '@travel/contracts/flights';
import type { SupplierOffer } from '../../suppliers/flights/port';
import type { Buyer } from './buyer';
import { applyCommission, cabinAllowed, withinLimitAmount } from './commission';
import { writeOfferToken } from './offer-token';

export interface PresentOptions {
  responseId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** /flights-invoice: only brands that can be invoiced. */
  invoice: boolean;
  secret: string;
}

/**
 * A supplier offer as this buyer sees it: commission applied, LimitCabin and LimitAmount
 * enforced, invoice-only filtered, brands cheapest first, and the whole thing signed into the
 * offer id. Null when nothing of the offer is left for the buyer.
 */
export function presentOffer(
  offer: SupplierOffer,
  buyer: Buyer,
  options: PresentOptions,
): FlightOffer | null {
  if (!cabinAllowed(buyer.limitCabin, offer.cabin)) return null;
  const quoted: Record<string, number> = {};
  const parts: Record<string, [number, number, number, number]> = {};
  const brands = [];
  for (const supplierBrand of offer.brands) {
    if (options.invoice && !supplierBrand.invoiceable) continue;
    const brand = applyCommission(supplierBrand, buyer.role, offer.adults, offer.children);
    if (!withinLimitAmount(buyer.limitAmount, brand)) continue;
    // The quote is the supplier's gross total: pre-book and booking compare it with a re-price.
    quoted[brand.brandId] = supplierBrand.totalPrice;
    parts[brand.brandId] = [
      supplierBrand.adultPrice,
      supplierBrand.adultTax,
      supplierBrand.childPrice,
      supplierBrand.childTax,
    ];
    brands.push(brand);
  }
  if (brands.length === 0) return null;
  brands.sort((x, y) => x.totalPrice - y.totalPrice);
  const offerId = writeOfferToken(
    {
      v: 1,
      tripType: offer.tripType,
      flights: offer.flights,
      cabin: offer.cabin,
      adults: offer.adults,
      children: offer.children,
      quoted,
      parts,
      responseId: options.responseId,
      exp: options.expiresAt,
      invoice: options.invoice,
    },
    options.secret,
  );
  return {
    offerId,
    responseId: options.responseId,
    expiresAt: new Date(options.expiresAt).toISOString(),
    tripType: offer.tripType,
    trips: offer.trips,
    validatingAirline: offer.validatingAirline,
    cabin: offer.cabin,
    channel: offer.channel,
    gds: offer.gds,
    publishFare: offer.publishFare,
    privateFareType: offer.privateFareType,
    currency: offer.currency,
    adults: offer.adults,
    children: offer.children,
    brands,
    seatsRemaining: offer.seatsRemaining,
  };
}
