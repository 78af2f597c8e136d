import type { CardBrand } from './form-values';

/**
 * The one copy of the card checks a processor makes before asking the bank (issue 11 §3): Luhn,
 * brand and length, expiry, CVV length. The API's processor and the web's card form both run
 * these. Zod-free; kept under 4 kB of source so the web's build inlines it (vite.config.ts).
 */

/** A number as typed, without its spaces and hyphens. */
export const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn check digit of digits only, any length. */
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

/** A number as typed: 12 to 19 digits (the contract's length) passing Luhn. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
}

const inRange = (digits: string, length: number, low: number, high: number): boolean => {
  const value = Number(digits.slice(0, length));
  return digits.length >= length && value >= low && value <= high;
};

/** The brands' published issuer ranges and lengths; the rest of 622 is UnionPay's alone. */
const BRAND_RULES: Record<CardBrand, { matches: (d: string) => boolean; lengths: number[] }> = {
  VI: { matches: (d) => d.startsWith('4'), lengths: [13, 16, 19] },
  CA: { matches: (d) => inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720), lengths: [16] },
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

const BRANDS = Object.keys(BRAND_RULES) as CardBrand[];

/** The brand a number (as typed) belongs to, or null when it is none of the four. */
export function brandOf(number: string): CardBrand | null {
  const digits = digitsOf(number);
  return BRANDS.find((brand) => BRAND_RULES[brand].matches(digits)) ?? null;
}

export type CardNumberProblem = 'luhn' | 'brand' | 'length' | null;

/** What is wrong with a number for the chosen brand, first things first. */
export function cardNumberProblem(number: string, brand: CardBrand): CardNumberProblem {
  const digits = digitsOf(number);
  if (!passesLuhn(digits)) return 'luhn';
  if (!BRAND_RULES[brand].matches(digits)) return 'brand';
  if (!BRAND_RULES[brand].lengths.includes(digits.length)) return 'length';
  return null;
}

export const numberFitsBrand = (number: string, brand: CardBrand): boolean =>
  cardNumberProblem(number, brand) === null;

/** American Express: 4 digits; the others 3. */
export const cvvLength = (brand: CardBrand): number => (brand === 'AX' ? 4 : 3);

/** The form's leniency past the month's end: a payer's clock may run ahead of the server's. */
export const FORM_EXPIRY_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Good through the last day of the expiry month in UTC, the processor's clock. The form passes
 * FORM_EXPIRY_GRACE_MS, so it never refuses a card the server takes.
 */
export function cardExpired(month: number, year: number, now: Date, graceMs = 0): boolean {
  // The first instant after the month (Date.UTC rolls month 12 over into January).
  return now.getTime() - graceMs >= Date.UTC(year, month, 1);
}

export const lastFour = (digits: string): string => digits.slice(-4);

/** "4242 4242 4242 4242", "3782 822463 10005": as the card prints it. */
export function groupCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '').slice(0, 19);
  if (brandOf(digits) === 'AX') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
