import type { FlightOffer } from '@travel/contracts/flights';
import type { SupplierOffer } from '../../../suppliers/flights/port';
import type { Buyer } from './buyer';
import type { Executor } from '@travel/db';
import { offerIdFor, saveSearchResponse, type StoredOffer } from './offer-store';
import { keepForBuyer, quoteOf } from './present-reply';

export interface PresentOptions {
  responseId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** /flights-invoice: only brands that can be invoiced. */
  invoice: boolean;
}

/** An offer as the buyer sees it (its id is given once its place in the reply is known). */
export interface PresentedOffer {
  offer: Omit<FlightOffer, 'offerId'>;
  /** What the server keeps to honour the quote later (see offer-store.ts). */
  stored: StoredOffer;
}

/**
 * A supplier offer as this buyer sees it: commission applied, LimitCabin and LimitAmount
 * enforced, invoice-only filtered, brands cheapest first, with the quote to store. Null when
 * nothing of the offer is left for the buyer.
 */
export function presentOffer(
  offer: SupplierOffer,
  buyer: Buyer,
  options: PresentOptions,
): PresentedOffer | null {
  const kept = keepForBuyer(offer, buyer, options.invoice);
  if (!kept) return null;
  // Each brand as a FareBrand with the buyer's commission (what `applyCommission` gives).
  const brands = kept.brands.map(({ brand, ...price }) => ({ ...brand, ...price }));
  const presented: PresentedOffer['offer'] = {
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
    infants: offer.infants,
    brands,
    seatsRemaining: offer.seatsRemaining,
  };
  return { offer: presented, stored: quoteOf(kept, options.invoice) };
}

/**
 * Stores a reply's offers under `responseId` and gives each its id `{responseId}.{index}`, in
 * the order given (the reply's order). One insert for the whole reply.
 */
export async function publishOffers(
  db: Executor,
  reply: { responseId: string; createdAt: Date; expiresAt: number; buyer: Buyer },
  presented: PresentedOffer[],
): Promise<FlightOffer[]> {
  // Nothing to buy, nothing to keep.
  if (presented.length === 0) return [];
  await saveSearchResponse(db, {
    responseId: reply.responseId,
    createdAt: reply.createdAt,
    expiresAt: new Date(reply.expiresAt),
    buyer: reply.buyer,
    offers: presented.map((entry) => entry.stored),
  });
  return presented.map((entry, index) => ({
    offerId: offerIdFor(reply.responseId, index),
    ...entry.offer,
  }));
}
