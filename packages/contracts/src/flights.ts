import { z } from 'zod';
import { envelope } from './envelope';
import { MAX_TRAVELLERS_PER_FLIGHT_BOOKING } from './constants';

/**
 * Flight search and offers (spec part 1 §3, §5, §7, §9): `GET /api/AirTickets`,
 * `GET /api/AirTickets/multicity`, `GET /api/AirTickets/calendar`.
 *
 * Money is integer minor units (cents) of `currency` (always USD from the supplier; the web
 * converts at display). Times come three ways: `…Time` is the local wall-clock time at that
 * airport (`YYYY-MM-DDTHH:mm`, what the traveller reads), `…TimeUtc` the instant (ISO with Z),
 * `…TimeZone` the airport's IANA zone.
 */

/** `MM/DD/YYYY` (spec §9 date format). */
export const SearchDateSchema = z
  .string()
  .trim()
  .regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/, 'date must be MM/DD/YYYY')
  .refine((value) => isRealDate(value), { message: 'not a real date' });

/** A three-letter IATA airport or metro code, upper-cased on the way in. */
export const PlaceCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'a three-letter airport or city code');

export const SEARCH_CABINS = ['A', 'E', 'P', 'B', 'F'] as const;
export const BOOKABLE_CABINS = ['E', 'P', 'B', 'F'] as const;
export type BookableCabin = (typeof BOOKABLE_CABINS)[number];
export const CABIN_NAMES: Record<BookableCabin, string> = {
  E: 'Economy',
  P: 'Premium economy',
  B: 'Business',
  F: 'First',
};

const countParam = (min: number, fallback: number) =>
  z.coerce.number().int().min(min).max(MAX_TRAVELLERS_PER_FLIGHT_BOOKING).default(fallback);

/** Query flags arrive as strings: `1`, `true`. */
const flagParam = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((value) => value === true || value === '1' || value === 'true')
  .optional();

const commonSearchParams = {
  adult: countParam(1, 1),
  child: countParam(0, 0),
  /** Lap infants (under 2): one per adult (refined per schema below). */
  infants: countParam(0, 0),
  /** Omitted (or A) means all cabins (spec §3). */
  cabin: z.enum(SEARCH_CABINS).optional(),
  cid: z.string().max(64).optional(),
  customersessionid: z.string().max(128).optional(),
  /** /flights-invoice: only fares that can be invoiced. */
  invoice: flagParam,
};

/** `GET /api/AirTickets`: one-way and round trip. */
export const FlightSearchQuerySchema = z.object({
  tripType: z.enum(['oneway', 'roundtrip']),
  departureAirport: PlaceCodeSchema,
  destinationAirport: PlaceCodeSchema,
  departureDate: SearchDateSchema,
  returnDate: SearchDateSchema.optional(),
  ...commonSearchParams,
});
export type FlightSearchQuery = z.infer<typeof FlightSearchQuerySchema>;

/** `GET /api/AirTickets/multicity`: `trips` = `DEP,ARR,MM/DD/YYYY|DEP,ARR,MM/DD/YYYY|…`. */
export const MulticitySearchQuerySchema = z.object({
  trips: z.string().trim().min(1).max(400),
  ...commonSearchParams,
});
export type MulticitySearchQuery = z.infer<typeof MulticitySearchQuerySchema>;

/** `GET /api/AirTickets/calendar`: the cheapest fare for each of ±3 days around the date. */
export const FlightCalendarQuerySchema = FlightSearchQuerySchema;
export const CALENDAR_DAYS_EACH_SIDE = 3;

export interface MulticityLeg {
  departureAirport: string;
  destinationAirport: string;
  departureDate: string;
}

/** Parses `trips`; null when a leg is malformed (the route answers 400). */
export function parseTrips(trips: string): MulticityLeg[] | null {
  const legs: MulticityLeg[] = [];
  for (const part of trips.split('|')) {
    const [dep, arr, date, ...rest] = part.split(',').map((s) => s.trim());
    if (rest.length > 0 || !dep || !arr || !date) return null;
    if (!/^[A-Za-z]{3}$/.test(dep) || !/^[A-Za-z]{3}$/.test(arr)) return null;
    if (!SearchDateSchema.safeParse(date).success) return null;
    legs.push({
      departureAirport: dep.toUpperCase(),
      destinationAirport: arr.toUpperCase(),
      departureDate: date,
    });
  }
  return legs;
}

export const formatTrips = (legs: readonly MulticityLeg[]): string =>
  legs.map((l) => `${l.departureAirport},${l.destinationAirport},${l.departureDate}`).join('|');

