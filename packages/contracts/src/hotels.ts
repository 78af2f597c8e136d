import { z } from 'zod';
import { envelope } from './envelope';
import { COUNTER_LIMITS } from './constants';
import {
  HOTEL_MAP_LIMIT,
  HOTEL_PAGE_SIZE,
  HOTEL_REVIEW_SCORES,
  HOTEL_REVIEWS_MAX_PAGE_SIZE,
  HOTEL_REVIEWS_PAGE_SIZE,
  HOTEL_SCORE_WORDS,
  HOTEL_SORTS,
  HOTEL_TRAVELLER_TYPES,
  isRealCompactDate,
} from './hotel-rules';

/**
 * Hotels (spec part 1 §2, §5, §9; part 2 §2 "Hotels", §3, §5, §7, §9): `GET /api/hotel`,
 * `POST /api/SearchHotel`, `GET /api/HotelDetail`, `POST /api/SearchHotelRuleNew`; booking
 * (`POST /api/SaveOrderNew`, `GET /api/SearchHotelOrder`) is in `hotel-orders.ts`.
 *
 * Money is integer cents of USD (the supplier's currency; the web converts at display). Stay
 * dates are the hotel's local calendar dates, `YYYYMMDD` on the wire (spec part 2 §2), and a
 * cancellation deadline is an instant (ISO, Z) with the hotel's IANA time zone beside it.
 */

// The zod-free part (limits, dates, place types, filters, sorts) lives in `hotel-rules` so the
// web pages can use it without loading zod; it is part of this contract all the same.
export * from './hotel-rules';

/** `YYYYMMDD`, a real calendar date. */
export const HotelDateSchema = z
  .string()
  .trim()
  .regex(/^\d{8}$/, 'date must be YYYYMMDD')
  .refine(isRealCompactDate, { message: 'not a real date' });

// ---------------------------------------------------------------------------------------------
// Address search

/** `GET /api/hotel?where=…&t=a&customersessionid=…`; an empty `where` gives recommendations. */
export const HotelAddressQuerySchema = z.object({
  where: z.string().trim().max(80).default(''),
  /** `a` (address), the only kind the storefront asks for. */
  t: z.literal('a').default('a'),
  customersessionid: z.string().max(128).optional(),
});
export type HotelAddressQuery = z.input<typeof HotelAddressQuerySchema>;

export const HotelAddressSuggestionSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  /** City name, or the airport's name. */
  name: z.string(),
  cityname: z.string(),
  countryname: z.string(),
  Longitude: z.number(),
  Latitude: z.number(),
  /** Airport: its IATA code; city: its IATA city code when it has one, else ''. */
  code: z.string(),
  /** City: `longitude,latitude`; airport: its code (spec part 2 §3). */
  value: z.string(),
});
export type HotelAddressSuggestion = z.infer<typeof HotelAddressSuggestionSchema>;
export const HotelAddressReplySchema = envelope(z.array(HotelAddressSuggestionSchema));

// ---------------------------------------------------------------------------------------------
// Search

export const HOTEL_AMENITIES = [
  'wifi',
  'freeBreakfast',
  'freeParking',
  'petsAllowed',
  'pool',
  'fitness',
  'spa',
  'restaurant',
  'bar',
  'airportShuttle',
  'airConditioning',
  'roomService',
  'laundry',
  'businessCentre',
  'accessible',
] as const;
export type HotelAmenity = (typeof HOTEL_AMENITIES)[number];
export const HOTEL_AMENITY_NAMES: Record<HotelAmenity, string> = {
  wifi: 'Free Wi-Fi',
  freeBreakfast: 'Free breakfast',
  freeParking: 'Free parking',
  petsAllowed: 'Pets allowed',
  pool: 'Pool',
  fitness: 'Fitness centre',
  spa: 'Spa',
  restaurant: 'Restaurant',
  bar: 'Bar',
  airportShuttle: 'Airport shuttle',
  airConditioning: 'Air conditioning',
  roomService: 'Room service',
  laundry: 'Laundry',
  businessCentre: 'Business centre',
  accessible: 'Accessible rooms',
};

