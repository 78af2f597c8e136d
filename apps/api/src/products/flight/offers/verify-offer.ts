import type { FareBrand, FlightTrip } from '@travel/contracts/flights';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../lib/app-error';
import { flightSupplier } from '../../../lib/flight-supplier';
import type { OfferKey, SupplierBrand, SupplierOffer } from '../../../suppliers/flights/port';
import { parseBrandId } from '../../../suppliers/flights/fares';
import type { Buyer } from './buyer';
import { applyCommission, cabinAllowed, limitedCabin, withinLimitAmount } from './commission';
import { readStoredOffer, type OfferRecord } from './offer-store';

/** An offer id checked and re-priced now, for pre-book and `POST /api/Book`. */
export interface VerifiedOffer {
  payload: OfferRecord;
  /** What `FlightSupplier.price` and `hold` take. */
  key: OfferKey;
  /** Trips with the chosen brand's booking classes and fare basis. */
  trips: FlightTrip[];
  /** The chosen brand priced now, after the buyer's commission. */
  brand: FareBrand;
  /** The same brand before commission (the supplier's price). */
  supplierBrand: SupplierBrand;
  /** Gross total now (owed to the airline) and what the buyer pays now, in cents. */
  supplierTotal: number;
  customerTotal: number;
  /** The gross total the offer id was quoted at. */
  quotedSupplierTotal: number;
  /** True when the re-price differs from the quote: the buyer must see the new price first. */
  priceChanged: boolean;
  seatsRemaining: number;
  /** The whole itinerary priced now, every brand (to present a new offer). */
  offer: SupplierOffer;
}

/**
 * Reads, checks and re-prices an offer id for one brand. Throws the catalogue error a client
 * should see: 1202 tampered or unknown id or flights, 1201 expired, 1207 brand of another cabin,
 * 1206 brand not in the offer, 1050 sold out, 403 when the buyer's LimitCabin or LimitAmount
 * forbids it. A changed price is not an error here: `priceChanged` says so, and
 * `requireUnchangedPrice` turns it into 1059 for the booking call.
 */
export async function verifyOffer(
  ctx: Pick<AppContext, 'db' | 'env' | 'now'>,
  offerId: string,
  brandId: string,
  buyer: Buyer,
): Promise<VerifiedOffer> {
  const payload = await readStoredOffer(ctx.db, offerId);
  if (!payload) throw new AppError('tripInformationError1202');
  const now = ctx.now();
  if (now.getTime() >= payload.exp) throw new AppError('dataExpired');
  const quotedSupplierTotal = payload.quoted[brandId];
  if (quotedSupplierTotal === undefined) {
    const brandCabin = parseBrandId(brandId)?.cabin;
    throw new AppError(
      brandCabin && brandCabin !== payload.cabin ? 'cabinChanged' : 'cabinOrPriceChanged',
    );
  }
  if (!cabinAllowed(buyer.limitCabin, payload.cabin)) {
    throw new AppError('noPermission', {
      msg: `Your account may book ${limitedCabin(buyer.limitCabin) ?? ''} cabin fares only`,
    });
  }
  const key: OfferKey = {
    tripType: payload.tripType,
    flights: payload.flights,
    cabin: payload.cabin,
    brandId,
    adults: payload.adults,
    children: payload.children,
    infants: payload.infants,
    now,
  };
  const priced = await flightSupplier(ctx).price(key);
  if (priced.kind === 'invalid') throw new AppError('tripInformationError1202');
  if (priced.kind === 'soldOut') throw new AppError('priceNoLongerAvailable');
  // An id from /flights-invoice only ever buys a fare that can be invoiced.
  if (payload.invoice && !priced.brand.invoiceable) throw new AppError('cabinOrPriceChanged');
  const brand = applyCommission(
    priced.brand,
    buyer.role,
    payload.adults,
    payload.children,
    payload.infants,
  );
  if (!withinLimitAmount(buyer.limitAmount, brand)) {
    throw new AppError('noPermission', { msg: 'This fare is above your account limit' });
  }
  return {
    payload,
    key,
    trips: priced.trips,
    brand,
    supplierBrand: priced.brand,
    supplierTotal: priced.brand.totalPrice,
    customerTotal: brand.totalPrice,
    quotedSupplierTotal,
    priceChanged: priced.brand.totalPrice !== quotedSupplierTotal,
    seatsRemaining: priced.seatsRemaining,
    offer: priced.offer,
  };
}

/**
 * The total the buyer was quoted for this brand, after commission: the quote's parts when the
 * id carries them, else the gross quote (ids without parts come from consumers' searches).
 */
export function quotedCustomerTotal(verified: VerifiedOffer, buyer: Buyer): number {
  const parts = verified.payload.parts[verified.brand.brandId];
  if (!parts) return verified.quotedSupplierTotal;
  const [adultPrice, adultTax, childPrice, childTax, infantPrice, infantTax] = parts;
  const quoted = applyCommission(
    {
      ...verified.supplierBrand,
      adultPrice,
      adultTax,
      childPrice,
      childTax,
      infantPrice,
      infantTax,
    },
    buyer.role,
    verified.payload.adults,
    verified.payload.children,
    verified.payload.infants,
  );
  return quoted.totalPrice;
}

/**
 * For `POST /api/Book`: a price that moved since the offer was quoted answers 1059 itinerary
 * price changed, with both totals (after commission) so the page can show the new one.
 */
export function requireUnchangedPrice(verified: VerifiedOffer, buyer: Buyer): void {
  if (!verified.priceChanged) return;
  throw new AppError('itineraryPriceChanged', {
    data: { previousTotal: quotedCustomerTotal(verified, buyer), total: verified.customerTotal },
  });
}