// ---------------------------------------------------------------------------------------------
// Offers

export const PENALTY_KINDS = ['unknown', 'able', 'non'] as const;
/** `unknown`, `able`, `non`, or a fee text such as "USD 75" (spec §3 flight rules). */
export const PenaltySchema = z.string();

export const FareRulesSchema = z.object({
  refundPenalty: PenaltySchema,
  changePenalty: PenaltySchema,
  endorsementPenalty: PenaltySchema,
  /** Change fee in cents when `changePenalty` is a fee; 0 when free, null when not changeable. */
  changeFeeCents: z.number().int().nullable(),
  refundFeeCents: z.number().int().nullable(),
});
export type FareRules = z.infer<typeof FareRulesSchema>;

/** One baggage or carry-on allowance entry (spec §3). */
export const BagAllowanceSchema = z.object({
  /** Indexes into the offer's flattened segment list that this allowance covers. */
  segments: z.array(z.number().int()),
  allowancePiecesSpecified: z.boolean(),
  allowancePieces: z.number().int(),
  weightSpecified: z.boolean(),
  weight: z.number().int(),
  unit: z.enum(['KG', 'LB']),
});
export type BagAllowance = z.infer<typeof BagAllowanceSchema>;

export const TAX_TYPES = [0, 1] as const;

/** A fare brand of an offer (Basic, Standard, Flex…): its own price, rules and bags. */
export const FareBrandSchema = z.object({
  brandId: z.string(),
  /** Brand type / name shown: Basic, Standard, Flex. */
  type: z.string(),
  name: z.string(),
  bookingClass: z.string(),
  adultFarebasis: z.string(),
  adultPrice: z.number().int(),
  adultTax: z.number().int(),
  childPrice: z.number().int(),
  childTax: z.number().int(),
  /** 0: price and tax are both added (spec §3); 1: tax is included in price. */
  adultTaxType: z.number().int(),
  childTaxType: z.number().int(),
  /** Agent commission per adult and child in cents (0 for consumers). */
  adultCommission: z.number().int(),
  childCommission: z.number().int(),
  /**
   * A lap infant's base fare, taxes and commission in cents (docs/decisions.md "Lap infants");
   * 0 in orders and offers made before infants were sold.
   */
  infantPrice: z.number().int().default(0),
  infantTax: z.number().int().default(0),
  infantCommission: z.number().int().default(0),
  /** The whole party's total in cents after commission. */
  totalPrice: z.number().int(),
  rules: FareRulesSchema,
  baggage: z.array(BagAllowanceSchema),
  carryOn: z.array(BagAllowanceSchema),
  /** Fare can be invoiced (shown on /flights-invoice). */
  invoiceable: z.boolean(),
  seatsRemaining: z.number().int(),
});
export type FareBrand = z.infer<typeof FareBrandSchema>;

export const FlightSegmentSchema = z.object({
  /** Stable id of the flight on its date: `{airline}{number}-{YYYYMMDD}` (local departure date). */
  flightId: z.string(),
  departureTime: z.string(),
  departureTimeUtc: z.string(),
  departureTimeZone: z.string(),
  arrivalTime: z.string(),
  arrivalTimeUtc: z.string(),
  arrivalTimeZone: z.string(),
  departureAirportCode: z.string(),
  departureAirportName: z.string(),
  departureCity: z.string(),
  departureCountryName: z.string(),
  /** ISO 3166-1 alpha-2; absent from offers stored before issue 13 (travel-documents.ts). */
  departureCountryCode: z.string().optional(),
  arrivalAirportCode: z.string(),
  arrivalAirportName: z.string(),
  arrivalCity: z.string(),
  arrivalCountryName: z.string(),
  arrivalCountryCode: z.string(),
  departureTerminal: z.string(),
  arrivalTerminal: z.string(),
  /** Minutes in the air. */
  duration: z.number().int(),
  airlineCode: z.string(),
  airlineName: z.string(),
  flightNumber: z.string(),
  aircraftCode: z.string(),
  aircraftName: z.string(),
  cabin: z.enum(BOOKABLE_CABINS),
  bookingClass: z.string(),
  adultFarebasis: z.string(),
  /** Minutes on the ground before the next segment of the same trip; 0 on the last. */
  layoverAfter: z.number().int(),
});
export type FlightSegment = z.infer<typeof FlightSegmentSchema>;

export const FlightTripSchema = z.object({
  /** Minutes from first departure to last arrival. */
  duration: z.number().int(),
  stops: z.number().int(),
  segments: z.array(FlightSegmentSchema),
});
export type FlightTrip = z.infer<typeof FlightTripSchema>;

