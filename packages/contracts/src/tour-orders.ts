import { z } from 'zod';
import { GenderSchema } from './accounts';
import { BookForSchema } from './agent-clients';
import { envelope } from './envelope';
import { OrderDetailTailSchema } from './order-detail-tail';
import { ORDER_STATUSES } from './orders';
import type { Product } from './products';
import { TourRoomSettingSchema } from './tours-price';
import {
  DepartureDateSchema,
  TOUR_INSURANCE_CHOICES,
  TOURIST_TYPES,
  TourContactSchema,
  TourFlightSchema,
  TourIdSchema,
  TourPriceLineSchema,
  TouristSchema,
} from './tour-booking-parts';
import { TOUR_CONFIRMATION_STATES } from './tour-order-lists';
import { TOUR_KINDS, TourLanSchema, TourUserSchema, tourEnvelope } from './tours';

export * from './tour-order-lists';
export * from './tour-booking-parts';

/**
 * Tour and cruise orders (spec part 2 §3, §4, §6, §7; issue 14 §2, §4): `POST /api/SaveOrder`
 * (tour), `POST /api/SaveOrderCruise`, `POST /api/PriceCruiseDetail`, `GET /api/OrderList`,
 * `GET /api/CustomizeCruiseOrderList`, `GET /api/OrderDetail` (tour and cruise orders; the
 * path is shared with flight orders), `GET /api/GetSubagent`, `GET /api/FinanceReceivable`,
 * `GET /api/SearchTourByPZH`. Payment is the hosted checkout of `checkout.ts`
 * (`POST /api/PayStripe` with the order number).
 *
 * Every reply is the tour envelope (code 1000, spec §9) except OrderDetail's; failures are
 * `{code, msg}` of the catalogue. Money is integer cents of USD; instants are ISO 8601 UTC;
 * departure dates are the departure city's local dates (YYYY-MM-DD) with its IANA zone beside
 * them. The booking form's parts are in `tour-booking-parts.ts`, the lists and agent calls in
 * `tour-order-lists.ts`; both are re-exported here.
 */

const TourOrderBaseSchema = z.object({
  tourid: TourIdSchema,
  /** The departure's id (TourDeparture.id). */
  packageID: z.string().trim().min(1).max(100),
  /** The departure date (local, YYYY-MM-DD). */
  cttq: DepartureDateSchema,
  /** Room settings (spec §3), checked with the room rules of `tour-rooms.ts`. */
  rooms: z.array(TourRoomSettingSchema).min(1).max(10),
  /** One per person of the rooms, each naming its room's key. */
  tourists: z.array(TouristSchema).min(1).max(40),
  contact: TourContactSchema,
  insurance: z.enum(TOUR_INSURANCE_CHOICES),
  /** The terms of service were accepted (spec §5): must be true. */
  acceptTerms: z.literal(true),
  /** Agents and sub-agents: book for themselves, a sub-agent (agents) or a customer. */
  bookFor: BookForSchema.optional(),
  /**
   * The consumer total the page showed (PriceTour / PriceCruiseDetail `totalprice`, cents). A
   * different price now is 409 `tourPriceChanged` and nothing is booked.
   */
  expectedTotal: z.number().int().min(0),
  remark: z.string().trim().max(500).default(''),
  Lan: TourLanSchema,
  /** The spec's request identity; accepted and ignored (the bearer token decides the buyer). */
  user: TourUserSchema,
});

/**
 * `POST /api/SaveOrder` (tour; header `Idempotency-Key`; optional bearer token or Basic
 * authorization, visitors may book): re-prices on the server, holds the departure's places and
 * creates the order awaiting payment for 30 minutes (pay with `POST /api/PayStripe`). 400
 * `tourParameterError` for bad input and rooms the rules refuse, 409 `tourSoldOut` when the
 * places are gone, 409 `tourPriceChanged` when the price moved.
 */
export const SaveOrderBodySchema = TourOrderBaseSchema.extend({
  /** A tour has no cabins: a cabin here is refused rather than ignored. */
  cabin: z.never('a tour has no cabins').optional(),
});
export type SaveOrderBody = z.input<typeof SaveOrderBodySchema>;

/** The cabin of a cruise booking. */
const CruiseCabinChoice = {
  /** Cabin category code of the ship (CruiseCabin.code, e.g. `BA`). */
  cabin: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'a cabin code'),
  /** A guarantee cabin (the number is assigned later), at the category's discount. */
  guarantee: z.boolean().default(false),
};

