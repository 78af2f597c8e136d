import { z } from 'zod';
import { envelope } from './envelope';
import { birthYear, GENDERS, isEmptyBirthday, NAME_MAX_LENGTH } from './form-values';
import { NAME_PATTERN, PHONE_PATTERN } from './patterns';

export { EMPTY_BIRTHDAY, GENDERS, isEmptyBirthday, type Gender } from './form-values';

/**
 * Frequent travellers (spec part 1 §3, §7): people a signed-in user saves to fill passenger
 * forms. `GET`/`POST /api/FrequentlyUsers`, `DELETE /api/FrequentlyUsers/{id}`.
 */

/** Saved travellers per account (docs/decisions.md). */
export const MAX_FREQUENT_TRAVELLERS = 50;
export const FREQUENT_TRAVELLER_NAME_MAX = NAME_MAX_LENGTH;
/** Earliest real birth year accepted; year 0001 is the "empty" marker, not a birth year. */
export const EARLIEST_BIRTH_YEAR = 1900;

export const TravellerNameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(FREQUENT_TRAVELLER_NAME_MAX)
  .regex(NAME_PATTERN, 'letters, spaces, hyphens and apostrophes only');

/** Optional name: blank or a valid name. */
const OptionalNameSchema = z
  .string()
  .trim()
  .max(FREQUENT_TRAVELLER_NAME_MAX)
  .refine((value) => value === '' || NAME_PATTERN.test(value), {
    message: 'letters, spaces, hyphens and apostrophes only',
  });

/**
 * `YYYY-MM-DD`, blank, or year 0001 (both mean empty). Whether the date is in the future is
 * checked by the server against its clock.
 */
export const TravellerBirthdaySchema = z
  .union([z.literal(''), z.iso.date()])
  .refine(
    (value) => value === '' || isEmptyBirthday(value) || birthYear(value) >= EARLIEST_BIRTH_YEAR,
    {
      message: `year must be ${EARLIEST_BIRTH_YEAR} or later`,
    },
  );

export const FrequentTravellerSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  /** `YYYY-MM-DD`; `0001-01-01` when empty. */
  birthday: z.string(),
  gender: z.enum(GENDERS).nullable(),
  phoneNumber: z.string().nullable(),
  /**
   * The account holder, listed first when asked with `includeSelf` (issue 13 §2: the booking
   * forms offer them as one of the saved travellers); `id` is then the user's id. Edited on the
   * account page, not here.
   */
  self: z.literal(true).optional(),
});
export type FrequentTraveller = z.infer<typeof FrequentTravellerSchema>;

/** `GET /api/FrequentlyUsers?includeSelf=true`: the account holder first, then the saved ones. */
export const FrequentTravellerListQuerySchema = z.object({
  includeSelf: z.enum(['true', 'false']).optional(),
});

export const FrequentTravellerListReplySchema = envelope(z.array(FrequentTravellerSchema));
export const FrequentTravellerReplySchema = envelope(FrequentTravellerSchema);

/**
 * `POST /api/FrequentlyUsers`: without `id` adds a traveller, with `id` updates that one. The body
 * is the whole form: optional fields omitted or blank are saved empty.
 */
export const SaveFrequentTravellerBodySchema = z.object({
  id: z.uuid().optional(),
  firstName: TravellerNameSchema,
  middleName: OptionalNameSchema.optional(),
  lastName: TravellerNameSchema,
  birthDay: TravellerBirthdaySchema.optional(),
  gender: z.union([z.enum(GENDERS), z.literal('')]).nullish(),
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), {
      message: 'digits, spaces, +, -, ( and ) only, 6 to 32 characters',
    })
    .nullish(),
});
export type SaveFrequentTravellerBody = z.infer<typeof SaveFrequentTravellerBodySchema>;

export const FrequentTravellerIdParamsSchema = z.object({ id: z.uuid() });
export type FrequentTravellerIdParams = z.infer<typeof FrequentTravellerIdParamsSchema>;

export const DeleteFrequentTravellerReplySchema = envelope(z.null());
