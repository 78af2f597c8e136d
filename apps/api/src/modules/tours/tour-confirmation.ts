import { and, eq, sql } from 'drizzle-orm';
import { orders, tourConfirmations, tourDepartures } from '@travel/db';
import type { AppContext } from '../../app-context';
import { sendMail } from '../../lib/mail/send-mail';
import { findOrderById } from '../../lib/orders/cancel';
import { releaseOrderHolds } from '../../lib/orders/holds';
import { findPayments } from '../../lib/orders/order-parts';
import type { FulfilmentResult } from '../../lib/orders/order-product';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import { transitionOrder, type OrderRow } from '../../lib/orders/status';
import { orderMoney } from '../../lib/payments/ledger';
import { recordRefunds, sendRefunds } from '../../lib/payments/refunds';
import { CONFIRMATION_WINDOW_MS, tourDetailsOf } from '../../products/tour/tour-details';
import {
  tourConfirmedMessage,
  tourDeclinedMessage,
  tourReceivedMessage,
} from '../../products/tour/tour-mail';
import type { BookingDecision } from '../../suppliers/tours/port';
import { tourSupplier } from './tour-catalogue.seed';

/**
 * The operator's 48-hour confirmation (issue 14 §4). A tour is not confirmed at payment:
 * `fulfil` (the machinery calls it after the webhook's payment) stores the decision time and
 * mails "booking received"; the order stays `paid`. When the time comes the job
 * (tour-confirmation.job.ts) asks the operator through the TourSupplier port
 * (`decideBooking`; the simulated operators' rule is in suppliers/tours/booking-decision.ts).
 * Confirmed: `issued` (shown as Confirmed) with the operator's number.
 *
 * A decline refunds everything paid through the machinery's refund path and gives the places
 * back. Each step is a guarded status move, so a decision is taken once however many
 * processes (job, reconciler) reach it.
 */

/** When the simulated operator answers: after the configured delay, always inside 48 hours. */
export function decisionTimes(paidAt: Date, delaySeconds: number) {
  const confirmBy = new Date(paidAt.getTime() + CONFIRMATION_WINDOW_MS);
  const decideAt = new Date(
    Math.min(paidAt.getTime() + delaySeconds * 1000, confirmBy.getTime() - 60_000),
  );
  return { confirmBy, decideAt };
}

/**
 * The OrderProduct's `fulfil`: stores the decision time (once), keeps the reconciler away from
 * the order until the promised deadline (it retries `paid` orders past their lease), mails the
 * traveller that the booking is received, and decides at once when the time has already come
 * (a reconciler pass after the job was off).
 */
export async function awaitOperator(
  ctx: AppContext,
  order: OrderRow,
  fail: boolean,
): Promise<FulfilmentResult> {
  const now = ctx.now();
  const { confirmBy, decideAt } = decisionTimes(
    order.paidAt ?? now,
    ctx.env.TOUR_OPERATOR_DELAY_SECONDS,
  );
  const [inserted] = await ctx.db
    .insert(tourConfirmations)
    .values({ orderId: order.id, confirmBy, decideAt, forceDecline: fail ? 1 : 0, createdAt: now })
    .onConflictDoNothing()
    .returning();
  await ctx.db
    .update(orders)
    .set({ leaseUntil: confirmBy })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')));
  if (inserted) {
    await sendMail(ctx, {
      to: order.contactEmail,
      ...tourReceivedMessage(ctx, order, confirmBy),
      kind: 'confirmation',
      requestedByRecipient: true,
    });
  }
  // Already waiting (a webhook replayed, a reconciler pass): the stored row, not a new one.
  const row =
    inserted ??
    (
      await ctx.db.select().from(tourConfirmations).where(eq(tourConfirmations.orderId, order.id))
    )[0];
  if (row && row.decision === null && row.decideAt.getTime() <= now.getTime()) {
    await decideTourOrder(ctx, order.id);
  }
  return operatorAnswer((await findOrderById(ctx.db, order.id)) ?? order);
}

/** What the operator answered so far, as the machinery reports a fulfilment. */
export function operatorAnswer(order: OrderRow): FulfilmentResult {
  return {
    orderNo: order.orderNo,
    status: order.status as FulfilmentResult['status'],
    ticketNumbers: [],
    confirmationNumber: tourDetailsOf(order).confirmationNumber,
  };
}

export type Decision = { kind: 'confirmed' } | { kind: 'declined'; reason: string };

/**
 * Asks the operator behind the TourSupplier port (the one the catalogue is synced from) about
 * a paid order, with the booking's facts as they stand now.
 */
