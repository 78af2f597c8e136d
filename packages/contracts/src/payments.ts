import { z } from 'zod';
import { EmailSchema } from './accounts';
import {
  CARD_BRANDS,
  CARD_BRAND_NAMES,
  CARDHOLDER_RELATIONSHIPS,
  type CardBrand,
} from './form-values';
import { PHONE_PATTERN } from './patterns';
import { postCodeNeeded } from './billing-address';

/**
 * Paying an order of any product (spec part 1 §7, issue 11): `POST /api/Payment` by card or, for
 * agents, from the account balance. Card data travels in the body only, never in the URL. The
 * hotel booking call and the exchange take the same card object.
 */

export { CARD_BRANDS, CARD_BRAND_NAMES, CARDHOLDER_RELATIONSHIPS, type CardBrand };

/**
 * The card's fields without the rules across them: what a form that takes only some of them
 * picks from (zod cannot pick from a refined object).
 */
export const CardPaymentFieldsSchema = z.object({
  cardType: z.enum(CARD_BRANDS),
  /** Digits only (spaces stripped); Luhn-checked by the processor. */
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'card number')),
  expiryMonth: z.coerce.number().int().min(1).max(12),
  expiryYear: z.coerce.number().int().min(2000).max(2100),
  cvv: z.string().regex(/^\d{3,4}$/, '3 or 4 digits'),
  cardholderName: z.string().trim().min(1).max(100),
  issuingBank: z.string().trim().max(100).default(''),
  bankTollFree: z.string().trim().max(32).default(''),
  /** Optional (issue 13 §2): a payer who leaves it out pays with their own card, "Self". */
  relationship: z.enum(CARDHOLDER_RELATIONSHIPS).default('Self'),
  cardholderPhone: z.string().trim().regex(PHONE_PATTERN, 'a phone number'),
  billingAddress: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().max(100).default(''),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
  /** Required unless the country has no postal codes (billing-address.ts). */
  postCode: z.string().trim().max(20).default(''),
});

export const CardPaymentSchema = CardPaymentFieldsSchema.superRefine((card, ctx) => {
  if (card.postCode === '' && postCodeNeeded(card.country)) {
    ctx.addIssue({ code: 'custom', path: ['postCode'], message: 'required' });
  }
});
export type CardPayment = z.input<typeof CardPaymentSchema>;

const paymentTarget = {
  orderNo: z.string().trim().min(1).max(40),
  /** Booking email: how a visitor without an account proves the order is theirs. */
  email: EmailSchema.optional(),
};

export const PaymentBodySchema = z.discriminatedUnion('method', [
  z.object({ ...paymentTarget, method: z.literal('card'), card: CardPaymentSchema }),
  /** Agents and sub-agents only: draws on the agent's prepaid balance (1510 when short). */
  z.object({ ...paymentTarget, method: z.literal('balance') }),
]);
export type PaymentBody = z.input<typeof PaymentBodySchema>;

/**
 * Sandbox card processor test cards (README lists them). Any other Luhn-valid number of the
 * right brand succeeds; a number failing Luhn answers `invalidCraditCardNumber`.
 */
export const SANDBOX_CARDS = {
  visaSuccess: '4242424242424242',
  mastercardSuccess: '5555555555554444',
  amexSuccess: '378282246310005',
  discoverSuccess: '6011111111111117',
  /** Declined: `invalidCraditCard` (invalid credit card, not authorised). */
  visaDeclined: '4000000000000002',
  /** Processor says expired: `invalidCraditCardExpiration`. */
  visaExpired: '4000000000000069',
  /** Paid, but ticketing fails: the order ends `issueFailed`. */
  visaIssueFails: '4000000000000341',
} as const;
