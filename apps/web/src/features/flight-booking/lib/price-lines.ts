import type { FareBrand } from '@travel/contracts/flights';

/**
 * The price breakdown of a brand for the party (spec part 1 §3 fare price fields): fare and
 * taxes per traveller kind, the agent commission deducted in the subtotal (§6), and the total
 * the API quotes. taxType 0 adds price and tax; 1 means the tax is already in the price.
 */
export interface PriceLine {
  kind:
    'adultFare' | 'adultTax' | 'childFare' | 'childTax' | 'infantFare' | 'infantTax' | 'commission';
  count: number;
  /** Per traveller, cents. */
  each: number;
  /** count × each, cents; commission is negative. */
  amount: number;
  /** A tax already included in the fare (taxType 1): shown, not added. */
  included: boolean;
}

export interface PriceBreakdown {
  lines: PriceLine[];
  total: number;
}

export function priceBreakdown(
  brand: FareBrand,
  adults: number,
  children: number,
  infants = 0,
): PriceBreakdown {
  const lines: PriceLine[] = [];
  const add = (kind: PriceLine['kind'], count: number, each: number, included = false): void => {
    if (count > 0) lines.push({ kind, count, each, amount: count * each, included });
  };
  add('adultFare', adults, brand.adultPrice);
  add('adultTax', adults, brand.adultTax, brand.adultTaxType === 1);
  add('childFare', children, brand.childPrice);
  add('childTax', children, brand.childTax, brand.childTaxType === 1);
  // A lap infant's fare and taxes, filed as the adult's (tax added unless the adult's includes it).
  add('infantFare', infants, brand.infantPrice);
  add('infantTax', infants, brand.infantTax, brand.adultTaxType === 1);
  const commission =
    brand.adultCommission * adults +
    brand.childCommission * children +
    brand.infantCommission * infants;
  if (commission > 0) {
    lines.push({
      kind: 'commission',
      count: 1,
      each: -commission,
      amount: -commission,
      included: false,
    });
  }
  // The API's total is what will be charged; the lines explain it.
  return { lines, total: brand.totalPrice };
}