export async function askOperator(
  ctx: Pick<AppContext, 'db'>,
  order: OrderRow,
  forceDecline: boolean,
): Promise<BookingDecision> {
  const d = tourDetailsOf(order);
  const [departure] = await ctx.db
    .select({
      id: tourDepartures.id,
      capacity: tourDepartures.capacity,
      placesLeft: tourDepartures.placesLeft,
      guaranteed: tourDepartures.guaranteed,
    })
    .from(tourDepartures)
    .where(eq(tourDepartures.id, d.departureId));
  return tourSupplier().decideBooking({
    tourId: d.tourId,
    tourCode: d.tourCode,
    bookingReference: order.orderNo,
    departure: departure ?? null,
    placesBooked: d.places,
    forceDecline,
  });
}

/**
 * Decides one paid order (the job or `awaitOperator`). Returns the decision taken, or null when
 * the order had already been decided or is not waiting for the operator.
 */
export async function decideTourOrder(ctx: AppContext, orderId: string): Promise<Decision | null> {
  const order = await findOrderById(ctx.db, orderId);
  const [row] = await ctx.db
    .select()
    .from(tourConfirmations)
    .where(eq(tourConfirmations.orderId, orderId));
  if (!order || !row || row.decision !== null) return null;
  if (order.status !== 'paid' && order.status !== 'issueFailed') {
    // Decided another way (support confirmed or refunded it): the row records what stands.
    const stands: Decision =
      order.status === 'issued'
        ? { kind: 'confirmed' }
        : { kind: 'declined', reason: `the order is ${order.status}` };
    await markDecided(ctx, orderId, stands);
    return null;
  }
  const answer = await askOperator(ctx, order, row.forceDecline > 0);
  return answer.kind === 'confirmed'
    ? confirm(ctx, order, answer.confirmationNumber).then((done) =>
        done ? { kind: 'confirmed' as const } : null,
      )
    : decline(ctx, order, answer.reason).then((done) => (done ? answer : null));
}

async function confirm(
  ctx: AppContext,
  order: OrderRow,
  confirmationNumber: string,
): Promise<boolean> {
  const issued = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const moved = await transitionOrder(tx, order.id, ['paid', 'issueFailed'], 'issued', now, {
      issuedAt: now,
      leaseUntil: null,
    });
    if (!moved) return null;
    const [withNumber] = await tx
      .update(orders)
      .set({ details: sql`${orders.details} || ${JSON.stringify({ confirmationNumber })}::jsonb` })
      .where(eq(orders.id, order.id))
      .returning();
    await markDecided(ctx, order.id, { kind: 'confirmed' }, tx);
    return withNumber ?? moved;
  });
  if (!issued) return false;
  await sendMail(ctx, {
    to: issued.contactEmail,
    // The balance may have been paid before the operator answered.
    ...tourConfirmedMessage(ctx, issued, orderMoney(await findPayments(ctx.db, issued.id)).paid),
    kind: 'confirmation',
    requestedByRecipient: true,
  });
  return true;
}

/**
 * Declined: the order goes `paid → issueFailed → refunded` (the machinery's edges: not
 * fulfilled, then refunded) in one transaction with its places given back and the refund of
 * everything paid recorded; the refunds are sent after the commit (the refund sweep finishes
 * them if this process dies).
 */
async function decline(ctx: AppContext, order: OrderRow, reason: string): Promise<boolean> {
  const result = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (order.status === 'paid') {
      const failed = await transitionOrder(tx, order.id, 'paid', 'issueFailed', now);
      if (!failed) return null;
    }
    const refunded = await transitionOrder(tx, order.id, 'issueFailed', 'refunded', now, {
      cancelledAt: now,
      cancelReason: 'operator',
      leaseUntil: null,
    });
    if (!refunded) return null;
    const [withReason] = await tx
      .update(orders)
      .set({
        details: sql`${orders.details} || ${JSON.stringify({ declineReason: reason })}::jsonb`,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await releaseOrderHolds(tx, order.id, now, orderHoldReleasers(ctx));
    const paid = orderMoney(await findPayments(tx, order.id)).net;
    const pending = await recordRefunds(ctx, tx, order.id, paid, `declined ${order.orderNo}`);
    await markDecided(ctx, order.id, { kind: 'declined', reason }, tx);
    return { order: withReason ?? refunded, pending, paid };
  });
  if (!result) return false;
  await sendRefunds(ctx, result.pending);
  await sendMail(ctx, {
    to: result.order.contactEmail,
    ...tourDeclinedMessage(ctx, result.order, reason, result.paid),
    kind: 'confirmation',
    requestedByRecipient: true,
  });
  return true;
}

async function markDecided(
  ctx: AppContext,
  orderId: string,
  decision: Decision,
  executor: Pick<AppContext['db'], 'update'> = ctx.db,
): Promise<void> {
  await executor
    .update(tourConfirmations)
    .set({
      decision: decision.kind,
      reason: decision.kind === 'declined' ? decision.reason : null,
      decidedAt: ctx.now(),
      leaseUntil: null,
    })
    .where(eq(tourConfirmations.orderId, orderId));
}
