import { z } from 'zod';
import { EmailSchema } from './accounts';
import { BookForSchema } from './agent-clients';
import { MAX_TRAVELLERS_PER_FLIGHT_BOOKING } from './constants';
import { FREQUENT_FLYER_PROGRAM_MAX_LENGTH, GENDERS, NAME_MAX_LENGTH } from './form-values';
import { NAME_PATTERN, PHONE_PATTERN } from './patterns';

/**
 * Flight booking (spec part 1 §3–§5, §7): `POST /api/Book`. It carries the storefront API key
 * (`x-api-key`) and an `Idempotency-Key` header. Paying any order is in payments.ts.
 */

/**
 * Traveller kinds (spec §3): adult 12 and over (youth 12–17 books as adult), child 2–11, infant
 * under 2 (on an adult's lap, no seat of their own).
 */
export const PASSENGER_TYPES = ['ADT', 'CHD', 'INF'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** Document types; P = passport (spec §3). */
export const CARD_TYPES = ['P'] as const;

const name = z
  .string()
  .trim()
  .min(1, 'required')
  .max(NAME_MAX_LENGTH)
  .regex(NAME_PATTERN, 'letters, spaces, hyphens and apostrophes only');
const optionalName = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH)
  .refine((v) => v === '' || NAME_PATTERN.test(v), {
    message: 'letters, spaces, hyphens and apostrophes only',
  })
  .default('');

const countryOrBlank = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), 'a two-letter country code')
  .default('');

export const PassengerSchema = z.object({
  /** Saved traveller id, or -1 when none was picked (spec §3). */
  frequentlyUser: z.union([z.uuid(), z.literal(-1), z.literal('-1')]).default(-1),
  firstName: name,
  middleName: optionalName,
  lastName: name,
  /** YYYY-MM-DD */
  birthday: z.iso.date(),
  gender: z.enum(GENDERS),
  cardType: z.enum(CARD_TYPES).default('P'),
  /*
   * The passport: blank when the itinerary does not need it (travel-documents.ts). The API
   * refuses a blank one where it does (1056), and any part given must be well formed.
   */
  cardNum: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[A-Za-z0-9]{5,20}$/.test(v), '5 to 20 letters or digits')
    .default(''),
  /** Passport expiry YYYY-MM-DD; must be after the last travel date (else 1062). */
  cardExpired: z.union([z.literal(''), z.iso.date()]).default(''),
  /** ISO 3166-1 alpha-2. */
  nationality: countryOrBlank,
  cardIssuePlace: countryOrBlank,
  frequentFlyerProgram: z.string().trim().max(FREQUENT_FLYER_PROGRAM_MAX_LENGTH).default(''),
  frequentFlyerNumber: z.string().trim().max(20).default(''),
  knownTravellerNumber: z.string().trim().max(25).default(''),
});
export type Passenger = z.input<typeof PassengerSchema>;

export const ContactSchema = z.object({
  name: z.string().trim().min(1, 'required').max(100),
  email: EmailSchema,
  mobile: z.string().trim().regex(PHONE_PATTERN, 'a phone number'),
  address: z.string().trim().max(200).default(''),
  postcode: z.string().trim().max(20).default(''),
  /** Optional 6-digit code sent to `email` (purpose `booking`); when given it must match. */
  emailCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code format error')
    .optional(),
});
export type Contact = z.input<typeof ContactSchema>;

/** Invoice details for /flights-invoice bookings; they appear on the order. */
export const InvoiceDetailsSchema = z.object({
  companyName: z.string().trim().min(1).max(120),
  taxId: z.string().trim().min(2).max(40),
  address: z.string().trim().min(1).max(200),
});
export type InvoiceDetails = z.infer<typeof InvoiceDetailsSchema>;

export const BOOKING_TIMINGS = ['now', 'reserve'] as const;

export const BookBodySchema = z.object({
  offerId: z.string().min(1).max(4000),
  brandId: z.string().min(1).max(64),
  /** Adults first, then children, then lap infants, matching the offer's party (1..9). */
  passengers: z.array(PassengerSchema).min(1).max(MAX_TRAVELLERS_PER_FLIGHT_BOOKING),
  contact: ContactSchema,
  invoice: InvoiceDetailsSchema.optional(),
  /** Pay now or reserve and pay later (spec §3 booking timing). */
  timing: z.enum(BOOKING_TIMINGS).default('now'),
  /** Agents book for themselves, a sub-agent (its user id) or a customer (spec part 2 §6). */
  bookFor: BookForSchema.optional(),
  /** The fare rules and terms box (spec §5). */
  acceptTerms: z.literal(true),
});
export type BookBody = z.input<typeof BookBodySchema>;

// Payment: product-neutral, in payments.ts (issue 11); re-exported for the flight pages' imports.
export {
  CARD_BRANDS,
  CARD_BRAND_NAMES,
  CARDHOLDER_RELATIONSHIPS,
  CardPaymentSchema,
  PaymentBodySchema,
  SANDBOX_CARDS,
  type CardBrand,
  type CardPayment,
  type PaymentBody,
} from './payments';

/** Agent commission percent, shared by every product (see ./commission). */
export { COMMISSION_PERCENT } from './commission';
