import { z } from 'zod';
import { envelope } from './envelope';
import { EmailSchema, VerificationCodeSchema } from './accounts';
import { CardPaymentSchema } from './flight-booking';
import { BOOKABLE_CABINS, FareBrandSchema, FlightTripSchema, SearchDateSchema } from './flights';
import { ORDER_STATUSES } from './orders';

/**
 * Exchange of an issued flight (spec part 1 §2 /exchange, §4 "Exchange", §7, issue 3 §7):
 * `POST /api/Exchange/Search` prices the same route, cabin and party on new dates, with the
 * fare difference and the change penalty of the fare rules; `POST /api/Exchange/Order`
 * confirms one change offer (with an `Idempotency-Key` header), collects what is due, moves
 * the seats and reissues the tickets; `GET /api/Exchange/Order` reads the order's exchanges
 * (the success page: original versus new itinerary and the new tickets).
 *
 * Money is integer cents of USD. The fare difference is on the airline's gross fares (price
 * plus tax, no agent commission) and is never negative: a cheaper new fare costs 0 and its
 * residual is not refunded (docs/decisions.md "Exchange: what the traveller pays").
 */

const orderTarget = {
  orderNo: z.string().trim().min(1).max(40),
  /** Booking email: how a visitor without an account proves the order is theirs. */
  email: EmailSchema.optional(),
};

/** One new date per trip of the order, in the order's trip order. */
export const ExchangeTripDateSchema = z.object({ departureDate: SearchDateSchema });

export const ExchangeSearchBodySchema = z.object({
  ...orderTarget,
  trips: z.array(ExchangeTripDateSchema).min(1).max(6),
  customersessionid: z.string().max(128).optional(),
});
export type ExchangeSearchBody = z.input<typeof ExchangeSearchBodySchema>;

/** A brand of a change offer with what changing to it costs the whole party. */
export const ExchangeBrandSchema = FareBrandSchema.extend({
  /** New gross fare − old gross fare, never below 0. */
  fareDifference: z.number().int(),
  /** Old fare's change penalty for every traveller (0 when changes are free). */
  changeFee: z.number().int(),
  /** Old gross fare − new gross fare when the new one is cheaper; not refunded. */
  residual: z.number().int(),
  /** fareDifference + changeFee: what the traveller pays to confirm. */
  totalToPay: z.number().int(),
});
export type ExchangeBrand = z.infer<typeof ExchangeBrandSchema>;

export const ExchangeOfferSchema = z.object({
  /** Opaque and signed: the order it is for, the flights and the quoted prices. */
  offerId: z.string(),
  /** ISO instant; after it `POST /api/Exchange/Order` answers 1201 data expired. */
  expiresAt: z.string(),
  tripType: z.enum(['oneway', 'roundtrip', 'multicity']),
  trips: z.array(FlightTripSchema),
  validatingAirline: z.string(),
  cabin: z.enum(BOOKABLE_CABINS),
  adults: z.number().int(),
  children: z.number().int(),
  /** Lap infants (no seat, their own fare). */
  infants: z.number().int().default(0),
  /** Same-cabin brands on offer, the order's own brand first, then by total to pay. */
  brands: z.array(ExchangeBrandSchema),
  /** The brand confirmed when `brandId` is left out: the order's brand when it is on offer. */
  defaultBrandId: z.string(),
  seatsRemaining: z.number().int(),
});
export type ExchangeOffer = z.infer<typeof ExchangeOfferSchema>;

export const ExchangeSearchResultSchema = z.object({
  orderNo: z.string(),
  responseId: z.string(),
  expiresAt: z.string(),
  currency: z.literal('USD'),
  /** The order's itinerary and brand now (the "original" of original versus new). */
  originalTrips: z.array(FlightTripSchema),
  originalBrand: FareBrandSchema,
  /** Gross fare of the original brand for the party, what differences are measured from. */
  originalFare: z.number().int(),
  /** The fare rule as filed: `able` or a fee text such as "USD 75". */
  changePenalty: z.string(),
  /** Change fee for the whole party (per traveller × travellers). */
  changeFee: z.number().int(),
  travellers: z.number().int(),
  /**
   * Cheapest total to pay first; at the same cost, fewer stops, then departure nearest the
   * original flights' time of day, then shorter. Empty when nothing flies on those dates.
   */
  offers: z.array(ExchangeOfferSchema),
});
export type ExchangeSearchResult = z.infer<typeof ExchangeSearchResultSchema>;
export const ExchangeSearchReplySchema = envelope(ExchangeSearchResultSchema);

/** How the amount due is paid: a card (data in this body only) or, for agents, the balance. */
export const ExchangePaymentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), card: CardPaymentSchema }),
  z.object({ method: z.literal('balance') }),
]);
export type ExchangePayment = z.input<typeof ExchangePaymentSchema>;

