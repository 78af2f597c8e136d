import { z } from 'zod';
import { TOUR_KINDS, TOUR_STYLES, TourLanSchema, TourUserSchema, tourEnvelope } from './tours';

/**
 * Tour detail (`POST /api/tourdetail`, reply TourInfo) and room data (`GET /api/roomData`):
 * spec part 2 §3 "Tour intro" and "Tour room or price option". Cruises reuse TourInfo with
 * their ship, cabins and charges (`tours-cruise.ts`).
 */

const TourIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/, 'not a tour id');

/**
 * A room or price option of a departure, per person in cents. `Selling` and `TourToCSelling`
 * are the consumer price; the agent and sub-agent prices and commissions are computed on the
 * server from it and given only to whom they concern (null otherwise): an agent sees both
 * (booking for a sub-agent), a sub-agent its own. `TourComm` and `agentSelling` are the
 * caller's commission and what the caller pays.
 */
export const TourOptionSchema = z.object({
  Code: z.string(),
  Name: z.string(),
  /** People one room of this option takes (children: most per room). */
  Max: z.number(),
  /** Price kind: '1' adult, '2' child. */
  strJgbh: z.enum(['1', '2']),
  /** Cruise cabin category code ('' on tours). */
  Cabin: z.string(),
  Selling: z.number(),
  TourToCSelling: z.number(),
  TourToAgentSelling: z.number().nullable(),
  TourToSubagentSelling: z.number().nullable(),
  TourToAgentComm: z.number().nullable(),
  TourToSubagentComm: z.number().nullable(),
  TourComm: z.number(),
  agentSelling: z.number(),
});
export type TourOption = z.infer<typeof TourOptionSchema>;

export const TourDepartureSchema = z.object({
  /** packageID of PriceTour. */
  id: z.string(),
  /** cttq: local date of the first day, and of the last. */
  date: z.string(),
  returnDate: z.string(),
  TimeZone: z.string(),
  placesLeft: z.number(),
  guaranteed: z.boolean(),
  /** Per person, in cents, added to the twin price for a room alone. */
  singleSupplement: z.number(),
  /** When the balance after the deposit is due (local date); null when paid in full. */
  finalPaymentDate: z.string().nullable(),
  options: z.array(TourOptionSchema),
});
export type TourDeparture = z.infer<typeof TourDepartureSchema>;

export const TourDaySchema = z.object({
  day: z.number(),
  title: z.string(),
  description: z.string(),
  places: z.array(z.string()),
  /** Included meals: any of breakfast, lunch, dinner. */
  meals: z.array(z.enum(['breakfast', 'lunch', 'dinner'])),
  /** Hotel or ship of the night; null on the last day. */
  overnight: z.string().nullable(),
});

export const CruiseCabinSchema = z.object({
  code: z.string(),
  category: z.enum(['inside', 'oceanview', 'balcony', 'suite']),
  name: z.string(),
  decks: z.string(),
  beds: z.string(),
  maxOccupancy: z.number(),
  /** A guarantee cabin (number assigned later) is offered, this many percent cheaper. */
  guaranteeOption: z.boolean(),
  guaranteeDiscountPercent: z.number(),
});

export const CruiseFactsSchema = z.object({
  ship: z.object({
    code: z.string(),
    name: z.string(),
    kind: z.enum(['ocean', 'river']),
    yearBuilt: z.number(),
    passengers: z.number(),
    decks: z.number(),
  }),
  cabins: z.array(CruiseCabinSchema),
  /** Per person, in cents, on top of the cabin price. */
  portCharges: z.number(),
  gratuities: z.number(),
});

export const TourInfoSchema = z.object({
  TourID: z.string(),
  TourCode: z.string(),
  TourName: z.string(),
  TourCity: z.string(),
  TourCityCode: z.string(),
  TimeZone: z.string(),
  TourDays: z.number(),
  TourSummary: z.string(),
  TourImage: z.string(),
  /**
   * The itinerary document (issue 14 §1 TourPDF), in the request's language:
   * `GET /api/TourPDF/{TourID}.pdf?Lan=EN|ZH|TW` (our path; see TourPdfParamsSchema). Null when
   * a tour has none.
   */
  TourPDF: z.string().nullable(),
  highlights: z.array(z.string()),
  overview: z.string(),
  kind: z.enum(TOUR_KINDS),
  style: z.enum(TOUR_STYLES),
  region: z.string(),
  area: z.string(),
  operator: z.object({ code: z.string(), name: z.string() }),
  currency: z.literal('USD'),
  /** Per person, in cents (0: paid in full when booking). */
  deposit: z.number(),
  TourBriefItinerary: z.array(TourDaySchema),
  departures: z.array(TourDepartureSchema),
  cruise: CruiseFactsSchema.nullable(),
});
export type TourInfo = z.infer<typeof TourInfoSchema>;

/**
 * A tour's or cruise's header (the top of its intro), as the server knows it from the catalogue
 * and writes it into the detail page's first HTML, in English, and as the page draws it from
 * TourInfo.
 */
export type TourHeaderFacts = Pick<
  TourInfo,
  | 'TourID'
  | 'TourName'
  | 'TourCode'
  | 'TourCity'
  | 'TourDays'
  | 'TourSummary'
  | 'TourImage'
  | 'TourPDF'
  | 'kind'
  | 'style'
  | 'region'
  | 'area'
> & { operator: Pick<TourInfo['operator'], 'name'> };

/**
 * `GET /api/TourPDF/{TourID}.pdf?Lan=EN|ZH|TW`: the itinerary PDF (cover, days, departures at
 * public prices per person, what is included, terms) in the language asked. Public: anyone may
 * download it; an unknown tour is 404 'No tour found', a bad `Lan` 400 'parameter error'.
 */
export const TourPdfParamsSchema = z.object({
  file: z
    .string()
    .max(90)
    .regex(/^[a-z0-9-]+\.pdf$/, 'must be {TourID}.pdf'),
});
export const TourPdfQuerySchema = z.object({ Lan: TourLanSchema });

export const TourDetailBodySchema = z.object({
  tourid: TourIdSchema,
  Lan: TourLanSchema,
  user: TourUserSchema,
});
export const TourDetailReplySchema = tourEnvelope(TourInfoSchema);

/** `GET /api/roomData?tourid=…&cttq=YYYY-MM-DD`: what the room settings of one departure allow. */
export const RoomDataQuerySchema = z.object({
  tourid: TourIdSchema,
  cttq: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'cttq must be YYYY-MM-DD'),
  Lan: TourLanSchema,
});
export type RoomDataQuery = z.input<typeof RoomDataQuerySchema>;

export const RoomDataSchema = z.object({
  tourid: z.string(),
  packageID: z.string(),
  cttq: z.string(),
  /** How the party is roomed (room-rules kind): rooms, one group, or cabins. */
  roomKind: z.enum(['tour', 'one-day', 'cruise']),
  placesLeft: z.number(),
  limits: z.object({
    minRooms: z.number(),
    maxRooms: z.number(),
    minAdults: z.number(),
    maxAdults: z.number(),
    minChildren: z.number(),
    maxChildren: z.number(),
    /** Cruise: adults per cabin (2); null otherwise. */
    adultsPerRoom: z.number().nullable(),
  }),
  /** People per room: by cabin code on cruises, '' for the tour's rooms. */
  capacity: z.record(z.string(), z.number()),
  options: z.array(TourOptionSchema),
});
export type RoomData = z.infer<typeof RoomDataSchema>;
export const RoomDataReplySchema = tourEnvelope(RoomDataSchema);
