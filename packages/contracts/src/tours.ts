import { z } from 'zod';
import type { ErrorKey } from './errors';
import { ROOM_CODE } from './tour-rooms';

/**
 * Tours and cruises (spec part 2 §2, §3, §7, §9; issue 14 §2): the read-only calls.
 * `GET /api/list`, `GET /api/ValidMonths` (ours: the spec gives valid months no path),
 * `POST /api/tourlist`, `POST /api/SearchTour`; the detail, room data and cruise calls are in
 * `tours-detail.ts` and `tours-cruise.ts`. Field names are the spec's (TourName, TourCode…).
 *
 * Money is integer cents of USD, per person. Departure dates are the departure city's local
 * dates (`YYYY-MM-DD`) with its IANA time zone beside them.
 */

export * from './tour-rooms';
export * from './tour-room-mix';

/** Tour calls answer success with code 1000 (spec §9), not the common 0. */
export const TOUR_SUCCESS_CODE = 1000;

/**
 * The spec's failure texts of the tour calls (part 2 §8), each a catalogue entry: the one
 * place that says which call fails with which.
 */
export const TOUR_FAILURE = {
  destinations: 'noDestinations',
  months: 'noUsefulMonths',
  tours: 'noTours',
  tour: 'noTourFound',
  price: 'checkPriceFailed',
  input: 'tourParameterError',
} as const satisfies Record<string, ErrorKey>;

export const tourEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(TOUR_SUCCESS_CODE), msg: z.string(), data });

/** `Lan` of every tour call: EN, ZH or TW (any case), EN when absent. */
export const TOUR_LANGUAGES = ['EN', 'ZH', 'TW'] as const;
export type TourLanguage = (typeof TOUR_LANGUAGES)[number];
export const TourLanSchema = z
  .preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(TOUR_LANGUAGES))
  .default('EN');

export const TOUR_KINDS = ['tour', 'cruise'] as const;
export type TourKind = (typeof TOUR_KINDS)[number];
export const TOUR_STYLES = ['escorted', 'small-group', 'one-day', 'ocean', 'river'] as const;
export type TourStyle = (typeof TOUR_STYLES)[number];

/**
 * The request identity the spec's clients send (userid, usertype, accountcode, source). The
 * server prices by the bearer token, never by this object; it is accepted and ignored.
 */
export const TourUserSchema = z
  .object({
    userid: z.string().max(200).optional(),
    usertype: z.union([z.string().max(40), z.number()]).optional(),
    accountcode: z.string().max(80).optional(),
    source: z.string().max(40).optional(),
  })
  .optional();

const RegionCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'a two-letter code');
export const TourMonthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM');

// ---------------------------------------------------------------------------------------------
// Destination tree

/** `GET /api/list?type=a&kind=tour&Lan=EN`: regions (continents) with their areas (countries). */
export const TourListQuerySchema = z.object({
  type: z.literal('a').default('a'),
  kind: z.enum(TOUR_KINDS).default('tour'),
  Lan: TourLanSchema,
});
export type TourListQuery = z.input<typeof TourListQuerySchema>;

export const TourAreaSchema = z.object({ code: z.string(), name: z.string(), count: z.number() });
export const TourRegionSchema = z.object({
  code: z.string(),
  name: z.string(),
  count: z.number(),
  areas: z.array(TourAreaSchema),
});
export type TourRegion = z.infer<typeof TourRegionSchema>;
export const TourListReplySchema = tourEnvelope(z.object({ world: z.array(TourRegionSchema) }));

// ---------------------------------------------------------------------------------------------
// Valid months

/** `GET /api/ValidMonths`: the months with a departure on sale for a destination. */
export const TourMonthsQuerySchema = z.object({
  kind: z.enum(TOUR_KINDS).default('tour'),
  region: RegionCodeSchema.optional(),
  area: RegionCodeSchema.optional(),
  Lan: TourLanSchema,
});
export type TourMonthsQuery = z.input<typeof TourMonthsQuerySchema>;
export const TourMonthsReplySchema = tourEnvelope(z.array(z.string()));

// ---------------------------------------------------------------------------------------------
// Lists

/** Sorts (spec §2): 1 newest, 2 price low to high, 3 fewest days. */
export const TOUR_SORTS = { newest: 1, price: 2, days: 3 } as const;
export const TOUR_PAGE_SIZE = 12;
export const TOUR_MAX_PAGE_SIZE = 50;

const countFilter = z.coerce.number().int().min(0).max(10_000_000).optional();

