import { z } from 'zod';
import { IsoDateSchema } from './accounts';
import { ORDER_STATUSES } from './orders';
import { TOUR_KINDS, TourLanSchema, tourEnvelope } from './tours';

/**
 * The account's tour and cruise orders and the agent calls (spec part 2 §4, §6, §7; issue 14
 * §2): `GET /api/OrderList`, `GET /api/CustomizeCruiseOrderList`, `GET /api/GetSubagent`,
 * `GET /api/FinanceReceivable`, `GET /api/SearchTourByPZH`. Re-exported by `tour-orders.ts`
 * (import from there); kept apart so neither file grows past a screenful of schemas.
 */

/**
 * Where the operator's 48-hour confirmation stands (tour-orders.ts TourConfirmationSchema):
 * `notPaid` before payment, `pending` while the operator decides, `confirmed`, `declined`.
 */
export const TOUR_CONFIRMATION_STATES = ['notPaid', 'pending', 'confirmed', 'declined'] as const;

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
  confirmation: z.enum(TOUR_CONFIRMATION_STATES),
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