export const ExchangeOrderBodySchema = z.object({
  ...orderTarget,
  offerId: z.string().min(1).max(4000),
  /** Defaults to the offer's `defaultBrandId`. */
  brandId: z.string().min(1).max(64).optional(),
  /** Required when the total to pay is above 0; ignored otherwise. */
  payment: ExchangePaymentSchema.optional(),
  /** The exchange form's "I accept the new itinerary, fare rules and charges" tick. */
  acceptTerms: z.literal(true),
  /** A visitor's order: the code e-mailed by `POST /api/Orders/ChangeCode` (issue 9). */
  code: VerificationCodeSchema.optional(),
});
export type ExchangeOrderBody = z.input<typeof ExchangeOrderBodySchema>;

/**
 * `POST /api/Exchange/Quote`: the chosen change offer and brand priced with the airline now, as
 * the confirmation page shows it before anything is charged (issue 13 §2): the trips exactly as
 * they will be issued (each segment's booking class and fare basis) and what the change costs
 * now. Writes nothing; `POST /api/Exchange/Order` checks the price again.
 */
export const ExchangeQuoteBodySchema = z.object({
  ...orderTarget,
  offerId: z.string().min(1).max(4000),
  /** Defaults to the offer's `defaultBrandId`. */
  brandId: z.string().min(1).max(64).optional(),
});
export type ExchangeQuoteBody = z.input<typeof ExchangeQuoteBodySchema>;

export const ExchangeQuoteSchema = z.object({
  orderNo: z.string(),
  brandId: z.string(),
  /** The brand's name as it will be issued (Basic, Standard, Flex…). */
  brandName: z.string(),
  /** The new trips as they will be issued: segments carry the brand's class and fare basis. */
  trips: z.array(FlightTripSchema),
  fareDifference: z.number().int(),
  changeFee: z.number().int(),
  residual: z.number().int(),
  totalToPay: z.number().int(),
  /** The total to pay differs from the search's: confirming answers 1059 until searched again. */
  priceChanged: z.boolean(),
});
export type ExchangeQuote = z.infer<typeof ExchangeQuoteSchema>;
export const ExchangeQuoteReplySchema = envelope(ExchangeQuoteSchema);

export const ExchangeSeatSchema = z.object({
  travellerIndex: z.number().int(),
  seatNumber: z.string(),
  fromFlightId: z.string(),
  /** The new flight the seat moved to; null when it could not be kept. */
  toFlightId: z.string().nullable(),
});
export type ExchangeSeat = z.infer<typeof ExchangeSeatSchema>;

/** One exchange of an order, kept in the order's history. */
export const ExchangeRecordSchema = z.object({
  /** ISO instant. */
  exchangedAt: z.string(),
  fromTrips: z.array(FlightTripSchema),
  toTrips: z.array(FlightTripSchema),
  fromBrand: z.object({ brandId: z.string(), name: z.string() }),
  toBrand: z.object({ brandId: z.string(), name: z.string() }),
  fareDifference: z.number().int(),
  changeFee: z.number().int(),
  residual: z.number().int(),
  amountCharged: z.number().int(),
  paymentMethod: z.enum(['card', 'balance']).nullable(),
  /** Seats moved to the new flights and seats that were taken there (dropped). */
  seats: z.array(ExchangeSeatSchema),
  /** New ticket numbers, [traveller][trip]. */
  ticketNumbers: z.array(z.array(z.string())),
});
export type ExchangeRecord = z.infer<typeof ExchangeRecordSchema>;

export const ExchangeResultSchema = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalPrice: z.number().int(),
  currency: z.literal('USD'),
  exchange: ExchangeRecordSchema,
});
export type ExchangeResult = z.infer<typeof ExchangeResultSchema>;
export const ExchangeResultReplySchema = envelope(ExchangeResultSchema);

/** `GET /api/Exchange/Order?orderNo=…(&email=…)`: the order's exchanges, latest last. */
export const ExchangeHistoryQuerySchema = z.object({
  ...orderTarget,
  customersessionid: z.string().max(128).optional(),
});
export type ExchangeHistoryQuery = z.infer<typeof ExchangeHistoryQuerySchema>;

export const ExchangeHistorySchema = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  trips: z.array(FlightTripSchema),
  exchanges: z.array(ExchangeRecordSchema),
});
export type ExchangeHistory = z.infer<typeof ExchangeHistorySchema>;
export const ExchangeHistoryReplySchema = envelope(ExchangeHistorySchema);

/** Message of a fare whose rules say `non` (spec: non-changeable fares refused clearly). */
export const NOT_CHANGEABLE_MSG = 'This fare cannot be changed';
