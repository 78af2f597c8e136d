import { z } from 'zod';
import { EmailSchema, GenderSchema, IsoDateSchema } from './accounts';
import { BookForSchema, OrderCustomerSchema } from './agent-clients';
import { envelope } from './envelope';
import { NAME_MAX_LENGTH } from './form-values';
import { ORDER_STATUSES, OrderMoneySchema, PaymentRecordSchema } from './orders';
import { NAME_PATTERN, PHONE_PATTERN } from './patterns';
import type { Product } from './products';
import { TourRoomSettingSchema } from './tours-price';
import { TOUR_KINDS, TourLanSchema, TourUserSchema, tourEnvelope } from './tours';

/**
 * Tour and cruise orders (spec part 2 §3, §4, §6, §7; issue 14 §2, §4): `POST /api/SaveOrder`
 * (tour), `POST /api/SaveOrderCruise`, `POST /api/PriceCruiseDetail`, `GET /api/OrderList`,
 * `GET /api/CustomizeCruiseOrderList`, `GET /api/OrderDetail` (tour and cruise orders; the
 * path is shared with flight orders), `GET /api/GetSubagent`, `GET /api/FinanceReceivable`,
 * `GET /api/SearchTourByPZH`. Payment is the hosted checkout of `checkout.ts`
 * (`POST /api/PayStripe` with the order number).
 *
 * Every reply is the tour envelope (code 1000, spec §9) except OrderDetail's; failures are `{code, msg}` of the
 * catalogue. Money is integer cents of USD; instants are ISO 8601 UTC; departure dates are the
 * departure city's local dates (YYYY-MM-DD) with its IANA zone beside them.
 */

// ---------------------------------------------------------------------------------------------
// Booking building blocks

const TourIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,80}$/, 'not a tour id');
const LocalDateSchema = z
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

/** Adult or child, by the room's counts (a child is under 18 on the departure date). */
export const TOURIST_TYPES = ['adult', 'child'] as const;
export const CHILD_AGE_LIMIT = 18;

