import { z } from 'zod';
import { COUNTER_LIMITS } from './constants';
import { ContactSchema } from './flight-booking';
import { NAME_MAX_LENGTH, SPECIAL_REQUESTS_MAX_LENGTH } from './form-values';

/**
 * What the traveller fills in on the hotel booking form, as `POST /api/SaveOrderNew` takes it
 * (hotel-orders.ts builds the body from these fields). A module of its own so the web's form
 * validates with it without loading the order schemas.
 */

/**
 * A lead guest's name as the hotel registers it: 1 to 50 characters, any alphabet. The spec
 * gives hotel guests no name rule (only flight passengers and accounts follow NAME_PATTERN, as
 * on a passport), so a name such as "Guest1" is taken (issue 11 §3 decision).
 */
const NAME = z.string().trim().min(1, 'required').max(NAME_MAX_LENGTH);

/** One lead guest per room (room 1 first); the hotel registers them. */
export const HotelGuestSchema = z.object({
  firstName: NAME,
  lastName: NAME,
});

/** The guests, contact, special requests and terms of a SaveOrderNew body. */
export const HotelBookingDetailsSchema = z.object({
  guests: z.array(HotelGuestSchema).min(1).max(COUNTER_LIMITS.rooms.max),
  contact: ContactSchema,
  specialRequests: z.string().trim().max(SPECIAL_REQUESTS_MAX_LENGTH).default(''),
  acceptTerms: z.literal(true),
});
