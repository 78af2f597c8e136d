import {
  ORDER_LINE_KINDS,
  PAYMENT_METHODS,
  PAYMENT_RECORD_STATUSES,
  type OrderDetail,
  type OrderMoney,
  type OrderStatus,
  type OrderLine,
  type OrderSummary,
  type OrderTraveller,
} from '@travel/contracts/orders';
import type { AppContext } from '../../app-context';
import {
  findLines,
  findPayments,
  findTravellers,
  type LineRow,
  type PaymentRow,
  type TravellerRow,
} from './order-parts';
import { iso, toSummary } from './order-summary';
import { orderMoney } from '../payments/ledger';
import { CANCELLABLE_PAID } from './cancel-paid-rules';
import { orderProductOf } from './order-product';
import type { OrderRow } from './status';

/**
 * What every order's detail shows whatever it sold (issue 11): number, status, deadline and who
 * booked (the list summary), contact, travellers, money lines, payments, the milestones and what
 * the viewer may do now. Built once by the order machinery; each product's `OrderProduct.view`
 * adds its own part and lays the reply out in its contract's key order (so the bytes on the
 * wire stay those of the product's own reply). It lives in lib/orders, not modules/orders,
 * because a product's own detail call (hotels: `GET /api/SearchHotelOrder`) builds it too.
 */
export interface OrderCore {
  summary: OrderSummary;
  contact: OrderDetail['contact'];
  travellers: OrderTraveller[];
  lines: OrderLine[];
  payments: OrderDetail['payments'];
  money: OrderMoney;
  paidAt: string | null;
  issuedAt: string | null;
  cancelledAt: string | null;
  canPay: boolean;
  canCancel: boolean;
}

/** The order's core, read in one round of parallel queries. */
export async function loadOrderCore(
  ctx: Pick<AppContext, 'db' | 'now' | 'orderProducts'>,
  order: OrderRow,
): Promise<OrderCore> {
  const [travellers, lines, payments] = await Promise.all([
    findTravellers(ctx.db, order.id),
    findLines(ctx.db, order.id),
    findPayments(ctx.db, order.id),
  ]);
  const now = ctx.now();
  const open = isOpen(order, now);
  return {
    summary: toSummary(order),
    contact: {
      name: order.contactName,
      email: order.contactEmail,
      mobile: order.contactMobile,
      address: order.contactAddress,
      postcode: order.contactPostcode,
      emailVerified: order.emailVerified,
    },
    travellers: travellers.map(toTraveller),
    lines: toLines(lines),
    payments: payments.map(toPayment),
    money: orderMoney(payments),
    paidAt: iso(order.paidAt),
    issuedAt: iso(order.issuedAt),
    cancelledAt: iso(order.cancelledAt),
    canPay: open,
    canCancel: canCancelNow(ctx, order, lines, now),
  };
}

/**
 * Whether the viewer may cancel the order now: awaiting payment inside its deadline, or issued
 * (or paid but not fulfilled) while its product's refund rules allow a cancellation.
 */
export function canCancelNow(
  ctx: Pick<AppContext, 'orderProducts'>,
  order: OrderRow,
  lines: readonly LineRow[],
  now: Date,
): boolean {
  if (isOpen(order, now)) return true;
  if (!CANCELLABLE_PAID.includes(order.status as OrderStatus)) return false;
  return orderProductOf(ctx, order).refundPolicy(order, lines, now).cancellable;
}

/** Payable and cancellable: awaiting payment and inside its deadline. */
const isOpen = (order: OrderRow, now: Date): boolean =>
  order.status === 'awaitingPayment' &&
  (order.deadlineAt === null || order.deadlineAt.getTime() > now.getTime());

const asOneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Document numbers are shown masked except the last 3 characters. */
const maskDocument = (value: string): string =>
  value.length <= 3 ? value : `${'•'.repeat(value.length - 3)}${value.slice(-3)}`;

function toTraveller(row: TravellerRow): OrderTraveller {
  return {
    index: row.travellerIndex,
    passengerType: asOneOf(['ADT', 'CHD', 'INF'] as const, row.passengerType, 'ADT'),
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    birthday: row.birthday,
    gender: row.gender === 'Female' ? 'Female' : 'Male',
    cardNumMasked: maskDocument(row.cardNum),
    cardExpired: row.cardExpired,
    nationality: row.nationality,
    ticketNumbers: row.ticketNumbers,
  };
}

const kindRank = (kind: string): number => {
  const rank = (ORDER_LINE_KINDS as readonly string[]).indexOf(kind);
  return rank === -1 ? ORDER_LINE_KINDS.length : rank;
};

/** Per traveller fare, tax, commission…, then order-wide lines, in the order they were added. */
function toLines(rows: LineRow[]): OrderLine[] {
  return [...rows]
    .sort(
      (a, b) =>
        a.createdAt.getTime() - b.createdAt.getTime() ||
        (a.travellerIndex ?? 99) - (b.travellerIndex ?? 99) ||
        kindRank(a.kind) - kindRank(b.kind),
    )
    .map((row) => ({
      kind: row.kind as OrderLine['kind'],
      description: row.description,
      travellerIndex: row.travellerIndex,
      amount: row.amountCents,
    }));
}

function toPayment(p: PaymentRow): OrderDetail['payments'][number] {
  return {
    method: asOneOf(PAYMENT_METHODS, p.method, 'card'),
    kind: p.kind === 'refund' ? 'refund' : 'charge',
    status: asOneOf(PAYMENT_RECORD_STATUSES, p.status, 'failed'),
    amount: p.amountCents,
    cardBrand: p.cardBrand,
    cardLast4: p.cardLast4,
    // Catalogue codes are numbers (1510) or names (invalidCraditCard), as the client sees them.
    failureCode:
      p.failureCode && /^\d+$/.test(p.failureCode) ? Number(p.failureCode) : p.failureCode,
    createdAt: p.createdAt.toISOString(),
  };
}
