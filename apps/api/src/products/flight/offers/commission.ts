import { CABIN_CODES, type Role } from '@travel/contracts';
import { ONE_ADULT, partyTotal } from '@travel/contracts/brand-price';
import type { BookableCabin, FareBrand } from '@travel/contracts/flights';
import { commissionOn, commissionPercent } from '../../../lib/pricing/commission';

/**
 * What an agent pays and may buy (spec part 1 §5, §6): commission on the base fare (not taxes)
 * for agents and sub-agents, shown per traveller and deducted in the total; LimitCabin and
 * LimitAmount of the signed-in user. Pure functions: search, pre-book and booking price the
 * same way.
 */

/** What a buyer at a commission percent pays for a brand: commission per traveller, party total. */
export interface BuyerPrice {
  adultCommission: number;
  childCommission: number;
  infantCommission: number;
  totalPrice: number;
}

/** A brand's prices before commission; the infant's are absent in quotes made before infants. */
type BasePrices = Pick<FareBrand, 'adultPrice' | 'adultTax' | 'childPrice' | 'childTax'> &
  Partial<Pick<FareBrand, 'infantPrice' | 'infantTax'>>;

/** Arguments of `buyerPrice`'s partyTotal, reused: it runs for every brand of every search. */
const party = { adults: 0, children: 0, infants: 0 };
const prices = {
  adultPrice: 0,
  adultTax: 0,
  childPrice: 0,
  childTax: 0,
  infantPrice: 0,
  infantTax: 0,
  adultCommission: 0,
  childCommission: 0,
  infantCommission: 0,
};

/**
 * The commission per adult, child and lap infant at `percent` (on the base fare, not taxes)
 * and the party's total after it: the one price formula of search, pre-book and booking.
 */
export function buyerPrice(
  brand: BasePrices,
  percent: number,
  adults: number,
  children: number,
  infants = 0,
): BuyerPrice {
  const adultCommission = commissionOn(brand.adultPrice, percent);
  const childCommission = commissionOn(brand.childPrice, percent);
  const infantCommission = commissionOn(brand.infantPrice ?? 0, percent);
  party.adults = adults;
  party.children = children;
  party.infants = infants;
  prices.adultPrice = brand.adultPrice;
  prices.adultTax = brand.adultTax;
  prices.childPrice = brand.childPrice;
  prices.childTax = brand.childTax;
  prices.infantPrice = brand.infantPrice ?? 0;
  prices.infantTax = brand.infantTax ?? 0;
  prices.adultCommission = adultCommission;
  prices.childCommission = childCommission;
  prices.infantCommission = infantCommission;
  return {
    adultCommission,
    childCommission,
    infantCommission,
    totalPrice: partyTotal(party, prices),
  };
}

/**
 * A supplier brand as `role` buys it for `adults`, `children` and lap `infants`: commission per
 * traveller filled in, `totalPrice` the party's total after commission. For consumers the
 * commission is 0 and the total is the gross total.
 */
export function applyCommission(
  brand: FareBrand,
  role: Role | null | undefined,
  adults: number,
  children: number,
  infants = 0,
): FareBrand {
  return { ...brand, ...buyerPrice(brand, commissionPercent(role), adults, children, infants) };
}

/** grossTotal's arguments to partyTotal, reused: a search reply's quotes ask for every brand. */
const grossParty = { adults: 0, children: 0, infants: 0 };
const grossPrices = {
  adultPrice: 0,
  adultTax: 0,
  childPrice: 0,
  childTax: 0,
  infantPrice: 0,
  infantTax: 0,
};

/** The gross total of a brand for a party (what the airline is owed, before commission). */
export function grossTotal(
  brand: BasePrices,
  adults: number,
  children: number,
  infants = 0,
): number {
  grossParty.adults = adults;
  grossParty.children = children;
  grossParty.infants = infants;
  grossPrices.adultPrice = brand.adultPrice;
  grossPrices.adultTax = brand.adultTax;
  grossPrices.childPrice = brand.childPrice;
  grossPrices.childTax = brand.childTax;
  grossPrices.infantPrice = brand.infantPrice ?? 0;
  grossPrices.infantTax = brand.infantTax ?? 0;
  return partyTotal(grossParty, grossPrices);
}

/** One adult's total after commission: what LimitAmount is compared with (spec §5). */
export const singleAdultTotal = (
  brand: Pick<FareBrand, 'adultPrice' | 'adultTax' | 'adultCommission'>,
): number => partyTotal(ONE_ADULT, { ...brand, childPrice: 0, childTax: 0 });

/**
 * The one cabin a LimitCabin allows, or null for no limit. The value indexes the ordered list
 * A, E, P, B, F; 0 (A, all) means no limit and A itself is never the single allowed cabin.
 */
export function limitedCabin(limitCabin: number): BookableCabin | null {
  if (!Number.isInteger(limitCabin) || limitCabin <= 0) return null;
  const cabin = CABIN_CODES[limitCabin];
  return cabin && cabin !== 'A' ? cabin : null;
}

export const cabinAllowed = (limitCabin: number, cabin: BookableCabin): boolean => {
  const only = limitedCabin(limitCabin);
  return only === null || only === cabin;
};

/** LimitAmount in cents; 0 means none. A brand above it is not offered. */
export const withinLimitAmount = (
  limitAmount: number,
  brand: Pick<FareBrand, 'adultPrice' | 'adultTax' | 'adultCommission'>,
): boolean => limitAmount <= 0 || singleAdultTotal(brand) <= limitAmount;