/** `POST /api/SaveOrderCruise`: as SaveOrder, with the cabin category and guarantee option. */
export const SaveOrderCruiseBodySchema = TourOrderBaseSchema.extend(CruiseCabinChoice);
export type SaveOrderCruiseBody = z.input<typeof SaveOrderCruiseBodySchema>;

/**
 * The tour booking result (spec §3) with the submit-order reply's `strGuid` (spec §3: code and
 * data with strGuid; here `strGuid` is the order number).
 */
export const TourBookingResultSchema = z.object({
  strGuid: z.string(),
  orderNumber: z.string(),
  product: z.enum(TOUR_KINDS),
  status: z.enum(ORDER_STATUSES),
  travellerCount: z.number().int(),
  /** TourCity: where the tour starts. */
  departLocation: z.string(),
  /** When the order was made, ISO UTC. */
  orderDate: z.string(),
  /** Local dates of the first and last day, and their zone. */
  departDate: z.string(),
  returnDate: z.string(),
  TimeZone: z.string(),
  /** The contact's phone and email. */
  telephone: z.string(),
  email: z.string(),
  /** Pay by then (ISO UTC) or the places go back. */
  deadlineAt: z.string(),
  /** Consumer total with a cruise's charges, cents. */
  total: z.number().int(),
  /** The booker's commission (agents, sub-agents; else 0) and what the booker pays in all. */
  commission: z.number().int(),
  payable: z.number().int(),
  /** What the hosted checkout takes now: the deposit while the final payment date is ahead. */
  dueNow: z.number().int(),
  currency: z.literal('USD'),
});
export type TourBookingResult = z.infer<typeof TourBookingResultSchema>;
export const SaveOrderReplySchema = tourEnvelope(TourBookingResultSchema);
export const SaveOrderCruiseReplySchema = SaveOrderReplySchema;

// ---------------------------------------------------------------------------------------------
// Cruise price

/**
 * `POST /api/PriceCruiseDetail` (a POST: the rooms are a list): a cabin category and cabins
 * priced now for the caller, reads only. Failures as PriceTour: 'Check price failed' with
 * `data.error`.
 */
export const PriceCruiseDetailBodySchema = z.object({
  tourid: TourIdSchema,
  packageID: z.string().trim().min(1).max(100),
  cttq: DepartureDateSchema,
  ...CruiseCabinChoice,
  rooms: z.array(TourRoomSettingSchema).min(1).max(10),
  Lan: TourLanSchema,
  user: TourUserSchema,
});
export type PriceCruiseDetailBody = z.input<typeof PriceCruiseDetailBodySchema>;

export const CruisePriceSchema = z.object({
  cabin: z.object({ code: z.string(), name: z.string(), category: z.string() }),
  guarantee: z.boolean(),
  /** Percent off the cabin price for a guarantee cabin (0 without). */
  guaranteeDiscountPercent: z.number(),
  lines: z.array(TourPriceLineSchema),
  people: z.number().int(),
  /** Port charges and gratuities per person, and for everyone (cents). */
  portCharges: z.number().int(),
  gratuities: z.number().int(),
  charges: z.number().int(),
  /** Consumer total: lines plus charges. */
  totalprice: z.number().int(),
  /** The caller's commission (on the lines, never the charges) and what the caller pays. */
  TourComm: z.number().int(),
  agentSelling: z.number().int(),
  /** Deposit for everyone (consumer), due at booking while `finalPaymentDate` is ahead. */
  deposit: z.number().int(),
  /** Local date the balance is due; null when paid in full at booking. */
  finalPaymentDate: z.string().nullable(),
  /** What the checkout takes now from the caller (deposit, or the whole `agentSelling`). */
  dueNow: z.number().int(),
  currency: z.literal('USD'),
});
export type CruisePrice = z.infer<typeof CruisePriceSchema>;
export const PriceCruiseDetailReplySchema = tourEnvelope(CruisePriceSchema);

// ---------------------------------------------------------------------------------------------
// Order detail (GET /api/OrderDetail for tour and cruise orders)

