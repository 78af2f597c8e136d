import { OFFER_LIFETIME_MINUTES } from '@travel/contracts';
import type { PrebookBody, PrebookResult } from '@travel/contracts/flights';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Buyer } from '../../products/flight/offers/buyer';
import { newResponseId } from '../../products/flight/offers/offer-store';
import { presentOffer, publishOffers } from '../../products/flight/offers/present-offer';
import { quotedCustomerTotal, verifyOffer } from '../../products/flight/offers/verify-offer';

/**
 * `POST /api/Prebooking`: re-prices the chosen offer and brand now. A moved price is not an
 * error here: the reply says `priceChanged` with both totals and a new offer id quoted at the
 * new price (valid 30 minutes), and the page asks before going on. Booking with the old id
 * then answers 1059 itinerary price changed.
 */
export class PrebookService {
  constructor(private readonly ctx: AppContext) {}

  async prebook(body: PrebookBody, buyer: Buyer): Promise<PrebookResult> {
    const verified = await verifyOffer(this.ctx, body.offerId, body.brandId, buyer);
    const now = this.ctx.now();
    // An unchanged price keeps the offer's expiry: pre-booking again must not extend it.
    const expiresAt = verified.priceChanged
      ? now.getTime() + OFFER_LIFETIME_MINUTES * 60_000
      : verified.payload.exp;
    // Every pre-book quotes anew in a one-offer reply of its own (the offer as priced now).
    const responseId = newResponseId();
    const presented = presentOffer(verified.offer, buyer, {
      responseId,
      expiresAt,
      invoice: verified.payload.invoice,
    });
    if (!presented || !presented.offer.brands.some((brand) => brand.brandId === body.brandId)) {
      throw new AppError('priceNoLongerAvailable');
    }
    const [offer] = await publishOffers(
      this.ctx.db,
      { responseId, createdAt: now, expiresAt, buyer },
      [presented],
    );
    if (!offer) throw new AppError('priceNoLongerAvailable');
    return {
      // The chosen brand's classes and fare basis, not the cheapest brand's.
      offer: { ...offer, trips: verified.trips },
      brandId: body.brandId,
      priceChanged: verified.priceChanged,
      previousTotal: quotedCustomerTotal(verified, buyer),
      total: verified.customerTotal,
    };
  }
}
