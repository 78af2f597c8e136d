import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ERRORS } from '@travel/contracts';
import { SANDBOX_CARDS } from '@travel/contracts/payments';
import type { CruiseOrderDetail } from '@travel/contracts/tour-orders';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';
import { mailOutbox, orders, payments } from '@travel/db';
import { localDate } from '../../lib/local-time';
import { card as cardPayment } from '../../lib/orders/test-booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { ROLE } from '@travel/contracts';
import { runTourConfirmations } from './tour-confirmation.job';
import { seedTourCatalogue } from './tour-catalogue.seed';
import { TOUR_TEST_NOW, ok } from './tours.test-helpers';
import {
  TOURIST_EMAIL,
  booked,
  contact,
  idemKey,
  openCheckout,
  payOnSandboxPage,
  tourists,
} from './tour-orders.test-helpers';

const card = (number: string = SANDBOX_CARDS.visaSuccess) => cardPayment(number);

/**
 * `POST /api/PayBalance` (issue 14 follow-up): a cruise booked with a deposit through the hosted
 * checkout, then its balance paid by card: a payment of its own, a receipt mail, refusals with
 * catalogue codes, idempotent replays, and a cancellation that refunds both payments.
 */
describe('paying the balance of a cruise booked with a deposit', () => {
  let t: TestApp;
  let cruise: TourInfo;
  beforeAll(async () => {
    t = await createTestApp({
      ORDER_SWEEP_INTERVAL_SECONDS: '0',
      TOUR_OPERATOR_DELAY_SECONDS: '60',
    });
    t.clock.set(TOUR_TEST_NOW);
    await seedTourCatalogue(t.ctx);
    cruise = await ok<TourInfo>(t, 'GET', '/api/CustomizeCruiseDetail?id=c-bcn-ocean-7');
  });
  afterAll(async () => t.close());

  const cabins = [{ key: 'c1', adults: 2, children: 0 }];
  const today = () => localDate(cruise.TimeZone, t.clock.now().getTime());
  /** A departure whose final payment date is more than 30 days ahead (full refund tier). */
  const depositDeparture = (): TourDeparture =>
    cruise.departures.find(
      (d) => d.placesLeft >= 2 && d.finalPaymentDate !== null && d.finalPaymentDate > today(),
    )!;

  /** Books two in a balcony cabin and pays the deposit on the sandbox checkout page. */
  async function bookWithDeposit(headers: Record<string, string> = {}) {
    const d = depositDeparture();
    expect(d, 'a departure with its final payment date ahead').toBeTruthy();
    const cabin = cruise.cruise!.cabins.find((c) => c.category === 'balcony')!.code;
    const base = { tourid: cruise.TourID, packageID: d.id, cttq: d.date, cabin, rooms: cabins };
    const price = await ok<{ totalprice: number }>(t, 'POST', '/api/PriceCruiseDetail', base);
    const result = await booked(
      t,
      {
        ...base,
        tourists: tourists(cabins, d.date),
        contact: contact(d.date),
        insurance: 'none',
        acceptTerms: true,
        expectedTotal: price.totalprice,
      },
      headers,
      '/api/SaveOrderCruise',
    );
    const session = await openCheckout(t, result.orderNumber);
    expect((await payOnSandboxPage(t, session.id, SANDBOX_CARDS.visaSuccess)).statusCode).toBe(303);
    return result.orderNumber;
  }

  /** The operator's answer (the 48-hour job): a paid booking of a guaranteed departure is confirmed. */
  const confirm = async (orderNo: string) => {
    t.clock.advance(61_000);
    await runTourConfirmations(t.ctx);
    expect((await detail(orderNo)).status).toBe('issued');
  };
  const detail = async (orderNo: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/OrderDetail?orderNo=${orderNo}&email=${TOURIST_EMAIL}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CruiseOrderDetail;
  };
  const payBalance = (
    payload: Record<string, unknown>,
    key = idemKey(),
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/PayBalance',
      headers: { 'idempotency-key': key, ...headers },
      payload,
    });
  const charges = async (orderNo: string) => {
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order!.id), eq(payments.kind, 'charge')));
  };

  it('shows the balance, refuses a visitor without the email and a declined card, then takes it once', async () => {
    const orderNo = await bookWithDeposit();
    const before = await detail(orderNo);
    expect(before.status).toBe('paid');
    expect(before.dueNow).toBeLessThan(before.payable);
    expect(before.balanceDue).toBe(before.payable - before.dueNow);
    expect(before.canPayBalance).toBe(true);

    const noEmail = await payBalance({ orderNo, method: 'card', card: card() });
    expect(noEmail.statusCode).toBe(404);
    const declined = await payBalance({
      orderNo,
      email: TOURIST_EMAIL,
      method: 'card',
      card: card(SANDBOX_CARDS.visaDeclined),
    });
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json().code).toBe(ERRORS.invalidCraditCard.code);
    expect((await detail(orderNo)).balanceDue).toBe(before.balanceDue);

    const key = idemKey();
    const body = { orderNo, email: TOURIST_EMAIL, method: 'card', card: card() };
    const paid = await payBalance(body, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toEqual({
      orderNo,
      amountPaid: before.balanceDue,
      paidTotal: before.payable,
      balanceDue: 0,
      currency: 'USD',
      method: 'card',
      cardLast4: '4242',
    });
    // The same key replays the reply; nothing is charged again.
    const replay = await payBalance(body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(paid.json().data);
    const succeeded = (await charges(orderNo)).filter((p) => p.status === 'succeeded');
    expect(succeeded.map((p) => p.amountCents).sort()).toEqual(
      [before.dueNow, before.balanceDue].sort(),
    );

    const after = await detail(orderNo);
    expect(after).toMatchObject({ status: 'paid', balanceDue: 0, canPayBalance: false });
    expect(after.money.paid).toBe(before.payable);
    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Balance received:%${orderNo}%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Nothing is left to pay.');

    // A new key: nothing is left (1513).
    const again = await payBalance(body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ERRORS.orderAlreadyPaid.code);
  });

  it('a cancellation refunds the deposit and the balance; a cancelled booking refuses the balance', async () => {
    // A signed-in customer: their own order, no booking email needed.
    const customer = await createTestUser(t, { role: ROLE.customer });
    const orderNo = await bookWithDeposit(customer.headers);
    await confirm(orderNo);
    // A confirmed booking takes its balance too.
    const paid = await payBalance(
      { orderNo, method: 'card', card: card() },
      idemKey(),
      customer.headers,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const view = await detail(orderNo);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/Orders/RefundQuote?orderNo=${orderNo}`,
      headers: customer.headers,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // Departure more than 30 days ahead: everything paid comes back, both payments.
    expect(quote.json().data).toMatchObject({ paid: view.payable, refund: view.payable });
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/Cancel',
      headers: customer.headers,
      payload: { orderNo, quoteId: quote.json().data.quoteId },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const refunds = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order!.id), eq(payments.kind, 'refund')));
    expect(refunds.reduce((sum, r) => sum - r.amountCents, 0)).toBe(view.payable);
    expect(new Set(refunds.map((r) => r.refundOf)).size).toBe(2);
    expect((await detail(orderNo)).balanceDue).toBe(0);

    const refused = await payBalance(
      { orderNo, method: 'card', card: card() },
      idemKey(),
      customer.headers,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(ERRORS.orderStatusAbnormal.code);
  });

  it('cancelling with the balance unpaid quotes the deposit only', async () => {
    const orderNo = await bookWithDeposit();
    await confirm(orderNo);
    const view = await detail(orderNo);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/Orders/RefundQuote?orderNo=${orderNo}&email=${TOURIST_EMAIL}`,
    });
    expect(quote.json().data).toMatchObject({ paid: view.dueNow, refund: view.dueNow });
  });

  it('refuses an unpaid booking (1405), bad input (400) and a trip that has begun (1506)', async () => {
    const d = depositDeparture();
    const cabin = cruise.cruise!.cabins.find((c) => c.category === 'inside')!.code;
    const base = { tourid: cruise.TourID, packageID: d.id, cttq: d.date, cabin, rooms: cabins };
    const price = await ok<{ totalprice: number }>(t, 'POST', '/api/PriceCruiseDetail', base);
    const unpaid = await booked(
      t,
      {
        ...base,
        tourists: tourists(cabins, d.date),
        contact: contact(d.date),
        insurance: 'none',
        acceptTerms: true,
        expectedTotal: price.totalprice,
      },
      {},
      '/api/SaveOrderCruise',
    );
    const body = {
      orderNo: unpaid.orderNumber,
      email: TOURIST_EMAIL,
      method: 'card',
      card: card(),
    };
    const notYet = await payBalance(body);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe(ERRORS.orderStatusAbnormal.code);

    const bad = await payBalance({ orderNo: unpaid.orderNumber, method: 'cash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.anything(), msg: expect.any(String) });

    const orderNo = await bookWithDeposit();
    const now = t.clock.now();
    t.clock.set(new Date(`${d.date}T23:00:00Z`));
    try {
      const late = await payBalance({
        orderNo,
        email: TOURIST_EMAIL,
        method: 'card',
        card: card(),
      });
      expect(late.statusCode, late.body).toBe(422);
      expect(late.json().code).toBe(ERRORS.paymentTimeLimitExceeded1506.code);
    } finally {
      t.clock.set(now);
    }
  });
});
