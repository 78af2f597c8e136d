import { z } from 'zod';
import { OrderCustomerSchema } from './agent-clients';
import { envelope } from './envelope';
import { EmailSchema, VerificationCodeSchema } from './accounts';
import { FareBrandSchema, FlightTripSchema, SearchDateSchema } from './flights';
import { InvoiceDetailsSchema } from './flight-booking';
import { PRODUCTS, type Product } from './products';

/**
 * Orders (spec part 1 §3, §4, §7): `/api/Orders`, `/api/OrderDetail`, `/api/Cancel`,
 * `/api/TicketStatus`, `POST /api/Mails/SendItinerary`, and the replies of `POST /api/Book`
 * and `POST /api/Payment`. The order number is the id in every URL (/order-flight/{orderNo}).
 */

/**
 * Order statuses (spec §4), and the two a cancellation after payment ends in (issue 12):
 * `refunded` (all that was paid given back) and `partiallyRefunded` (the rest kept under the
 * fare's or rate's rules). A cancellation that gives nothing back ends `cancelled`.
 */
export const ORDER_STATUSES = [
  'awaitingPayment',
  'processing',
  'paid',
  'issued',
  'issueFailed',
  'cancelled',
  'refunded',
  'partiallyRefunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaitingPayment: 'Awaiting payment',
  processing: 'Processing',
  paid: 'Paid',
  issued: 'Issued',
  issueFailed: 'Issue failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partiallyRefunded: 'Partly refunded',
};

/** Order list filter values (spec §4). */
export const ORDER_FILTER_STATUSES = ['all', 'issued', 'unPay', 'canceled'] as const;
export type OrderFilterStatus = (typeof ORDER_FILTER_STATUSES)[number];

/**
 * My orders as trips (issue 13 §5): `upcoming` (not cancelled, its product has not started yet:
 * a flight's first departure, a hotel's check-in; soonest first), `past` (not cancelled and
 * started; most recent first), `cancelled` (cancelled, refunded, partly refunded; latest
 * booking first). Without it the list is every order, latest booking first (the spec's filters).
 */
export const ORDER_TRIP_VIEWS = ['upcoming', 'past', 'cancelled'] as const;
export type OrderTripView = (typeof ORDER_TRIP_VIEWS)[number];

