import type {
  CruiseOrderDetail,
  TourConfirmation,
  TourOrderDetail,
} from '@travel/contracts/tour-orders';
import type { OrderCore } from '../../lib/orders/order-core';
import type { OrderRow } from '../../lib/orders/status';
import { tourBalanceDue } from './tour-balance';
import { CONFIRMATION_WINDOW_MS, tourDetailsOf, type TourOrderDetails } from './tour-details';

/** `AB12345678` → `•••••••678`, as flight documents are shown. */
const mask = (value: string): string =>
  value.length <= 3 ? value : `${'•'.repeat(value.length - 3)}${value.slice(-3)}`;

/**
 * Where the operator's 48-hour confirmation stands, from the order alone: paid and waiting
 * (`pending`, with the deadline for the countdown), `confirmed` once issued, `declined` when the
 * operator refused (the reason is kept in the details), `notPaid` before payment.
 */
export function tourConfirmation(order: OrderRow, d: TourOrderDetails): TourConfirmation {
  const deadline = order.paidAt
    ? new Date(order.paidAt.getTime() + CONFIRMATION_WINDOW_MS).toISOString()
    : null;
  if (d.declineReason)
    return {
      state: 'declined',
      deadline,
      decidedAt: order.cancelledAt?.toISOString() ?? null,
      reason: d.declineReason,
    };
  if (order.issuedAt)
    return {
      state: 'confirmed',
      deadline,
      decidedAt: order.issuedAt.toISOString(),
      reason: null,
    };
  if (order.paidAt && ['paid', 'issueFailed'].includes(order.status))
    return { state: 'pending', deadline, decidedAt: null, reason: null };
  return { state: 'notPaid', deadline, decidedAt: null, reason: null };
}

/**
 * A tour or cruise order as `GET /api/OrderDetail` and `POST /api/Cancel` show it: the order
 * core (status, deadline, payments, what the viewer may do now) with what was sold, in the
 * contract's key order.
 */
export function tourOrderDetail(
  order: OrderRow,
  core: OrderCore,
  now: Date,
): TourOrderDetail | CruiseOrderDetail {
  const d = tourDetailsOf(order);
  // What is left once the deposit (or anything) was paid; nothing on a cancelled booking.
  const balance = tourBalanceDue(order, core.money.paid);
  const standing = !['cancelled', 'refunded', 'partiallyRefunded'].includes(order.status);
  const balanceDue = standing ? (balance?.amountCents ?? 0) : 0;
  const { summary } = core;
  const base = {
    orderNo: summary.orderNo,
    status: summary.status,
    createdAt: summary.createdAt,
    deadlineAt: summary.deadlineAt,
    paidAt: core.paidAt,
    cancelledAt: core.cancelledAt,
    confirmation: tourConfirmation(order, d),
    tour: {
      TourID: d.tourId,
      TourCode: d.tourCode,
      TourName: d.tourName,
      TourCity: d.tourCity,
      TourDays: d.days,
      TimeZone: d.timeZone,
      operator: d.operator,
    },
    departure: {
      packageID: d.departureId,
      departDate: d.departDate,
      returnDate: d.returnDate,
      guaranteed: d.guaranteed,
    },
    cruise: d.cruise,
    rooms: d.rooms,
    tourists: d.tourists.map(({ passportNumber, ...t }) => ({
      ...t,
      passportMasked: mask(passportNumber),
    })),
    contact: d.contact,
    insurance: d.insurance,
    remark: d.remark,
    lines: d.lines,
    charges: d.charges,
    total: d.total,
    commission: d.commission,
    payable: d.payable,
    dueNow: d.dueNow,
    balanceDue,
    finalPaymentDate: d.finalPaymentDate,
    currency: 'USD' as const,
    payments: core.payments.map(({ failureCode: _failureCode, ...payment }) => payment),
    money: core.money,
    accountCode: summary.accountCode,
    bookedByName: summary.bookedByName,
    customer: summary.customer,
    canPay: core.canPay,
    canCancel: core.canCancel,
    canPayBalance:
      balance !== null &&
      ['paid', 'issued'].includes(order.status) &&
      now.getTime() < balance.payableUntil.getTime(),
  };
  return d.kind === 'cruise' ? { ...base, product: 'cruise' } : { ...base, product: 'tour' };
}
