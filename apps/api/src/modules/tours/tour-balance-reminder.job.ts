import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { orders } from '@travel/db';
import type { AppContext } from '../../app-context';
import { addDays, localDate } from '../../lib/local-time';
import { sendMail } from '../../lib/mail/send-mail';
import { findPayments } from '../../lib/orders/order-parts';
import { orderMoney } from '../../lib/payments/ledger';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import { tourBalanceDue } from '../../products/tour/tour-balance';
import { tourBalanceReminder } from '../../products/tour/tour-balance-mail';
import { tourDetailsOf } from '../../products/tour/tour-details';

/**
 * The balance reminder (issue 14 follow-up): a booking paid with a deposit whose balance is still
 * open gets one mail BALANCE_REMINDER_DAYS before its final payment date (by the departure
 * city's calendar), with the amount, the date and the order page. Once per order: the order's
 * details record `balanceReminderAt` in the same transaction as the outbox row. Unpaid bookings
 * are not cancelled here (docs: "Tour balance"): support follows them up.
 */
export const BALANCE_REMINDER_DAYS = 7;

/** Orders looked at per pass; the next pass takes the rest. */
const BATCH = 50;

const TOUR_PRODUCTS = ['tour', 'cruise'];

export interface ReminderPass {
  reminded: number;
  errors: { orderNo: string; error: unknown }[];
}

export async function runBalanceReminders(ctx: AppContext): Promise<ReminderPass> {
  const now = ctx.now();
  // UTC's date plus a day covers every zone; each order's own calendar decides below.
  const horizon = addDays(now.toISOString().slice(0, 10), BALANCE_REMINDER_DAYS + 1);
  const finalDate = sql<string>`${orders.details}->>'finalPaymentDate'`;
  const candidates = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.product, TOUR_PRODUCTS),
        inArray(orders.status, ['paid', 'issued']),
        isNotNull(finalDate),
        lte(finalDate, horizon),
        isNull(sql`${orders.details}->>'balanceReminderAt'`),
      ),
    )
    .orderBy(finalDate)
    .limit(BATCH);
  const pass: ReminderPass = { reminded: 0, errors: [] };
  for (const order of candidates) {
    const d = tourDetailsOf(order);
    if (!d.finalPaymentDate) continue;
    const today = localDate(d.timeZone, now.getTime());
    if (addDays(today, BALANCE_REMINDER_DAYS) < d.finalPaymentDate) continue;
    try {
      const due = tourBalanceDue(order, orderMoney(await findPayments(ctx.db, order.id)).paid);
      const sent = await ctx.db.transaction(async (tx) => {
        // Marked whatever is due, so a paid order is not looked at again; of two processes
        // only the one that marks it mails.
        const [marked] = await tx
          .update(orders)
          .set({
            details: sql`${orders.details} || ${JSON.stringify({ balanceReminderAt: now.toISOString() })}::jsonb`,
          })
          .where(and(eq(orders.id, order.id), isNull(sql`${orders.details}->>'balanceReminderAt'`)))
          .returning({ id: orders.id });
        if (!marked || !due || now.getTime() >= due.payableUntil.getTime()) return false;
        await sendMail(
          ctx,
          {
            to: order.contactEmail,
            ...tourBalanceReminder(ctx, order, due.amountCents),
            kind: 'confirmation',
            requestedByRecipient: true,
          },
          tx,
        );
        return true;
      });
      if (sent) pass.reminded += 1;
    } catch (error) {
      pass.errors.push({ orderNo: order.orderNo, error });
    }
  }
  return pass;
}

/** Every ORDER_SWEEP_INTERVAL_SECONDS while the app is up (0 turns it off, as the other sweeps). */
export function scheduleBalanceReminders(app: FastifyInstance, ctx: AppContext): void {
  schedulePeriodicJob(app, {
    everyMs: ctx.env.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
    pass: () => runBalanceReminders(ctx),
    report: ({ reminded, errors }) => {
      if (reminded) app.log.info({ reminded }, 'tour balance reminders');
      for (const { orderNo, error } of errors)
        app.log.warn({ err: error, orderNo }, 'tour balance reminder failed; retried next pass');
    },
    failure: 'tour balance reminder pass failed',
  });
}
