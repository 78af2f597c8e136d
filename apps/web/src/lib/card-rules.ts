import type { CardBrand } from '@travel/contracts/flight-booking';

/**
 * Card checks the payment form makes before anything is sent (spec part 1 §3 payment form):
 * the number passes the Luhn check and fits the chosen brand, the expiry month is not past, the
 * CVV has the brand's length. The processor checks again; these only save a round trip.
 */
export const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const BRAND_RULES: Record<CardBrand, { prefix: RegExp; lengths: number[]; cvv: number }> = {
  VI: { prefix: /^4/, lengths: [13, 16, 19], cvv: 3 },
  CA: { prefix: /^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/, lengths: [16], cvv: 3 },
  AX: { prefix: /^3[47]/, lengths: [15], cvv: 4 },
  DS: { prefix: /^(6011|65|64[4-9]|622)/, lengths: [16, 17, 18, 19], cvv: 3 },
};

/** The brand a number belongs to, or null (the form then asks for a supported card). */
export function brandOf(number: string): CardBrand | null {
  const digits = digitsOf(number);
  for (const [brand, rule] of Object.entries(BRAND_RULES) as Array<
    [CardBrand, (typeof BRAND_RULES)[CardBrand]]
  >) {
    if (rule.prefix.test(digits)) return brand;
  }
  return null;
}

export const cvvLength = (brand: CardBrand): number => BRAND_RULES[brand].cvv;

export type CardNumberProblem = 'luhn' | 'brand' | 'length' | null;

export function cardNumberProblem(number: string, brand: CardBrand): CardNumberProblem {
  const digits = digitsOf(number);
  if (!/^\d+$/.test(digits) || !passesLuhn(digits)) return 'luhn';
  if (brandOf(digits) !== brand) return 'brand';
  if (!BRAND_RULES[brand].lengths.includes(digits.length)) return 'length';
  return null;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(month: number, year: number, now: Date = new Date()): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

/** "4242 4242 4242 4242", "3782 822463 10005" for American Express. */
export function groupCardNumber(number: string): string {
  const digits = digitsOf(number).replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