/** One traveller (one per person of the rooms). */
export const TouristSchema = z.object({
  /** The `key` of the room of the room settings this person sleeps in. */
  room: TourRoomSettingSchema.shape.key,
  type: z.enum(TOURIST_TYPES),
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  gender: GenderSchema,
  /** Date of birth, YYYY-MM-DD: a child is under 18 on the departure date, an adult 18 or over. */
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
const TourOrderBaseSchema = z.object({
  tourid: TourIdSchema,
  /** The departure's id (TourDeparture.id). */
  packageID: z.string().trim().min(1).max(100),
  /** The departure date (local, YYYY-MM-DD). */
  cttq: LocalDateSchema,
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
  cttq: LocalDateSchema,
  ...CruiseCabinChoice,
  rooms: z.array(TourRoomSettingSchema).min(1).max(10),
  Lan: TourLanSchema,
  user: TourUserSchema,
});
export type PriceCruiseDetailBody = z.input<typeof PriceCruiseDetailBodySchema>;

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
export const TOUR_CONFIRMATION_STATES = ['notPaid', 'pending', 'confirmed', 'declined'] as const;
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

const TourOrderDetailBase = z.object({
  orderNo: z.string(),
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
  cruise: z
    .object({
      ship: z.string(),
      cabin: z.string(),
      cabinName: z.string(),
      category: z.string(),
      guarantee: z.boolean(),
    })
    .nullable(),
  rooms: z.array(TourRoomSettingSchema),
  tourists: z.array(TourOrderTouristSchema),
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string(),
    idNumber: z.string(),
    address: z.string(),
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
  payments: z.array(PaymentRecordSchema.omit({ failureCode: true })),
  money: OrderMoneySchema,
  accountCode: z.string(),
  bookedByName: z.string(),
  customer: OrderCustomerSchema.nullable(),
  canPay: z.boolean(),
  canCancel: z.boolean(),
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

// ---------------------------------------------------------------------------------------------
// Order lists

/** The account's tour order tabs (spec §4): all, paid, unpaid, cancelled. */
export const TOUR_ORDER_TABS = ['all', 'paid', 'unpaid', 'cancelled'] as const;
export type TourOrderTab = (typeof TOUR_ORDER_TABS)[number];

/**
 * `GET /api/CustomizeCruiseOrderList` (sign-in required): the caller's cruise orders (agents:
 * also their sub-agents'). Tab `paid`: paid (waiting for the operator) or confirmed; `unpaid`:
 * awaiting payment; `cancelled`: cancelled, refunded or partly refunded. Latest booking first.
 */
export const CruiseOrderListQuerySchema = z.object({
  tab: z.enum(TOUR_ORDER_TABS).default('all'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  Lan: TourLanSchema,
});
export type CruiseOrderListQuery = z.input<typeof CruiseOrderListQuerySchema>;

/** `GET /api/OrderList` (sign-in required): as the cruise list, `kind` tour (default) or cruise. */
export const TourOrderListQuerySchema = CruiseOrderListQuerySchema.extend({
  kind: z.enum(TOUR_KINDS).default('tour'),
});
export type TourOrderListQuery = z.input<typeof TourOrderListQuerySchema>;

export const TourOrderListItemSchema = z.object({
  orderNo: z.string(),
  product: z.enum(TOUR_KINDS),
  status: z.enum(ORDER_STATUSES),
  confirmation: TourConfirmationSchema.shape.state,
  /** Confirmation deadline while pending (ISO UTC). */
  confirmBy: z.string().nullable(),
  createdAt: z.string(),
  deadlineAt: z.string().nullable(),
  TourID: z.string(),
  TourCode: z.string(),
  TourName: z.string(),
  TourCity: z.string(),
  departDate: z.string(),
  returnDate: z.string(),
  travellerCount: z.number().int(),
  total: z.number().int(),
  currency: z.literal('USD'),
  accountCode: z.string(),
  bookedByName: z.string(),
});
export type TourOrderListItem = z.infer<typeof TourOrderListItemSchema>;

export const TourOrderPageSchema = z.object({
  orders: z.array(TourOrderListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const TourOrderListReplySchema = tourEnvelope(TourOrderPageSchema);
export const CruiseOrderListReplySchema = TourOrderListReplySchema;

// ---------------------------------------------------------------------------------------------
// Agents

/** `GET /api/GetSubagent` (agents only; others 403 'Fetch sub agent list failed!'). */
export const GetSubagentQuerySchema = z.object({ Lan: TourLanSchema });
export const TourSubagentSchema = z.object({
  /** What `bookFor.subagentId` takes. */
  id: z.uuid(),
  accountCode: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  disabled: z.boolean(),
});
export const GetSubagentReplySchema = tourEnvelope(
  z.object({ subagents: z.array(TourSubagentSchema) }),
);

/**
 * `GET /api/FinanceReceivable` (agents and sub-agents; others 403): the tour and cruise orders
 * the caller (and an agent's sub-agents) booked, not cancelled unpaid, latest first. Per order:
 * `amount` the consumer total, `commission` the booker's, `paid` what was taken net of
 * refunds, `due` what is still to pay (`amount − commission − paid`, 0 once cancelled or
 * refunded) and `dueDate` when (the payment deadline, else the final payment date).
 */
export const FinanceReceivableQuerySchema = z.object({
  /** Booking dates, YYYY-MM-DD (UTC days), inclusive. */
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  Lan: TourLanSchema,
});
export const ReceivableSchema = z.object({
  orderNo: z.string(),
  product: z.enum(TOUR_KINDS),
  status: z.enum(ORDER_STATUSES),
  TourName: z.string(),
  departDate: z.string(),
  createdAt: z.string(),
  accountCode: z.string(),
  bookedByName: z.string(),
  amount: z.number().int(),
  commission: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
  dueDate: z.string().nullable(),
});
export const FinanceReceivableSchema = z.object({
  items: z.array(ReceivableSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Sums over every order of the query (not only the page). */
  totals: z.object({
    amount: z.number().int(),
    commission: z.number().int(),
    paid: z.number().int(),
    due: z.number().int(),
  }),
  currency: z.literal('USD'),
});
export const FinanceReceivableReplySchema = tourEnvelope(FinanceReceivableSchema);

// ---------------------------------------------------------------------------------------------
// Find by product code

/** `GET /api/SearchTourByPZH?TourCode=…`: a tour or cruise by its product code ('No tour found'). */
export const SearchTourByPzhQuerySchema = z.object({
  TourCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{2,40}$/, 'a tour code'),
  Lan: TourLanSchema,
});
/** The spec's search suggestion (TourID, TourName, TourImage, TourCity) with code and kind. */
export const TourSuggestionSchema = z.object({
  TourID: z.string(),
  TourCode: z.string(),
  TourName: z.string(),
  TourImage: z.string(),
  TourCity: z.string(),
  kind: z.enum(TOUR_KINDS),
});
export const SearchTourByPzhReplySchema = tourEnvelope(TourSuggestionSchema);
