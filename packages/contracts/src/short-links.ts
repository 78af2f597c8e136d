import { z } from 'zod';
import { envelope } from './envelope';
import { MAX_TRAVELLERS_PER_FLIGHT_BOOKING } from './constants';
import {
  FareBrandSchema,
  FlightOfferSchema,
  FlightSegmentSchema,
  FlightTripSchema,
} from './flights';

/**
 * Short links (spec part 1 §7): `POST /api/ShortLinks` stores a shared itinerary under a short
 * code, `GET /api/ShortLinks/{code}` reads it back, and `/flight-share/{code}` shows it.
 * Anyone may create one (visitors share too); creation is rate-limited per address.
 */

/**
 * Codes use digits and letters without the look-alikes (0 o O, 1 i l I): a code read aloud or
 * copied by hand still works, and it needs no URL escaping. 55^8 ≈ 8·10^13 codes make
 * guessing a live one hopeless.
 */
export const SHORT_LINK_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
export const SHORT_LINK_CODE_LENGTH = 8;
/** A link outlives the offer inside it (30 minutes); the page then offers to search again. */
export const SHORT_LINK_LIFETIME_DAYS = 30;
/** Where a flight link is shown: `/flight-share/{code}`. */
export const flightSharePath = (code: string): string => `/flight-share/${code}`;

export const ShortLinkCodeSchema = z
  .string()
  .regex(
    new RegExp(`^[${SHORT_LINK_ALPHABET}]{${SHORT_LINK_CODE_LENGTH}}$`),
    'not a short link code',
  );

/** The pages a flight link may send people back to: the results it was shared from. */
export const FLIGHT_RESULT_PATHS = ['/flights', '/flights-invoice'] as const;

const MAX_PATH_LENGTH = 2000;

/**
 * A path inside this app, never another site: it starts with one `/` (not `//` or `/\`, which
 * browsers read as another host), has no scheme, backslash, whitespace or control character,
 * and resolving it against any origin stays on that origin. Links open only what this allows,
 * so a short link cannot become an open redirect.
 */
export function isAppPath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_PATH_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Backslashes count as slashes in browsers; whitespace and control characters are stripped
  // by URL parsers, which could turn `/\t/evil.example` into `//evil.example`.
  if (/[\\\s\p{Cc}]/u.test(value)) return false;
  try {
    const base = 'https://app.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** The pathname of an app path (`/flights?x=1#y` → `/flights`). */
export const appPathname = (value: string): string => value.split(/[?#]/, 1)[0] ?? '';

/** An app path on the flight results pages, with its search in the query. */
export const FlightResultsPathSchema = z
  .string()
  .max(MAX_PATH_LENGTH)
  .refine(isAppPath, { message: 'must be a path on this site, starting with one /' })
  .refine((value) => (FLIGHT_RESULT_PATHS as readonly string[]).includes(appPathname(value)), {
    message: `must be a flight results page (${FLIGHT_RESULT_PATHS.join(', ')})`,
  });

/**
 * The offer as a results page holds it, with bounds: a real offer is a few KB, so a body that
 * only fits these by being huge is refused before anything is stored.
 */
const ShareSegmentSchema = FlightSegmentSchema.extend({
  flightId: z.string().min(1).max(40),
  airlineCode: z.string().min(2).max(3),
  flightNumber: z.string().min(1).max(6),
});
const ShareTripSchema = FlightTripSchema.extend({
  segments: z.array(ShareSegmentSchema).min(1).max(6),
});
const ShareBrandSchema = FareBrandSchema.extend({
  brandId: z.string().min(1).max(64),
  adultPrice: z.number().int().nonnegative(),
  adultTax: z.number().int().nonnegative(),
  childPrice: z.number().int().nonnegative(),
  childTax: z.number().int().nonnegative(),
  adultCommission: z.number().int().nonnegative(),
  childCommission: z.number().int().nonnegative(),
  infantPrice: z.number().int().nonnegative().default(0),
  infantTax: z.number().int().nonnegative().default(0),
  infantCommission: z.number().int().nonnegative().default(0),
  totalPrice: z.number().int().nonnegative(),
});
export const SharedFlightOfferSchema = FlightOfferSchema.extend({
  offerId: z.string().min(1).max(4000),
  responseId: z.string().max(200),
  expiresAt: z.iso.datetime({ offset: true }),
  trips: z.array(ShareTripSchema).min(1).max(10),
  brands: z.array(ShareBrandSchema).min(1).max(10),
  adults: z.number().int().min(1).max(MAX_TRAVELLERS_PER_FLIGHT_BOOKING),
  children: z
    .number()
    .int()
    .min(0)
    .max(MAX_TRAVELLERS_PER_FLIGHT_BOOKING - 1),
  /** Lap infants: one per adult at most. */
  infants: z
    .number()
    .int()
    .min(0)
    .max(MAX_TRAVELLERS_PER_FLIGHT_BOOKING - 1)
    .default(0),
})
  .refine(
    (offer) => offer.adults + offer.children + offer.infants <= MAX_TRAVELLERS_PER_FLIGHT_BOOKING,
    { message: `at most ${MAX_TRAVELLERS_PER_FLIGHT_BOOKING} travellers`, path: ['children'] },
  )
  .refine((offer) => offer.infants <= offer.adults, {
    message: 'one lap infant per adult',
    path: ['infants'],
  });

export const FlightShareDataSchema = z.object({
  offer: SharedFlightOfferSchema,
  /** The results URL the offer came from; "Search again" goes there when the fare expired. */
  searchUrl: FlightResultsPathSchema,
});
export type FlightShareData = z.infer<typeof FlightShareDataSchema>;

export const SHORT_LINK_KINDS = ['flight'] as const;
export type ShortLinkKind = (typeof SHORT_LINK_KINDS)[number];

/** `POST /api/ShortLinks` body. */
export const CreateShortLinkBodySchema = z.object({
  kind: z.literal('flight'),
  /** Where the link leads when its own page cannot help: the results it was shared from. */
  target: FlightResultsPathSchema,
  data: FlightShareDataSchema,
});
export type CreateShortLinkBody = z.infer<typeof CreateShortLinkBodySchema>;

export const CreatedShortLinkSchema = z.object({
  code: z.string(),
  /** `/flight-share/{code}`, relative: the page adds its own origin. */
  url: z.string(),
  expiresAt: z.string(),
});
export type CreatedShortLink = z.infer<typeof CreatedShortLinkSchema>;
export const CreateShortLinkReplySchema = envelope(CreatedShortLinkSchema);

export const ShortLinkParamsSchema = z.object({ code: z.string().max(64) });

/**
 * `GET /api/ShortLinks/{code}`: 404 `notFound` when unknown or expired. The reply shape is
 * the plain offer contract, not the creation bounds, so a later tightening of those bounds
 * cannot make links already shared unreadable.
 */
export const ShortLinkSchema = z.object({
  code: z.string(),
  kind: z.enum(SHORT_LINK_KINDS),
  target: z.string(),
  url: z.string(),
  data: z.object({ offer: FlightOfferSchema, searchUrl: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ShortLink = z.infer<typeof ShortLinkSchema>;
export const ShortLinkReplySchema = envelope(ShortLinkSchema);

/** Bodies bigger than this are refused with 413 before they are parsed. */
export const SHORT_LINK_BODY_LIMIT_BYTES = 64 * 1024;