/**
 * The operator's 48-hour confirmation (spec §1, §9; issue 14 §4): `pending` until the operator
 * decides (by `deadline`, at most 48 hours after payment), then `confirmed` (the order is
 * `issued`, shown as Confirmed) or `declined` (refunded in full). `notPaid` before payment.
 */
export const TourConfirmationSchema = z.object({
  state: z.enum(TOUR_CONFIRMATION_STATES),
  /** The promise: payment plus 48 hours (ISO UTC); null before payment. For the countdown. */
  deadline: z.string().nullable(),
  /** When the operator decided (ISO UTC), and why it declined (null otherwise). */
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TourConfirmation = z.infer<typeof TourConfirmationSchema>;

const TourOrderTouristSchema = z.object({
  room: z.string(),
  type: z.enum(TOURIST_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  gender: GenderSchema,
  birthday: z.string(),
  nationality: z.string(),
  /** Masked except the last 3 characters; '' when none was given. */
  passportMasked: z.string(),
});

/** The cabin of a cruise order, as the order shows it and as `orders.details` keeps it. */
export const TourCruiseCabinSchema = z.object({
  ship: z.string(),
  cabin: z.string(),
  cabinName: z.string(),
  category: z.string(),
  guarantee: z.boolean(),
});

/**
 * The contact of a tour or cruise order as read back, without its flights: the order detail
 * and the stored details each add the flights their own way.
 */
export const TourOrderContactSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  idNumber: z.string(),
  address: z.string(),
});

const TourOrderDetailBase = z.object({
  orderNo: z.string(),
  /**
   * The WeChat flow's short number (spec part 2 §3): 8 digits, made with the order's first
   * WeChat Pay checkout session, null before. Always in the reply (the registry's view adds
   * it); optional in the type so the product's view builder need not know it.
   */
  shortNumber: z.string().nullable().optional(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  /** Payment deadline while awaiting payment (ISO UTC). */
  deadlineAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  confirmation: TourConfirmationSchema,
  tour: z.object({
    TourID: z.string(),
    TourCode: z.string(),
    TourName: z.string(),
    TourCity: z.string(),
    TourDays: z.number(),
    TimeZone: z.string(),
    operator: z.string(),
  }),
  departure: z.object({
    packageID: z.string(),
    departDate: z.string(),
    returnDate: z.string(),
    guaranteed: z.boolean(),
  }),
  /** Cruise orders: the cabin booked; null on tours. */
  cruise: TourCruiseCabinSchema.nullable(),
  rooms: z.array(TourRoomSettingSchema),
  tourists: z.array(TourOrderTouristSchema),
  contact: TourOrderContactSchema.extend({
    arrivalFlight: TourFlightSchema.required(),
    departureFlight: TourFlightSchema.required(),
  }),
  insurance: z.enum(TOUR_INSURANCE_CHOICES),
  remark: z.string(),
  lines: z.array(TourPriceLineSchema),
  charges: z.number().int(),
  /** Consumer total. */
  total: z.number().int(),
  /** The booker's commission (0 for visitors and customers) and what the booker pays. */
  commission: z.number().int(),
  payable: z.number().int(),
  /** Taken by the checkout (deposit or all); the rest is due by `finalPaymentDate`. */
  dueNow: z.number().int(),
  balanceDue: z.number().int(),
  finalPaymentDate: z.string().nullable(),
  currency: z.literal('USD'),
  ...OrderDetailTailSchema.shape,
  /** The booking is paid or confirmed and `balanceDue` can be paid now (POST /api/PayBalance). */
  canPayBalance: z.boolean(),
});

export const TourOrderDetailSchema = TourOrderDetailBase.extend({
  product: z.literal('tour' satisfies Product),
});
export const CruiseOrderDetailSchema = TourOrderDetailBase.extend({
  product: z.literal('cruise' satisfies Product),
});
export type TourOrderDetail = z.infer<typeof TourOrderDetailSchema>;
export type CruiseOrderDetail = z.infer<typeof CruiseOrderDetailSchema>;

/**
 * `GET /api/OrderDetail?orderNo=…&email=…` (path shared with flight orders) answers a tour or
 * cruise order in the common envelope (code 0, as it always has for flights; the union of
 * `order-detail.ts`); `product` tells the orders apart. `POST /api/Cancel` works on them too.
 */
export const TourOrderDetailReplySchema = envelope(
  z.discriminatedUnion('product', [TourOrderDetailSchema, CruiseOrderDetailSchema]),
);