/**
 * Rate policies, shown as badges (spec part 2 §2): guarantee (a card guarantees the stay, paid
 * at the hotel), deposit (the first night now, the rest at the hotel), refundable (paid now,
 * free cancellation until the deadline), notRefundable (paid now, no refund).
 */
export const HOTEL_POLICIES = ['guarantee', 'deposit', 'refundable', 'notRefundable'] as const;
export type HotelPolicy = (typeof HOTEL_POLICIES)[number];
export const HOTEL_POLICY_NAMES: Record<HotelPolicy, string> = {
  guarantee: 'Guarantee required',
  deposit: 'Deposit required',
  refundable: 'Refundable',
  notRefundable: 'Not refundable',
};

const count = (limits: { min: number; max: number }, fallback: number) =>
  z.coerce.number().int().min(limits.min).max(limits.max).default(fallback);

/** The stay and party every hotel call repeats. */
export const HotelStaySchema = z.object({
  checkIn: HotelDateSchema,
  checkOut: HotelDateSchema,
  rooms: count(COUNTER_LIMITS.rooms, 1),
  adults: count(COUNTER_LIMITS.adults, 1),
  children: count(COUNTER_LIMITS.children, 0),
});
export type HotelStay = z.output<typeof HotelStaySchema>;

/**
 * `POST /api/SearchHotel`. The destination is `address` (a city suggestion's value,
 * `longitude,latitude`) or `airportCode`. Rules the schema cannot say (check-out after
 * check-in, at most 30 nights, not in the past, rooms ≤ adults, a known place) answer 400
 * `invalidHotelSearch` with the issues.
 */
export const HotelSearchBodySchema = HotelStaySchema.extend({
  address: z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?$/, 'longitude,latitude')
    .optional(),
  airportCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'a three-letter airport code')
    .optional(),
  amenities: z.array(z.enum(HOTEL_AMENITIES)).max(HOTEL_AMENITIES.length).default([]),
  /** Star ratings to keep (1–5); empty keeps all. */
  stars: z.array(z.number().int().min(1).max(5)).max(5).default([]),
  /** Nightly rate bounds in cents (per room, average over the stay). */
  minPrice: z.number().int().min(0).optional(),
  maxPrice: z.number().int().min(0).optional(),
  /** Only hotels with a refundable rate for the stay (free cancellation until a deadline). */
  freeCancellation: z.boolean().default(false),
  /** Only hotels whose review score (1–5) is at least this: 4.5, 4 or 3.5. */
  minRating: z.literal(HOTEL_REVIEW_SCORES).optional(),
  sort: z.enum(HOTEL_SORTS).default('recommand'),
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(HOTEL_MAP_LIMIT).default(HOTEL_PAGE_SIZE),
  customersessionid: z.string().max(128).optional(),
});
export type HotelSearchBody = z.input<typeof HotelSearchBodySchema>;

/** Drawn, not photographed: the web paints each picture from these (no photos ship offline). */
export const HotelPictureSchema = z.object({
  kind: z.enum(['facade', 'room', 'lobby', 'pool', 'view']),
  /** Seed of the drawing: same seed, same picture. */
  seed: z.number().int(),
  caption: z.string(),
});
export type HotelPicture = z.infer<typeof HotelPictureSchema>;

