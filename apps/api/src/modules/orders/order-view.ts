import {
  ORDER_LINE_KINDS,
  type OrderDetail,
  type OrderLine,
  type OrderStatus,
  type OrderSummary,
  type OrderTraveller,
} from '@travel/contracts/orders';
import { InvoiceDetailsSchema } from '@travel/contracts/flight-booking';
import { exchangeRefusal } from '../../lib/orders/exchange-eligibility';
import { flightDetailsOf } from '../../lib/orders/flight-details';
import type { OrderRow } from '../../lib/orders/status';
import type { findLines, findPayments, findTravellers } from './orders.repository';

type TravellerRow = Awaited<ReturnType<typeof findTravellers>>[number];
type LineRow = Awaited<ReturnType<typeof findLines>>[number];
type PaymentRow = Awaited<ReturnType<typeof findPayments>>[number];

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
const splitList = (value: string, separator: string | RegExp): string[] =>
  value
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

export function toSummary(order: OrderRow): OrderSummary {
  return {
    orderNo: order.orderNo,
    product: order.product as OrderSummary['product'],
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    deadlineAt: iso(order.deadlineAt),
    currency: 'USD',
    totalPrice: order.totalCents,
    title: order.title,
    departureTime: order.startsLocal,
    flightCodes: splitList(order.searchCodes, /\s+/),
    passengerNames: splitList(order.travellerNames, ','),
    accountCode: order.accountCode,
    bookedByName: order.bookedByName,
  };
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

export function toDetail(
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

/** `jane.doe@example.com` → `j***@example.com`: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
