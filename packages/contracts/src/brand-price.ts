/**
 * The one price formula of a fare brand (spec part 1 §5, §6): what a party pays is, per
 * traveller, the base fare plus taxes less the buyer's commission, times the travellers of that
 * kind. The server (search, pre-book, booking, the search reply's `totalPrice`) and the web use
 * this function and no other. Zod-free, so the web imports it without the schemas.
 */

/** Who travels: the counts of a search or an order. */
export interface PartyCounts {
  readonly adults: number;
  readonly children: number;
  /** Lap infants (under 2): no seat, their own fare. Absent means none. */
  readonly infants?: number;
}

/** A brand's prices per traveller in cents; no commission (a consumer, a gross total) is 0. */
export interface TravellerPrices {
  readonly adultPrice: number;
  readonly adultTax: number;
  readonly childPrice: number;
  readonly childTax: number;
  readonly adultCommission?: number;
  readonly childCommission?: number;
  /** A lap infant's fare, tax and commission; absent where the party has no infants. */
  readonly infantPrice?: number;
  readonly infantTax?: number;
  readonly infantCommission?: number;
}

/**
 * The party's total in cents: adults × (price + tax − commission) + children × (the same) +
 * lap infants × (the same).
 */
export function partyTotal(party: PartyCounts, price: TravellerPrices): number {
  const infants = party.infants ?? 0;
  return (
    party.adults * (price.adultPrice + price.adultTax - (price.adultCommission ?? 0)) +
    party.children * (price.childPrice + price.childTax - (price.childCommission ?? 0)) +
    (infants === 0
      ? 0
      : infants *
        ((price.infantPrice ?? 0) + (price.infantTax ?? 0) - (price.infantCommission ?? 0)))
  );
}

/** One adult's total after commission: what a user's LimitAmount is compared with (spec §5). */
export const ONE_ADULT: PartyCounts = { adults: 1, children: 0, infants: 0 };