export const FARE_CHANNELS = ['F', 'M', 'D', 'N', 'G'] as const;

export const FlightOfferSchema = z.object({
  /** Opaque (`{responseId}.{index}`): names the stored quote. Sent back to pre-book. */
  offerId: z.string(),
  /** Id of the search reply the offer came from (NDC ShoppingResponseID). */
  responseId: z.string(),
  /** ISO instant; after it the offer answers 1201 data expired. */
  expiresAt: z.string(),
  tripType: z.enum(['oneway', 'roundtrip', 'multicity']),
  /** One trip per leg: outbound (and return), or each multi-city leg. */
  trips: z.array(FlightTripSchema),
  validatingAirline: z.string(),
  cabin: z.enum(BOOKABLE_CABINS),
  /** Fare channel code (spec §9): F, M, D, N, G. */
  channel: z.enum(FARE_CHANNELS),
  gds: z.string(),
  publishFare: z.boolean(),
  privateFareType: z.string().nullable(),
  currency: z.literal('USD'),
  adults: z.number().int(),
  children: z.number().int(),
  /** Lap infants (under 2, no seat of their own); 0 in offers made before they were sold. */
  infants: z.number().int().default(0),
  /** Brands on offer, cheapest first; the card shows the first. */
  brands: z.array(FareBrandSchema),
  /** Fewest seats left across the offer's flights in the cheapest brand's cabin. */
  seatsRemaining: z.number().int(),
});
export type FlightOffer = z.infer<typeof FlightOfferSchema>;

/** "only N left" is shown at this many seats or fewer (lives in constants: no zod for the web). */
export { FEW_SEATS_THRESHOLD } from './constants';

/** A search's offers as the pages use them (the wire form is `FlightSearchReplyDataSchema`). */
export const FlightSearchResultSchema = z.object({
  responseId: z.string(),
  expiresAt: z.string(),
  offers: z.array(FlightOfferSchema),
});
export type FlightSearchResult = z.infer<typeof FlightSearchResultSchema>;

/**
 * The search reply on the wire (NDC-like: data lists once, offers refer to them by index). 300
 * offers repeat a few dozen trips and a hundred fare brands; sending each once keeps the reply
 * small (see docs/decisions.md). `expandSearchResult` (flight-search-reply.ts) rebuilds the
 * `FlightSearchResult`; `compactSearchResult` makes this from one.
 */
export const CompactTripSchema = z.object({
  duration: z.number().int(),
  stops: z.number().int(),
  /** Indexes into `segments`. */
  segments: z.array(z.number().int().nonnegative()),
});
export type CompactTrip = z.infer<typeof CompactTripSchema>;

export const AllowancesSchema = z.object({
  baggage: z.array(BagAllowanceSchema),
  carryOn: z.array(BagAllowanceSchema),
});
export type Allowances = z.infer<typeof AllowancesSchema>;

/** What a brand of an offer has apart from its prices: shared by every offer that sells it. */
export const FareSchema = z.object({
  brandId: z.string(),
  type: z.string(),
  name: z.string(),
  bookingClass: z.string(),
  adultFarebasis: z.string(),
  adultTaxType: z.number().int(),
  childTaxType: z.number().int(),
  invoiceable: z.boolean(),
  /** Index into `rules`. */
  rules: z.number().int().nonnegative(),
  /** Index into `allowances`: baggage and carry-on. */
  allowances: z.number().int().nonnegative(),
});
export type Fare = z.infer<typeof FareSchema>;

/**
 * A brand of one offer: its fare (an index into `fares`) and its prices in cents, named so a
 * client reads them from the OpenAPI document alone. `totalPrice` is what `partyTotal`
 * (brand-price.ts) gives for the offer's party. A party without children is not quoted child
 * prices (0). `seatsRemaining` is null when it is the offer's own.
 */
