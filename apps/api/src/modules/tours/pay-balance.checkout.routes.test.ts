import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ERRORS } from '@travel/contracts';
import type { CheckoutLookup, CheckoutSession } from '@travel/contracts/checkout';
import { SANDBOX_CARDS } from '@travel/contracts/payments';
import Stripe from 'stripe';
import { checkoutSessions, mailOutbox, orders, payments, sandboxWebhookOutbox } from '@travel/db';
import { sandboxWebhookSecret } from '../../lib/payments/checkout/sandbox-session';
import type { TestApp } from '../../test/test-app';
import { TOURIST_EMAIL, idemKey, payOnSandboxPage } from './tour-orders.test-helpers';
import { card, depositTestApp, type DepositFixtures } from './pay-balance.test-helpers';

/**
 * The balance of a cruise booked with a deposit, paid on the hosted checkout
 * (`POST /api/PayStripe` with `purpose: 'balance'`, the sandbox page, its signed webhook): the
 * same record as `POST /api/PayBalance`, a payment that comes after the balance was paid
 * another way is refunded at once, the same refusals, and order sessions as before.
 */
describe('paying a balance on the hosted checkout', () => {
  let t: TestApp;
  let f!: DepositFixtures;
  beforeAll(async () => {
    ({ t, f } = await depositTestApp());
  });
  afterAll(async () => t.close());

  const payStripe = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/PayStripe',
      headers: { 'idempotency-key': idemKey() },
      payload,
    });
  const balanceSession = async (orderNo: string) => {
    const res = await payStripe({ orderNo, email: TOURIST_EMAIL, purpose: 'balance' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CheckoutSession;
  };
  const lookup = async (csid: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/SearchCS?csid=${csid}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CheckoutLookup;
  };
  const rows = async (orderNo: string) => {
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return t.ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
  };
  /** The session's completed event as the sandbox sent it, delivered again (signed now). */
  const completedEvent = async (sessionId: string) => {
    const rows = await t.ctx.db.select().from(sandboxWebhookOutbox);
    const row = rows.find((r) => r.payload.includes(sessionId) && r.payload.includes('completed'));
    return row!.payload;
  };
  const deliver = async (payload: string) => {
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: await sandboxWebhookSecret(t.ctx.db),
      timestamp: Math.floor(t.clock.now().getTime() / 1000),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { received: true; duplicate: boolean };
  };
  const mails = (subject: string) =>
    t.ctx.db.select().from(mailOutbox).where(like(mailOutbox.subject, subject));

  it('takes the balance on the sandbox page: one payment, a receipt, the order paid in full', async () => {
    const orderNo = await f.bookWithDeposit();
    const before = await f.detail(orderNo);
    expect(before.balanceDue).toBeGreaterThan(0);

    const session = await balanceSession(orderNo);
    expect(session).toMatchObject({
      status: 'open',
      amount_total: before.balanceDue,
      metadata: { orderNo, purpose: 'balance' },
    });
    // Asked again, the open session still fits: the same one.
    expect((await balanceSession(orderNo)).id).toBe(session.id);

    const page = await payOnSandboxPage(t, session.id, SANDBOX_CARDS.visaSuccess);
    expect(page.statusCode, page.body).toBe(303);
    expect(page.headers.location).toContain(`/checkout/complete?session_id=${session.id}`);

    const seen = await lookup(session.id);
    expect(seen.order).toMatchObject({ orderNo, status: 'paid', payment: 'paid' });
    expect(seen.metadata.purpose).toBe('balance');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/SaveOrderPayResult',
      payload: { csid: session.id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const after = await f.detail(orderNo);
    expect(after).toMatchObject({ status: 'paid', balanceDue: 0, canPayBalance: false });
    expect(after.money.paid).toBe(before.payable);
    const charges = (await rows(orderNo)).filter((p) => p.kind === 'charge');
    expect(charges.map((p) => [p.method, p.amountCents]).sort()).toEqual(
      [
        ['checkout', before.dueNow],
        ['checkout', before.balanceDue],
      ].sort(),
    );
    expect(await mails(`Balance received:%${orderNo}%`)).toHaveLength(1);

    // The completed event sent again (same id), then under another id: nothing is taken twice.
    const event = await completedEvent(session.id);
    expect(await deliver(event)).toEqual({ received: true, duplicate: true });
    const twin = event.replace(/"id": "evt_[A-Za-z0-9]+"/, '"id": "evt_twin0000000002"');
    expect(twin).not.toBe(event);
    expect(await deliver(twin)).toEqual({ received: true, duplicate: false });
    expect((await rows(orderNo)).filter((p) => p.kind === 'charge')).toHaveLength(2);
    expect(await mails(`Balance received:%${orderNo}%`)).toHaveLength(1);

    // Nothing is left: neither a balance session (1513) nor a card balance payment.
    const again = await payStripe({ orderNo, email: TOURIST_EMAIL, purpose: 'balance' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ERRORS.orderAlreadyPaid.code);
  });

  it('refunds at once a balance session paid after the balance was paid by card', async () => {
    const orderNo = await f.bookWithDeposit();
    const before = await f.detail(orderNo);
    const session = await balanceSession(orderNo);
    const byCard = await f.payBalance({
      orderNo,
      email: TOURIST_EMAIL,
      method: 'card',
      card: card(),
    });
    expect(byCard.statusCode, byCard.body).toBe(200);

    const page = await payOnSandboxPage(t, session.id, SANDBOX_CARDS.visaSuccess);
    expect(page.statusCode, page.body).toBe(303);
    expect((await lookup(session.id)).order.payment).toBe('refunded');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/SaveOrderPayResult',
      payload: { csid: session.id },
    });
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json().code).toBe(ERRORS.paymentVerificationFailed1507.code);

    const all = await rows(orderNo);
    const late = all.find(
      (p) => p.kind === 'charge' && p.amountCents === before.balanceDue && p.method === 'checkout',
    );
    expect(late).toBeTruthy();
    const refund = all.filter((p) => p.kind === 'refund' && p.refundOf === late!.id);
    expect(refund.reduce((sum, r) => sum - r.amountCents, 0)).toBe(before.balanceDue);
    const after = await f.detail(orderNo);
    expect(after).toMatchObject({ status: 'paid', balanceDue: 0 });
    // Charged twice for the balance, given back once: the trip's price is what is kept.
    expect(after.money).toMatchObject({
      paid: before.payable + before.balanceDue,
      refunded: before.balanceDue,
      net: before.payable,
    });
    expect(await mails(`Refunded:%${orderNo}%`)).toHaveLength(1);
    // One receipt: the card's.
    expect(await mails(`Balance received:%${orderNo}%`)).toHaveLength(1);
  });

  it('refuses an unpaid booking (1405), bad input (400) and a trip that has begun (1506); order sessions as before', async () => {
    const d = f.depositDeparture();
    const unpaid = await f.bookUnpaid({}, 'inside');
    const target = { orderNo: unpaid, email: TOURIST_EMAIL };
    const notYet = await payStripe({ ...target, purpose: 'balance' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe(ERRORS.orderStatusAbnormal.code);

    const bad = await payStripe({ ...target, purpose: 'rest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.anything(), msg: expect.any(String) });

    // The order's own session: what is due now, the metadata it always had.
    const order = await payStripe(target);
    expect(order.statusCode, order.body).toBe(200);
    const orderSession = order.json().data as CheckoutSession;
    expect(orderSession.metadata).toEqual({ orderNo: unpaid });
    const [row] = await t.ctx.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, orderSession.id));
    expect(row!.purpose).toBe('order');
    const [held] = await t.ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, unpaid)));
    expect(orderSession.amount_total).toBe(held!.dueNowCents);

    const orderNo = await f.bookWithDeposit();
    const now = t.clock.now();
    t.clock.set(new Date(`${d.date}T23:00:00Z`));
    try {
      const late = await payStripe({ orderNo, email: TOURIST_EMAIL, purpose: 'balance' });
      expect(late.statusCode, late.body).toBe(422);
      expect(late.json().code).toBe(ERRORS.paymentTimeLimitExceeded1506.code);
    } finally {
      t.clock.set(now);
    }
  });
});
