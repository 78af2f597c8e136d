import {
  ORDER_LINE_KINDS,
  type OrderDetail,
  type OrderLine,
  type OrderTraveller,
} from '@travel/contracts/orders';
import { InvoiceDetailsSchema } from '@travel/contracts/flight-booking';
import type { AppContext } from '../../app-context';
import { exchangeRefusal } from '../../products/flight/exchange-eligibility';
import { flightDetailsOf } from '../../products/flight/flight-details';
import {
  findLines,
  findPayments,
  findTravellers,
  type LineRow,
  type PaymentRow,
  type TravellerRow,
} from '../../lib/orders/order-parts';
import { iso, toSummary } from '../../lib/orders/order-summary';
import type { OrderRow } from '../../lib/orders/status';

/** A flight order as `GET /api/OrderDetail` (and the Cancel reply) shows it. */
export async function flightOrderDetail(
  ctx: Pick<AppContext, 'db' | 'now'>,
  order: OrderRow,
): Promise<OrderDetail> {
  const [travellers, lines, payments] = await Promise.all([
    findTravellers(ctx.db, order.id),
    findLines(ctx.db, order.id),
    findPayments(ctx.db, order.id),
  ]);
  return toDetail(order, { travellers, lines, payments }, ctx.now());
}

/** Passport numbers are shown masked except the last 3 characters. */
const maskDocument = (value: string): string =>
  value.length <= 3 ? value : `${'•'.repeat(value.length - 3)}${value.slice(-3)}`;

function toTraveller(row: TravellerRow): OrderTraveller {
  return {
    index: row.travellerIndex,
    passengerType: row.passengerType === 'CHD' ? 'CHD' : 'ADT',
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

const isOpen = (order: OrderRow, now: Date): boolean =>
  order.status === 'awaitingPayment' &&
  (order.deadlineAt === null || order.deadlineAt.getTime() > now.getTime());

function toDetail(
  order: OrderRow,
  parts: { travellers: TravellerRow[]; lines: LineRow[]; payments: PaymentRow[] },
  now: Date,
): OrderDetail {
  const details = flightDetailsOf(order);
  const invoice = InvoiceDetailsSchema.safeParse(order.invoice);
  return {
    ...toSummary(order),
    // flightDetailsOf above refused any other product.
    product: 'flight',
    tripType: details.tripType,
    trips: details.trips,
    brand: details.brand,
    travellers: parts.travellers.map(toTraveller),
    contact: {
      name: order.contactName,
      email: order.contactEmail,
      mobile: order.contactMobile,
      address: order.contactAddress,
      postcode: order.contactPostcode,
      emailVerified: order.emailVerified,
    },
    invoice: invoice.success ? invoice.data : null,
    lines: toLines(parts.lines),
    payments: parts.payments.map((p) => ({
      method: p.method === 'balance' ? 'balance' : 'card',
      status: p.status === 'succeeded' ? 'succeeded' : 'failed',
      amount: p.amountCents,
      cardBrand: p.cardBrand,
      cardLast4: p.cardLast4,
      // Catalogue codes are numbers (1510) or names (invalidCraditCard), as the client sees them.
      failureCode:
        p.failureCode && /^\d+$/.test(p.failureCode) ? Number(p.failureCode) : p.failureCode,
      createdAt: p.createdAt.toISOString(),
    })),
    paidAt: iso(order.paidAt),
    issuedAt: iso(order.issuedAt),
    cancelledAt: iso(order.cancelledAt),
    canPay: isOpen(order, now),
    canCancel: isOpen(order, now),
    // The exchange calls' own rule, so the page offers only a change the API would allow.
    canExchange: exchangeRefusal(order, details, now) === null,
  };
}
