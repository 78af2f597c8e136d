import type { CardBrand } from './form-values';

/**
 * The one copy of the card checks a processor makes before it asks the bank (issue 11 §3): the
 * number's check digit (Luhn), that it belongs to the brand the payer chose and has one of that
 * brand's lengths, the expiry and the CVV length. The API's processor refuses a card by these;
 * the web's payment form runs the very same functions to save the payer a round trip. Zod-free,
 * so the form imports it without the schemas.
 */

/** The digits of a number as typed: the spaces and hyphens people group it with go. */
export const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn check digit (ISO/IEC 7812) of a string of digits only; any length. */
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

/** A card number as typed: 12 to 19 digits (the contract's length, ISO/IEC 7812) passing Luhn. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
}

const inRange = (digits: string, length: number, low: number, high: number): boolean => {
  const value = Number(digits.slice(0, length));
  return digits.length >= length && value >= low && value <= high;
};

/**
 * The issuer ranges (IIN) and lengths the four brands publish. Discover's 622126–622925 is the
 * UnionPay range Discover accepts; the rest of 622 is UnionPay's alone, so it is no Discover card.
 */
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

/** What is wrong with a number for the chosen brand, in the order the payer should fix it. */
export function cardNumberProblem(number: string, brand: CardBrand): CardNumberProblem {
  const digits = digitsOf(number);
  if (!passesLuhn(digits)) return 'luhn';
  if (!BRAND_RULES[brand].matches(digits)) return 'brand';
  if (!BRAND_RULES[brand].lengths.includes(digits.length)) return 'length';
  return null;
}

/** A number of the chosen brand, of a length that brand issues, with a valid check digit. */
export const numberFitsBrand = (number: string, brand: CardBrand): boolean =>
  cardNumberProblem(number, brand) === null;

/** American Express prints a 4-digit code on the front; the others 3 on the back. */
export const cvvLength = (brand: CardBrand): number => (brand === 'AX' ? 4 : 3);

/**
 * How long the payment form waits past the month's end before it calls a card expired itself:
 * the server decides in UTC, and a payer's clock may be ahead of it. Within this day the form
 * lets the card through and the processor answers (invalidCraditCardExpiration) if it must.
 */
export const FORM_EXPIRY_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * A card is good through the last day of its expiry month, in UTC (the processor's clock).
 * `graceMs` moves the end later; only the form passes one (FORM_EXPIRY_GRACE_MS), so it never
 * refuses a card the server would take.
 */
export function cardExpired(month: number, year: number, now: Date, graceMs = 0): boolean {
  // Date.UTC rolls month 12 over into January of the next year: the first instant after expiry.
  const firstInstantAfter = Date.UTC(year, month, 1);
  return now.getTime() - graceMs >= firstInstantAfter;
}

export const lastFour = (digits: string): string => digits.slice(-4);

/** "4242 4242 4242 4242"; "3782 822463 10005" for American Express, as the card prints it. */
export function groupCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '').slice(0, 19);
  if (brandOf(digits) === 'AX') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
