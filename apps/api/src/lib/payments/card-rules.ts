import type { CardBrand } from '@travel/contracts/payments';

/**
 * What a card processor checks before it asks the bank: the number's check digit (Luhn), that
 * the number belongs to the brand the payer chose, its length, the expiry and the CVV length.
 */

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

const prefixNumber = (digits: string, length: number): number => Number(digits.slice(0, length));

const inRange = (digits: string, length: number, low: number, high: number): boolean => {
  const value = prefixNumber(digits, length);
  return value >= low && value <= high;
};

/** Issuer number ranges and lengths of the four brands the storefront takes (spec §3). */
const BRAND_RULES: Record<CardBrand, { matches: (d: string) => boolean; lengths: number[] }> = {
  VI: { matches: (d) => d.startsWith('4'), lengths: [13, 16, 19] },
  CA: {
    matches: (d) => inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720),
    lengths: [16],
  },
  AX: { matches: (d) => d.startsWith('34') || d.startsWith('37'), lengths: [15] },
  DS: {
    matches: (d) =>
      d.startsWith('6011') ||
      d.startsWith('65') ||
      inRange(d, 3, 644, 649) ||
      inRange(d, 6, 622126, 622925),
    lengths: [16, 17, 18, 19],
  },
};

/** The brand a number belongs to, or null when it is none of the four. */
export function brandOfNumber(digits: string): CardBrand | null {
  for (const [brand, rule] of Object.entries(BRAND_RULES) as [
    CardBrand,
    (typeof BRAND_RULES)[CardBrand],
  ][]) {
    if (rule.matches(digits)) return brand;
  }
  return null;
}

/** A number of the chosen brand, of a length that brand issues, with a valid check digit. */
export function numberFitsBrand(digits: string, brand: CardBrand): boolean {
  const rule = BRAND_RULES[brand];
  return rule.matches(digits) && rule.lengths.includes(digits.length) && luhnValid(digits);
}

/** American Express prints a 4-digit code on the front; the others 3 on the back. */
export const cvvLength = (brand: CardBrand): number => (brand === 'AX' ? 4 : 3);

/** A card is good through the last day of its expiry month (UTC). */
export function cardExpired(month: number, year: number, now: Date): boolean {
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return year < nowYear || (year === nowYear && month < nowMonth);
}

export const lastFour = (digits: string): string => digits.slice(-4);