/** What a list asks: the destination (required, spec §5), an optional month, filters, a page. */
export const TourSearchConditionSchema = z
  .object({
    kind: z.enum(TOUR_KINDS).default('tour'),
    region: RegionCodeSchema.optional(),
    area: RegionCodeSchema.optional(),
    month: TourMonthSchema.optional(),
    style: z.enum(TOUR_STYLES).optional(),
    sort: z.coerce
      .number()
      .int()
      .refine((n) => n === 1 || n === 2 || n === 3, 'sort must be 1, 2 or 3')
      .default(TOUR_SORTS.newest),
    minDays: z.coerce.number().int().min(1).max(60).optional(),
    maxDays: z.coerce.number().int().min(1).max(60).optional(),
    /** Per person, in cents, against the consumer "from" price. */
    minPrice: countFilter,
    maxPrice: countFilter,
    /** Words of the name, city or code (SearchTour only). */
    keyword: z.string().trim().max(80).optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(TOUR_MAX_PAGE_SIZE).default(TOUR_PAGE_SIZE),
  })
  .refine((c) => Boolean(c.region || c.area || c.keyword), {
    message: 'a destination (region or area) is required',
    path: ['region'],
  })
  .refine((c) => !c.minDays || !c.maxDays || c.minDays <= c.maxDays, {
    message: 'minDays is above maxDays',
    path: ['minDays'],
  })
  .refine((c) => c.minPrice === undefined || c.maxPrice === undefined || c.minPrice <= c.maxPrice, {
    message: 'minPrice is above maxPrice',
    path: ['minPrice'],
  });
export type TourSearchCondition = z.output<typeof TourSearchConditionSchema>;

/** `POST /api/tourlist`: the condition's fields at the top of the body. */
export const TourListBodySchema = z.intersection(
  TourSearchConditionSchema,
  z.object({ Lan: TourLanSchema, user: TourUserSchema }),
);
/** `POST /api/SearchTour`: the payload SearchCondition (spec §7). */
export const SearchTourBodySchema = z.object({
  SearchCondition: TourSearchConditionSchema,
  Lan: TourLanSchema,
  user: TourUserSchema,
});

/** One tour of a list, with its "from" price per person for the caller. */
export const TourCardSchema = z.object({
  TourID: z.string(),
  TourCode: z.string(),
  TourName: z.string(),
  TourImage: z.string(),
  TourCity: z.string(),
  TourCityCode: z.string(),
  TourDays: z.number(),
  TourSummary: z.string(),
  kind: z.enum(TOUR_KINDS),
  style: z.enum(TOUR_STYLES),
  region: z.string(),
  area: z.string(),
  operator: z.string(),
  /** Consumer price per person of the cheapest departure (in the month when one is asked). */
  Selling: z.number(),
  /** The caller's commission on it (0 for visitors and customers) and what the caller pays. */
  TourComm: z.number(),
  agentSelling: z.number(),
  currency: z.literal('USD'),
  /** First departure on sale (in the month when asked), YYYY-MM-DD local, and its zone. */
  nextDeparture: z.string(),
  TimeZone: z.string(),
  departures: z.number(),
  guaranteed: z.boolean(),
});
export type TourCard = z.infer<typeof TourCardSchema>;

export const TourPageSchema = z.object({
  Tours: z.array(TourCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TourPage = z.infer<typeof TourPageSchema>;
export const TourPageReplySchema = tourEnvelope(TourPageSchema);

// ---------------------------------------------------------------------------------------------
// Option names per language

/** Room and price option names as the page shows them, per `Lan`. */
export const TOUR_OPTION_NAMES: Record<TourLanguage, Record<string, string>> = {
  EN: {
    [ROOM_CODE.single]: 'Single room',
    [ROOM_CODE.twin]: 'Twin share',
    [ROOM_CODE.triple]: 'Triple share',
    [ROOM_CODE.quad]: 'Quad share',
    [ROOM_CODE.child]: 'Child without bed',
    [ROOM_CODE.bedchild]: 'Child with bed',
    [ROOM_CODE.adult]: 'Adult',
  },
  ZH: {
    [ROOM_CODE.single]: '单人房',
    [ROOM_CODE.twin]: '双人房',
    [ROOM_CODE.triple]: '三人房',
    [ROOM_CODE.quad]: '四人房',
    [ROOM_CODE.child]: '儿童不占床',
    [ROOM_CODE.bedchild]: '儿童占床',
    [ROOM_CODE.adult]: '成人',
  },
  TW: {
    [ROOM_CODE.single]: '單人房',
    [ROOM_CODE.twin]: '雙人房',
    [ROOM_CODE.triple]: '三人房',
    [ROOM_CODE.quad]: '四人房',
    [ROOM_CODE.child]: '兒童不佔床',
    [ROOM_CODE.bedchild]: '兒童佔床',
    [ROOM_CODE.adult]: '成人',
  },
};