export const HotelSummarySchema = z.object({
  /** `{propertyCode}-{chainCode}-{hyphenated-name}` (spec part 2 §2), the /hotel/{id} path. */
  id: z.string(),
  propertyCode: z.string(),
  chainCode: z.string(),
  chainName: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** From the searched point. */
  distanceKm: z.number(),
  /** 1.0–5.0, one decimal; stars are its integer part, the score shows as x/5. */
  rating: z.number(),
  stars: z.number().int().min(1).max(5),
  reviewCount: z.number().int(),
  amenities: z.array(z.enum(HOTEL_AMENITIES)),
  picture: HotelPictureSchema,
  /** Lowest average nightly rate of one room over the stay, before taxes, in cents. */
  nightlyFrom: z.number().int(),
  /**
   * The whole stay at the rate behind `nightlyFrom`: every room, every night, taxes included,
   * in cents. Priced by the server with the booking's own code, so booking `roomCodeFrom` for
   * the same stay and party totals exactly this (issue 13 §3).
   */
  totalFrom: z.number().int(),
  /**
   * Agents and sub-agents only (absent for everyone else): their commission on the stay at
   * that rate, a percent of its price before taxes. They pay `totalFrom − commissionFrom`.
   */
  commissionFrom: z.number().int().optional(),
  /** The room code (`{roomType}-{plan}`) of that rate. */
  roomCodeFrom: z.string(),
  /** A refundable rate is on offer whose free cancellation has not ended (the filter's test). */
  freeCancellation: z.boolean(),
  currency: z.literal('USD'),
  /** Policies among the rates on offer for this stay. */
  badges: z.array(z.enum(HOTEL_POLICIES)),
  /** The fewest rooms left of the rate behind `nightlyFrom`, when 5 or fewer. */
  roomsLeft: z.number().int().nullable(),
});
export type HotelSummary = z.infer<typeof HotelSummarySchema>;