export const BrandPriceSchema = z.object({
  fare: z
    .number()
    .int()
    .nonnegative()
    .describe('Index into `fares`: the brand, its rules and bags.'),
  adultPrice: z.number().int().describe('Base fare per adult, in cents of the offer currency.'),
  adultTax: z.number().int().describe('Taxes per adult, in cents.'),
  childPrice: z
    .number()
    .int()
    .describe('Base fare per child, in cents; 0 when the party has no children.'),
  childTax: z
    .number()
    .int()
    .describe('Taxes per child, in cents; 0 when the party has no children.'),
  adultCommission: z
    .number()
    .int()
    .describe("The buyer's commission per adult (agents, sub-agents), in cents; 0 for consumers."),
  childCommission: z
    .number()
    .int()
    .describe("The buyer's commission per child, in cents; 0 for consumers and without children."),
  infantPrice: z
    .number()
    .int()
    .default(0)
    .describe('Base fare per lap infant, in cents; 0 when the party has no infants.'),
  infantTax: z
    .number()
    .int()
    .default(0)
    .describe('Taxes per lap infant, in cents; 0 when the party has no infants.'),
  infantCommission: z
    .number()
    .int()
    .default(0)
    .describe("The buyer's commission per lap infant, in cents; 0 without infants."),
  seatsRemaining: z
    .number()
    .int()
    .nullable()
    .describe("Seats left in this brand's cabin; null when it is the offer's `seatsRemaining`."),
  totalPrice: z
    .number()
    .int()
    .describe(
      "The party's total in cents: adults × (adultPrice + adultTax − adultCommission) + children × (childPrice + childTax − childCommission) + infants × (infantPrice + infantTax − infantCommission).",
    ),
});
export type BrandPrice = z.infer<typeof BrandPriceSchema>;

export const CompactOfferSchema = FlightOfferSchema.omit({
  responseId: true,
  expiresAt: true,
  trips: true,
  brands: true,
}).extend({
  /** Indexes into `trips`. */
  trips: z.array(z.number().int().nonnegative()),
  /** Cheapest first. */
  brands: z.array(BrandPriceSchema),
});
export type CompactOffer = z.infer<typeof CompactOfferSchema>;

export const FlightSearchReplyDataSchema = z.object({
  responseId: z.string(),
  expiresAt: z.string(),
  segments: z.array(FlightSegmentSchema),
  trips: z.array(CompactTripSchema),
  rules: z.array(FareRulesSchema),
  allowances: z.array(AllowancesSchema),
  fares: z.array(FareSchema),
  offers: z.array(CompactOfferSchema),
});
export type FlightSearchReplyData = z.infer<typeof FlightSearchReplyDataSchema>;
export const FlightSearchReplySchema = envelope(FlightSearchReplyDataSchema);

export const CalendarDaySchema = z.object({
  /** MM/DD/YYYY */
  date: z.string(),
  /**
   * Cheapest single-adult total in cents as this buyer pays it (an agent's after commission),
   * null when nothing flies or the date is past.
   */
  lowestPrice: z.number().int().nullable(),
  /**
   * Cheapest single-adult total before any commission: what the agent's client pays (client
   * view, issue 13 §4). The same as `lowestPrice` for everyone but agents.
   */
  lowestClientPrice: z.number().int().nullable(),
});
export const FlightCalendarReplySchema = envelope(z.array(CalendarDaySchema));
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

// ---------------------------------------------------------------------------------------------
// Pre-book

export const PrebookBodySchema = z.object({
  offerId: z.string().min(1).max(4000),
  brandId: z.string().min(1).max(64),
});
export type PrebookBody = z.infer<typeof PrebookBodySchema>;

/**
 * `POST /api/Prebooking` reply. Errors: 1202 tampered or unknown offer id, 1201 expired,
 * 1206 brand not in the offer, 1207 brand of another cabin, 1050 sold out, 403 `noPermission`
 * when the buyer's LimitCabin or LimitAmount forbids it. A moved price is not an error here:
 * `priceChanged` is true, `offer` carries a new offerId quoted at the new price (valid 30
 * minutes) and the page asks before going on. `POST /api/Book` with the old offerId answers
 * 1059 `itineraryPriceChanged` with `data.previousTotal` and `data.total`.
 */
export const PrebookResultSchema = z.object({
  /**
   * The offer re-priced now, with the chosen brand's booking classes and fare basis in its
   * segments; a new offerId each time (same expiry when the price is unchanged).
   */
  offer: FlightOfferSchema,
  brandId: z.string(),
  /** True when the price differs from the one searched; the page asks before going on. */
  priceChanged: z.boolean(),
  previousTotal: z.number().int(),
  total: z.number().int(),
});
export type PrebookResult = z.infer<typeof PrebookResultSchema>;
export const PrebookReplySchema = envelope(PrebookResultSchema);

function isRealDate(mmddyyyy: string): boolean {
  const [m, d, y] = mmddyyyy.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `MM/DD/YYYY` → `YYYY-MM-DD`. */
export const searchDateToIso = (mmddyyyy: string): string => {
  const [m, d, y] = mmddyyyy.split('/');
  return `${y}-${m}-${d}`;
};
/** `YYYY-MM-DD` → `MM/DD/YYYY`. */
export const isoToSearchDate = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
};
