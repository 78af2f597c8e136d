import type { HotelOrderDetail } from '@travel/contracts/hotel-orders';
import { hotelDetailsOf } from './hotel-details';
import type { OrderCore } from '../../lib/orders/order-core';
import type { OrderRow } from '../../lib/orders/status';

/**
 * A hotel order as `GET /api/SearchHotelOrder` and `POST /api/Cancel` show it: the order core
 * (status, deadline, contact, payments, what the viewer may do now) with what was sold (the
 * snapshot in `details`), in the contract's key order. `paidNow` is what the succeeded charges
 * took.
 */
export function hotelOrderDetail(order: OrderRow, core: OrderCore): HotelOrderDetail {
  const details = hotelDetailsOf(order);
  const { summary } = core;
  const paidNow = core.money.paid;
  return {
    orderNo: summary.orderNo,
    product: 'hotel',
    status: summary.status,
    createdAt: summary.createdAt,
    deadlineAt: summary.deadlineAt,
    confirmationNumber: details.confirmationNumber,
    hotel: details.hotel,
    room: { code: details.rate.roomCode, name: details.room.name, policy: details.rate.policy },
    stay: details.stay,
    nights: details.nights,
    guests: details.guests,
    contact: { name: core.contact.name, email: core.contact.email, mobile: core.contact.mobile },
    specialRequests: details.specialRequests,
    cancellationDeadline: details.cancellationDeadline,
    currency: 'USD',
    subtotal: details.subtotal,
    taxes: details.taxes,
    total: details.total,
    ...(details.commission > 0 ? { commission: details.commission } : {}),
    paidNow,
    dueAtHotel: details.dueAtHotel,
    // A hotel's payment record has no failure code.
    payments: core.payments.map(({ failureCode: _failureCode, ...payment }) => payment),
    money: core.money,
    accountCode: summary.accountCode,
    bookedByName: summary.bookedByName,
    customer: summary.customer,
    canPay: core.canPay,
    canCancel: core.canCancel,
  };
}
