import { z } from 'zod';
import { CHILD_MAX_AGE } from './tour-room-mix';
import { EmailSchema, GenderSchema, IsoDateSchema } from './accounts';
import { NAME_MAX_LENGTH } from './form-values';
import { NAME_PATTERN, PHONE_PATTERN } from './patterns';
import { TourRoomSettingSchema } from './tours-price';

/**
 * What the tour and cruise booking form sends besides the rooms (spec part 2 §3, §5): the tour
 * contact with arrival and departure flights, one tourist per traveller, the insurance choice,
 * and the price lines shown. Re-exported by `tour-orders.ts`; a module of its own so the
 * booking form can validate with it without the order schemas.
 */

/** A tour's or cruise's TourID. */
export const TourIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,80}$/, 'not a tour id');
/** A departure date (cttq): the departure city's local date. */
export const DepartureDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');
const PersonNameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(NAME_MAX_LENGTH)
  .regex(NAME_PATTERN, 'letters, spaces, hyphens and apostrophes only');

/**
 * An arrival or departure flight of the tour contact (spec §3, §5): airport, date, number and
 * time are required, the remark is free text.
 */
export const TourFlightSchema = z.object({
  /** IATA airport code (upper-cased on the way in). */
  airport: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'a three-letter airport code'),
  /** Local date of the flight, YYYY-MM-DD. */
  date: IsoDateSchema,
  /** Airline code and number, e.g. `UA 123` or `UA123`. */
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/, 'a flight number such as UA123'),
  /** Local time, HH:mm (24 hours). */
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm'),
  remark: z.string().trim().max(200).default(''),
});
export type TourFlight = z.input<typeof TourFlightSchema>;

/**
 * The tour contact (spec §3): firstName, lastName, phone, email, identification number,
 * contact address, arrival flight and departure flight. Required (spec §5): the names, a
 * valid phone, a valid email and both flights.
 */
export const TourContactSchema = z.object({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  /** International format from the phone picker (e.g. `+33 6 12 34 56 78`). */
  phone: z.string().trim().regex(PHONE_PATTERN, 'invalid phone format'),
  email: EmailSchema,
  /** Passport or national identity number; optional. */
  idNumber: z
    .string()
    .trim()
    .max(30)
    .regex(/^[A-Za-z0-9 -]*$/, 'letters and digits only')
    .default(''),
  /** Contact address; optional. */
  address: z.string().trim().max(200).default(''),
  arrivalFlight: TourFlightSchema,
  departureFlight: TourFlightSchema,
});
export type TourContact = z.input<typeof TourContactSchema>;

/**
 * Adult or child, by the room's counts. A child is under 12 on the departure date: 12 and over
 * pay the adult price, as the room mix counts them (tour-room-mix.ts `CHILD_MAX_AGE`).
 */
export const TOURIST_TYPES = ['adult', 'child'] as const;
export const CHILD_AGE_LIMIT = CHILD_MAX_AGE + 1;

/** One traveller (one per person of the rooms). */
export const TouristSchema = z.object({
  /** The `key` of the room of the room settings this person sleeps in. */
  room: TourRoomSettingSchema.shape.key,
  type: z.enum(TOURIST_TYPES),
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  gender: GenderSchema,
  /** Date of birth, YYYY-MM-DD: a child is under 12 on the departure date, an adult 12 or over. */
  birthday: IsoDateSchema,
  /** ISO 3166-1 alpha-2 (upper-cased on the way in). */
  nationality: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'a two-letter country code'),
  /** Optional. */
  passportNumber: z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9]*$/, 'letters and digits only')
    .default(''),
});
export type Tourist = z.input<typeof TouristSchema>;

/** The insurance choice (spec §5): need help buying, bought myself, not needed. */
export const TOUR_INSURANCE_CHOICES = ['help', 'self', 'none'] as const;
export type TourInsuranceChoice = (typeof TOUR_INSURANCE_CHOICES)[number];

/** What tour and cruise bookings share. */

export const TourPriceLineSchema = z.object({
  /** Room key (cabin key). */
  room: z.string(),
  /** Option code (`2` twin share, `bedchild`…) and its name in `Lan`. */
  Code: z.string(),
  Name: z.string(),
  count: z.number().int(),
  /** Consumer price per person and for the line, cents (after a guarantee discount). */
  unit: z.number().int(),
  total: z.number().int(),
});
export type TourPriceLine = z.infer<typeof TourPriceLineSchema>;
