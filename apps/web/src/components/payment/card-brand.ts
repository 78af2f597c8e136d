import { brandOf, digitsOf } from '@travel/contracts/card-rules';
import type { CardBrand } from '@travel/contracts/form-values';

/**
 * The brand a card number shows as it is typed (issue 13 §2): one of the four the storefront
 * takes (spec part 1 §3: CA, VI, AX, DS; the contract's card-rules decide), or a brand it
 * recognises but does not take, so the payer is told so before the processor refuses it.
 */
export type UnacceptedBrand = 'JCB' | 'UnionPay' | 'Diners Club' | 'Maestro';

export type DetectedBrand =
  { accepted: true; brand: CardBrand } | { accepted: false; brand: UnacceptedBrand } | null;

const inRange = (digits: string, length: number, low: number, high: number): boolean => {
  const value = Number(digits.slice(0, length));
  return digits.length >= length && value >= low && value <= high;
};

/** Issuer ranges of brands outside the four (checked after them: 622126–622925 is Discover). */
const OTHER_BRANDS: Array<[UnacceptedBrand, (digits: string) => boolean]> = [
  ['JCB', (d) => inRange(d, 4, 3528, 3589)],
  ['Diners Club', (d) => inRange(d, 3, 300, 305) || /^3[689]/.test(d)],
  ['UnionPay', (d) => d.startsWith('62')],
  ['Maestro', (d) => /^(5018|5020|5038|6304|6759|676[1-3])/.test(d)],
];

export function detectBrand(number: string): DetectedBrand {
  const digits = digitsOf(number);
  if (digits.length < 2) return null;
  // The four first: UnionPay's co-branded range (622126–622925) is Discover's.
  const accepted = brandOf(digits);
  if (accepted) return { accepted: true, brand: accepted };
  const other = OTHER_BRANDS.find(([, matches]) => matches(digits));
  return other ? { accepted: false, brand: other[0] } : null;
}

/** The spec's card type to send (CA, VI, AX, DS), read from the number; blank when none. */
export function cardTypeOf(number: string): CardBrand | '' {
  const found = detectBrand(number);
  return found?.accepted ? found.brand : '';
}