export const HotelSearchResultSchema = z.object({
  /**
   * Where the search was centred, for the map; every `distanceKm` is measured from here. An
   * airport search names its airport (the cards say "2.1 km from London Heathrow Airport"), a
   * city search has none (its point is the city's centre).
   */
  center: z.object({
    latitude: z.number(),
    longitude: z.number(),
    label: z.string(),
    airport: z.object({ code: z.string(), name: z.string() }).nullable(),
  }),
  nights: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hotels: z.array(HotelSummarySchema),
  /** Nightly bounds of every available hotel before the price filter (the slider's range). */
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type HotelSearchResult = z.infer<typeof HotelSearchResultSchema>;
export const HotelSearchReplySchema = envelope(HotelSearchResultSchema);

// ---------------------------------------------------------------------------------------------
// Detail and rooms

export const HotelIdSchema = z
  .string()
  .trim()
  .min(5)
  .max(160)
  .regex(/^[A-Z0-9]+-[A-Z0-9]{2}-[a-z0-9-]+$/, 'a hotel id');

export const BED_TYPES = ['king', 'queen', 'double', 'twin', 'sofaBed'] as const;

export const HotelRateSchema = z.object({
  /** Room type and rate plan, e.g. `DK-R` (deluxe king, refundable). */
  roomCode: z.string(),
  policy: z.enum(HOTEL_POLICIES),
  breakfastIncluded: z.boolean(),
  /** Average nightly rate of one room before taxes, in cents. */
  nightly: z.number().int(),
  /** Every room, every night, before taxes. */
  subtotal: z.number().int(),
  taxes: z.number().int(),
  total: z.number().int(),
  /**
   * Agents and sub-agents only (absent for everyone else): their commission, a percent of
   * `subtotal` (the rooms before taxes). They pay `total − commission`.
   */
  commission: z.number().int().optional(),
  /** Refundable rates: free cancellation until this instant (ISO, Z). */
  cancellationDeadline: z.string().nullable(),
  /** Rooms of this type left for every night of the stay (shown at 5 or fewer). */
  roomsLeft: z.number().int(),
});
export type HotelRate = z.infer<typeof HotelRateSchema>;

export const HotelRoomSchema = z.object({
  /** Room type code, e.g. `DK`. */
  code: z.string(),
  name: z.string(),
  beds: z.array(z.object({ type: z.enum(BED_TYPES), count: z.number().int() })),
  maxOccupancy: z.number().int(),
  sizeSqm: z.number().int(),
  picture: HotelPictureSchema,
  features: z.array(z.string()),
  /** Rate plans bookable for the asked stay and party; empty when sold out or too small. */
  rates: z.array(HotelRateSchema),
  /** Why there are no rates: the party does not fit, or nothing is left. */
  unavailable: z.enum(['tooSmall', 'soldOut']).nullable(),
});
export type HotelRoom = z.infer<typeof HotelRoomSchema>;

/** A share (0–100) of something per score word, Excellent … Poor (hotel-rules `HOTEL_SCORE_WORDS`). */
const perScoreWord = z.object({
  excellent: z.number().int(),
  veryGood: z.number().int(),
  good: z.number().int(),
  fair: z.number().int(),
  poor: z.number().int(),
});

export const HotelReviewSummarySchema = z.object({
  rating: z.number(),
  reviewCount: z.number().int(),
  /**
   * Share of the ratings per score word (Excellent 4.5+, Very good 4.0+, Good 3.5+, Fair 2.5+,
   * Poor: the review-score filter's thresholds), summing to 100.
   */
  distribution: perScoreWord,
  /** 1.0–5.0 per aspect. */
  aspects: z.object({
    cleanliness: z.number(),
    location: z.number(),
    service: z.number(),
    value: z.number(),
  }),
  /** How many of the ratings came with a written review (`GET /api/HotelReviews` pages them). */
  writtenCount: z.number().int(),
});

/**
 * `GET /api/HotelDetail?id=…&checkIn=…&checkOut=…&rooms=…&adults=…&children=…`. The spec names
 * no call for the detail page, so the path is ours, under the same prefix. Unknown id: 404
 * `notFound`; a stay that breaks the rules in the hotel's calendar: 400 `invalidHotelSearch`.
 */
export const HotelDetailQuerySchema = HotelStaySchema.extend({
  id: HotelIdSchema,
  /**
   * `agent` from a signed-in agent's or sub-agent's page. The server prices by the access token
   * alone and ignores it; it only keeps the agent's URL apart from the visitor's one that
   * /hotel/{id}'s first HTML preloads, whose reply the browser would otherwise hand over.
   */
  buyer: z.literal('agent').optional(),
  customersessionid: z.string().max(128).optional(),
});
export type HotelDetailQuery = z.input<typeof HotelDetailQuerySchema>;

export const HotelDetailSchema = HotelSummarySchema.omit({ distanceKm: true }).extend({
  timeZone: z.string(),
  /** Local times, HH:mm. */
  checkInFrom: z.string(),
  checkOutUntil: z.string(),
  overview: z.string(),
  /** About tab: the property's facts and house rules, one per line. */
  about: z.array(z.object({ title: z.string(), text: z.string() })),
  pictures: z.array(HotelPictureSchema),
  rooms: z.array(HotelRoomSchema),
  reviews: HotelReviewSummarySchema,
  nights: z.number().int(),
});
export type HotelDetail = z.infer<typeof HotelDetailSchema>;
export const HotelDetailReplySchema = envelope(HotelDetailSchema);

// ---------------------------------------------------------------------------------------------
// Written reviews

/**
 * `GET /api/HotelReviews?id=…&page=…&pageSize=…`: a hotel's written reviews, newest stay
 * first (our path: the spec names no call). Unknown id: 404 `notFound`.
 */
export const HotelReviewsQuerySchema = z.object({
  id: HotelIdSchema,
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(HOTEL_REVIEWS_MAX_PAGE_SIZE)
    .default(HOTEL_REVIEWS_PAGE_SIZE),
  customersessionid: z.string().max(128).optional(),
});
export type HotelReviewsQuery = z.input<typeof HotelReviewsQuerySchema>;

export const HotelReviewSchema = z.object({
  id: z.string(),
  /** 1.0–5.0, one decimal: the site's scale (shown x/5). */
  score: z.number().min(1).max(5),
  /** The score's word (hotel-rules `hotelScoreWord`): excellent, veryGood, good, fair, poor. */
  word: z.enum(HOTEL_SCORE_WORDS),
  title: z.string(),
  text: z.string(),
  traveller: z.enum(HOTEL_TRAVELLER_TYPES),
  /** The month of the stay, `YYYY-MM`. */
  stayMonth: z.string().regex(/^\d{4}-\d{2}$/),
  nights: z.number().int().min(1),
  /** The room type stayed in, by name. */
  room: z.string(),
  /** First name and country, as the reviewer chose to show them. */
  reviewer: z.object({ name: z.string(), country: z.string() }),
});
export type HotelReview = z.infer<typeof HotelReviewSchema>;

export const HotelReviewsResultSchema = z.object({
  hotelId: z.string(),
  /** Every written review of the hotel. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  reviews: z.array(HotelReviewSchema),
});
export type HotelReviewsResult = z.infer<typeof HotelReviewsResultSchema>;
export const HotelReviewsReplySchema = envelope(HotelReviewsResultSchema);

// ---------------------------------------------------------------------------------------------
// Map tiles

/**
 * `GET /api/MapTiles`: the street tiles the hotel maps draw (the server's `MAP_TILE_URL`, whose
 * origin its content security policy allows in `img-src`), or `url: null` for the offline
 * world map only. The attribution is plain text and a link: the provider's terms.
 */
export const MapTilesSchema = z.object({
  /** `https://host/{z}/{x}/{y}.png`: one host, the placeholders in the path. */
  url: z.string().nullable(),
  attribution: z.object({ text: z.string(), url: z.string().nullable() }).nullable(),
});
export type MapTiles = z.infer<typeof MapTilesSchema>;
export const MapTilesReplySchema = envelope(MapTilesSchema);

// ---------------------------------------------------------------------------------------------
// Rules (the chosen room)

/** `POST /api/SearchHotelRuleNew`: the chosen room and rate for the stay. */
export const HotelRuleBodySchema = HotelStaySchema.extend({
  hotelId: HotelIdSchema,
  roomCode: z.string().trim().min(1).max(16),
  customersessionid: z.string().max(128).optional(),
});
export type HotelRuleBody = z.input<typeof HotelRuleBodySchema>;

export const HotelNightPriceSchema = z.object({
  /** YYYYMMDD, the hotel's local date. */
  date: z.string(),
  /** One room, before taxes. */
  price: z.number().int(),
});

export const HotelRuleSchema = z.object({
  hotel: HotelSummarySchema.omit({ distanceKm: true }).extend({ timeZone: z.string() }),
  room: HotelRoomSchema.omit({ rates: true, unavailable: true }),
  rate: HotelRateSchema,
  stay: z.object({
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    rooms: z.number().int(),
    adults: z.number().int(),
    children: z.number().int(),
  }),
  /** Price per night of one room (spec: "price per night"). */
  nights: z.array(HotelNightPriceSchema),
  /**
   * Charged when booking (deposit: the first night with its taxes; guarantee: 0). For an agent
   * the rate's commission comes off this first and off `dueAtHotel` for the rest, so the two
   * add up to `rate.total − rate.commission`: what the signed-in buyer pays.
   */
  dueNow: z.number().int(),
  /** Paid at the hotel. */
  dueAtHotel: z.number().int(),
  /** The rules in words: cancellation, payment, check-in and check-out, children, pets. */
  rules: z.array(z.string()),
});
export type HotelRule = z.infer<typeof HotelRuleSchema>;
export const HotelRuleReplySchema = envelope(HotelRuleSchema);

/**
 * What the top of /hotel/{id} says about a hotel apart from the stay: the facts HotelDetail
 * carries that the server also has without asking the supplier for rooms, so it can write the
 * header into the page's first HTML (issue 10). Plain values, the same on both sides.
 */
export interface HotelHeaderFacts {
  chainName: string;
  name: string;
  rating: number;
  reviewCount: number;
  street: string;
  city: string;
  countryName: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  checkInFrom: string;
  checkOutUntil: string;
  pictures: readonly { caption: string }[];
}
