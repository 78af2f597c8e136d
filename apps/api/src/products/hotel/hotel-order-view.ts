import { asc, eq } from 'drizzle-orm';
import type { HotelOrderDetail } from '@travel/contracts/hotel-orders';
import type { OrderStatus } from '@travel/contracts/orders';
import { payments, type Executor } from '@travel/db';
import { hotelDetailsOf } from './hotel-details';
import type { OrderRow } from '../../lib/orders/status';

const isOpen = (order: OrderRow, now: Date): boolean =>
  order.status === 'awaitingPayment' &&
  (order.deadlineAt === null || order.deadlineAt.getTime() > now.getTime());

/**
 * A hotel order as `GET /api/SearchHotelOrder` and `POST /api/Cancel` show it: what was sold
 * (the snapshot in `details`), its status and deadline, the payments, and what the viewer may
 * do now. `paidNow` is what the succeeded payments took.
 */
export async function hotelOrderDetail(
  executor: Executor,
  order: OrderRow,
  now: Date,
): Promise<HotelOrderDetail> {
  const details = hotelDetailsOf(order);
  const rows = await executor
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(asc(payments.createdAt));
  const paidNow = rows
    .filter((p) => p.status === 'succeeded')
    .reduce((sum, p) => sum + p.amountCents, 0);
  return {
    orderNo: order.orderNo,
    product: 'hotel',
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    deadlineAt: order.deadlineAt?.toISOString() ?? null,
    confirmationNumber: details.confirmationNumber,
    hotel: details.hotel,
    room: { code: details.rate.roomCode, name: details.room.name, policy: details.rate.policy },
    stay: details.stay,
    nights: details.nights,
    guests: details.guests,
    contact: { name: order.contactName, email: order.contactEmail, mobile: order.contactMobile },
    specialRequests: details.specialRequests,
    cancellationDeadline: details.cancellationDeadline,
    currency: 'USD',
    subtotal: details.subtotal,
    taxes: details.taxes,
    total: details.total,
    paidNow,
    dueAtHotel: details.dueAtHotel,
    payments: rows.map((p) => ({
      method: p.method === 'balance' ? 'balance' : 'card',
      status: p.status === 'succeeded' ? 'succeeded' : 'failed',
      amount: p.amountCents,
      cardBrand: p.cardBrand,
      cardLast4: p.cardLast4,
      createdAt: p.createdAt.toISOString(),
    })),
    accountCode: order.accountCode,
    bookedByName: order.bookedByName,
    canPay: isOpen(order, now),
    canCancel: isOpen(order, now),
  };
}