// Re-exported: the order list filter and its readers named them here before issue 11.
export { PRODUCTS, type Product } from './products';

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** `GET /api/Orders` (sign-in required). Agents also see their sub-agents' orders. */
export const OrdersQuerySchema = z.object({
  /** Agents: narrow to one account code (theirs or a sub-agent's). */
  accountCode: optionalText(40),
  /** Booking date MM/DD/YYYY. */
  bookingDate: SearchDateSchema.optional(),
  firstName: optionalText(50),
  lastName: optionalText(50),
  /** Airline code plus number, e.g. UA123. */
  flightCode: optionalText(10),
  /** Departure date range, MM/DD/YYYY. */
  dateFrom: SearchDateSchema.optional(),
  dateTo: SearchDateSchema.optional(),
  status: z.enum(ORDER_FILTER_STATUSES).default('all'),
  product: z.enum(PRODUCTS).optional(),
  /** Trips view (issue 13 §5): upcoming, past or cancelled; absent: every order. */
  trip: z.enum(ORDER_TRIP_VIEWS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrdersQuery = z.input<typeof OrdersQuerySchema>;

export const OrderSummarySchema = z.object({
  orderNo: z.string(),
  product: z.enum(PRODUCTS),
  status: z.enum(ORDER_STATUSES),
  /** ISO instants. */
  createdAt: z.string(),
  deadlineAt: z.string().nullable(),
  currency: z.literal('USD'),
  /** What the customer pays, in cents. */
  totalPrice: z.number().int(),
  /** Short route line: "LAX → SFO", "LAX → SFO → LAX", "NYC → LON · LON → PAR". */
  title: z.string(),
  /** Local departure time of the first segment (YYYY-MM-DDTHH:mm). */
  departureTime: z.string().nullable(),
  flightCodes: z.array(z.string()),
  passengerNames: z.array(z.string()),
  /** Account code the order was booked under (agents see sub-agents' codes). */
  accountCode: z.string(),
  bookedByName: z.string(),
  /** The customer an agent booked for (issue 13 §4); null otherwise. */
  customer: OrderCustomerSchema.nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** A line of My orders: the summary and whether the viewer may cancel it now (issue 12). */
export const OrderListItemSchema = OrderSummarySchema.extend({
  /** Awaiting payment, or paid and still cancellable under its product's refund rules. */
  canCancel: z.boolean(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

export const OrdersPageSchema = z.object({
  items: z.array(OrderListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const OrdersReplySchema = envelope(OrdersPageSchema);

export const OrderTravellerSchema = z.object({
  index: z.number().int(),
  /** INF: a lap infant (no seat, no seat or extra services). */
  passengerType: z.enum(['ADT', 'CHD', 'INF']),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  birthday: z.string(),
  gender: z.enum(['Male', 'Female']),
  /** Document number masked except the last 3 characters. */
  cardNumMasked: z.string(),
  cardExpired: z.string(),
  nationality: z.string(),
  ticketNumbers: z.array(z.string()),
});
export type OrderTraveller = z.infer<typeof OrderTravellerSchema>;

export const ORDER_LINE_KINDS = [
  'fare',
  'tax',
  'commission',
  'seat',
  'service',
  'changeFee',
  'fareDifference',
] as const;

export const OrderLineSchema = z.object({
  kind: z.enum(ORDER_LINE_KINDS),
  description: z.string(),
  travellerIndex: z.number().int().nullable(),
  /** Cents; commission lines are negative. */
  amount: z.number().int(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** An order's money (issue 12), cents: paid − refunded = net, always. */
export const OrderMoneySchema = z.object({
  paid: z.number().int(),
  /** Refunds decided, whether the processor has answered yet or not. */
  refunded: z.number().int(),
  net: z.number().int(),
});
export type OrderMoney = z.infer<typeof OrderMoneySchema>;

export const PAYMENT_METHODS = ['card', 'balance', 'checkout'] as const;
export const PAYMENT_RECORD_STATUSES = ['succeeded', 'failed', 'pending'] as const;

export const PaymentRecordSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** A refund is its own record, with a negative amount (issue 12). */
  kind: z.enum(['charge', 'refund']),
  /** `pending`: a refund decided and on its way back to the card (or balance). */
  status: z.enum(PAYMENT_RECORD_STATUSES),
  amount: z.number().int(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  failureCode: z.union([z.string(), z.number()]).nullable(),
  createdAt: z.string(),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;

/** A flight order's detail (`GET /api/OrderDetail`); hotels have `HotelOrderDetailSchema`. */
export const OrderDetailSchema = OrderSummarySchema.extend({
  product: z.literal('flight' satisfies Product),
  tripType: z.enum(['oneway', 'roundtrip', 'multicity']),
  trips: z.array(FlightTripSchema),
  brand: FareBrandSchema,
  travellers: z.array(OrderTravellerSchema),
  contact: z.object({
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    address: z.string(),
    postcode: z.string(),
    emailVerified: z.boolean(),
  }),
  invoice: InvoiceDetailsSchema.nullable(),
  lines: z.array(OrderLineSchema),
  payments: z.array(PaymentRecordSchema),
  paidAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Cents taken, given back (refunds, pending included) and kept: paid − refunded = net. */
  money: OrderMoneySchema,
  /** What the viewer may do now. */
  canPay: z.boolean(),
  /** Cancel before payment, or (issue 12) after it with the refund `GET /api/Orders/RefundQuote` gives. */
  canCancel: z.boolean(),
  canExchange: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
export const OrderDetailReplySchema = envelope(OrderDetailSchema);

/**
 * `GET /api/OrderDetail?orderNo=…`: the owner (or their agent) when signed in; a visitor
 * without an account adds the booking `email` ("Find your flight", spec §6).
 */
export const OrderLookupQuerySchema = z.object({
  orderNo: z.string().trim().min(1).max(40),
  email: EmailSchema.optional(),
  customersessionid: z.string().max(128).optional(),
});
export type OrderLookupQuery = z.infer<typeof OrderLookupQuerySchema>;

/** `POST /api/Cancel` (and `POST /api/Mails/SendItinerary`): the order and, for visitors, the email. */
export const OrderActionBodySchema = z.object({
  orderNo: z.string().trim().min(1).max(40),
  email: EmailSchema.optional(),
});
export type OrderActionBody = z.infer<typeof OrderActionBodySchema>;

/**
 * `POST /api/Cancel` (issue 9): a visitor's order also needs the 6-digit code e-mailed to the
 * booking email by `POST /api/Orders/ChangeCode`; an account's order needs that account.
 */
export const CancelBodySchema = OrderActionBodySchema.extend({
  code: VerificationCodeSchema.optional(),
  /**
   * A paid order: the `quoteId` of the refund quote the traveller confirmed. When the quote has
   * changed since (a void window or deadline passed), nothing is cancelled: 409
   * refundQuoteChanged, with the new quote to show.
   */
  quoteId: z.string().trim().min(1).max(80).optional(),
});
export type CancelBody = z.infer<typeof CancelBodySchema>;

/** `POST /api/Orders/ChangeCode` reply: where the code went (masked) and its timings. */
export const OrderChangeCodeSchema = z.object({
  sentTo: z.string(),
  /** Seconds the code stays valid (600). */
  expiresIn: z.number().int(),
  /** Seconds before another code may be sent for this order (60). */
  resendAfter: z.number().int(),
});
export type OrderChangeCode = z.infer<typeof OrderChangeCodeSchema>;
export const OrderChangeCodeReplySchema = envelope(OrderChangeCodeSchema);

export const TicketStatusSchema = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  tickets: z.array(
    z.object({
      travellerIndex: z.number().int(),
      name: z.string(),
      ticketNumbers: z.array(z.string()),
    }),
  ),
});
export const TicketStatusReplySchema = envelope(TicketStatusSchema);

/** `POST /api/Book` reply: the order awaiting payment with its deadline. */
export const BookResultSchema = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  deadlineAt: z.string(),
  totalPrice: z.number().int(),
  currency: z.literal('USD'),
});
export const BookReplySchema = envelope(BookResultSchema);
export type BookResult = z.infer<typeof BookResultSchema>;

/** `POST /api/Payment` reply: where the order ended (issued, or issueFailed after payment). */
export const PaymentResultSchema = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  ticketNumbers: z.array(z.string()),
  /** Hotel orders: the hotel's confirmation number once confirmed (flights: null). */
  confirmationNumber: z.string().nullable().optional(),
});
export const PaymentReplySchema = envelope(PaymentResultSchema);
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** `POST /api/Cancel` reply: the order as it is now (cancelled, seats returned). */
export const CancelReplySchema = OrderDetailReplySchema;

/** `POST /api/Mails/SendItinerary` reply: where it went, masked (`j***@example.com`). */
export const SendItineraryResultSchema = z.object({ sentTo: z.string() });
export const SendItineraryReplySchema = envelope(SendItineraryResultSchema);
