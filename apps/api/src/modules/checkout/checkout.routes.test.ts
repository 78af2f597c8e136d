import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CardPaymentSchema, SANDBOX_CARDS } from '@travel/contracts/payments';
import {
  checkoutSessions,
  mailOutbox,
  processorRefunds,
  sandboxCheckoutSessions,
} from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { BOOKING_TEST_NOW, bookOrder, card, postPayment } from '../../lib/orders/test-booking';
import { cancelOverdueOrders } from '../../lib/orders/deadline';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import { ledgerProblems } from '../../lib/payments/ledger-check';
import { paySandboxSession } from '../../lib/payments/checkout/sandbox-payments';
import { cardDetailsOf } from '../../lib/payments/pay-order';
import { sweepCheckout } from './checkout-sweep';
import { webhookDelivery } from './sandbox-page.routes';
import {
  FLIGHT_EMAIL,
  eventCount,
  openSession,
  orderOf,
  outboxEventsOf,
  payStripe,
  paymentsOf,
  postCardForm,
  postWebhook,
  searchCs,
  signSandbox,
} from './checkout.test-helpers';

const MINUTE = 60_000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('hosted checkout (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  });
  beforeEach(() => t.clock.set(BOOKING_TEST_NOW));
  afterAll(async () => t.close());

  /** A session paid on the sandbox page, with its event delivered to the webhook. */
  async function payOnPage(sessionId: string, number: string = SANDBOX_CARDS.visaSuccess) {
    const res = await postCardForm(t, sessionId, number);
    expect(res.statusCode, res.body).toBe(303);
    return res.headers.location as string;
  }

  it('PayStripe for a reserved flight: a session of the amount due, ≥30 min and within the hold, returned again while it fits', async () => {
    const { orderNo, totalPrice } = await bookOrder(t);
    const booked = await orderOf(t, orderNo);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    const order = await orderOf(t, orderNo);
    expect(booked.deadlineAt!.getTime() - BOOKING_TEST_NOW.getTime()).toBe(30 * MINUTE);
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: order.dueNowCents,
      currency: 'usd',
      payment_method_types: ['card'],
      metadata: { orderNo },
      OrderID: JSON.stringify({ orderNo }),
    });
    expect(order.dueNowCents).toBe(totalPrice);
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    expect(session.url).toBe(`http://localhost/sandbox-checkout/${session.id}`);
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at).toBeLessThanOrEqual(seconds(order.deadlineAt!));
    // A fresh hold has 30 minutes left: it is extended to the session's 31 (Stripe's 30 minutes
    // and one of clock margin), and the session ends with it.
    expect(session.expires_at - session.created).toBe(31 * 60);
    expect(session.expires_at).toBe(seconds(order.deadlineAt!));

    const again = await openSession(t, orderNo, FLIGHT_EMAIL);
    expect(again.id).toBe(session.id);

    const found = await searchCs(t, session.id);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({
      id: session.id,
      status: 'open',
      order: { orderNo, product: 'flight', status: 'awaitingPayment', payment: null },
    });
  });

  it('PayStripe checks access and input like POST /api/Payment', async () => {
    const { orderNo } = await bookOrder(t);
    const cases: [Record<string, unknown>, number, unknown][] = [
      [{ orderNo, email: 'someone.else@example.test' }, 404, 1502],
      [{ orderNo }, 404, 1502],
      [{ orderNo, email: FLIGHT_EMAIL, paymentType: 'Alipay' }, 400, 1401],
      [{ orderNo: 'TO-NOPE', email: FLIGHT_EMAIL }, 404, 1502],
    ];
    for (const [body, status, code] of cases) {
      const res = await payStripe(t, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.code).toBe(code);
    }
    expect(await t.ctx.db.select().from(checkoutSessions)).toHaveLength(1);
    for (const csid of ['nope', 'cs_test_short', `cs_test_${'x'.repeat(40)}!`]) {
      const res = await searchCs(t, csid);
      expect(res.status).toBe(400);
    }
    const missing = await searchCs(t, `cs_test_${'A'.repeat(58)}`);
    expect(missing.status).toBe(404);
  });

  it('a hold with less than 30 minutes left is extended to the session’s expiry, up to an hour from booking (then 1406)', async () => {
    const { orderNo } = await bookOrder(t);
    t.clock.advance(25 * MINUTE);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL, 'WX');
    const order = await orderOf(t, orderNo);
    expect(session.payment_method_types).toEqual(['wechat_pay']);
    expect(session.expires_at - seconds(t.clock.now())).toBe(31 * 60);
    expect(seconds(order.deadlineAt!)).toBe(session.expires_at);

    const late = await bookOrder(t);
    t.clock.advance(29.5 * MINUTE);
    const refused = await payStripe(t, { orderNo: late.orderNo, email: FLIGHT_EMAIL });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(1406);
    expect((await orderOf(t, late.orderNo)).deadlineAt!.getTime()).toBe(
      BOOKING_TEST_NOW.getTime() + 25 * MINUTE + 30 * MINUTE,
    );
  });

  it('the sandbox page: strict policy, labelled card form, test cards; a declined card is shown and the session stays payable', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-checkout/${session.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'none';style-src 'sha256-/,
    );
    expect(page.headers['content-security-policy']).not.toContain('script');
    for (const id of ['cardNumber', 'cvv', 'cardholderName', 'expiryMonth', 'expiryYear']) {
      expect(page.body).toContain(`<label for="${id}">`);
    }
    expect(page.body).toContain('Cancel and go back');
    expect(page.body).not.toContain('<script');

    const confirmEarly = await t.app.inject({
      method: 'POST',
      url: '/api/SaveOrderPayResult',
      payload: { csid: session.id },
    });
    expect(confirmEarly.statusCode).toBe(409);
    expect(confirmEarly.json()).toMatchObject({ code: 1512, data: { id: session.id } });
    const declined = await postCardForm(t, session.id, SANDBOX_CARDS.visaDeclined);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Payment refused: invalid credit card');
    const malformed = await postCardForm(t, session.id, '4242', { cvv: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('Check the card details: cardNumber, cvv');
    expect((await orderOf(t, orderNo)).status).toBe('awaitingPayment');
    expect(await paymentsOf(t, orderNo)).toEqual([]);

    const location = await payOnPage(session.id);
    expect(location).toBe(`http://localhost/checkout/complete?session_id=${session.id}`);
    const order = await orderOf(t, orderNo);
    expect(order.status).toBe('issued');
    const rows = await paymentsOf(t, orderNo);
    expect(rows).toMatchObject([
      {
        method: 'checkout',
        kind: 'charge',
        status: 'succeeded',
        amountCents: order.dueNowCents,
        currency: 'USD',
      },
    ]);
    expect(rows[0]!.processorRef).toMatch(/^pi_sbx_/);
    expect(rows[0]!.chargeKey).toBe(rows[0]!.processorRef);
    const found = await searchCs(t, session.id);
    expect(found.body.data).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
      order: { status: 'issued', payment: 'paid' },
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/SaveOrderPayResult',
      payload: { csid: session.id },
    });
    expect(saved.json().data).toEqual(found.body.data);
    // Paid: the page says so, and no second payment can be made on it.
    const after = await postCardForm(t, session.id);
    expect(after.statusCode).toBe(303);
    expect(after.headers.location).toBe(`/sandbox-checkout/${session.id}`);
    expect(await paymentsOf(t, orderNo)).toHaveLength(1);
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/OrderPayInfo?orderNo=${orderNo}&email=${FLIGHT_EMAIL}`,
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({
      orderid: orderNo,
      currency: 'USD',
      paymentid: session.id,
      paymenttype: 'Stripe',
    });
    expect(JSON.parse(info.json().data.orderinfo)).toMatchObject({
      orderNo,
      product: 'flight',
      status: 'issued',
    });
  });

  it('WeChat Pay: a QR code, "I have paid in WeChat" pays, back to /tour/wx-book/complete', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL, 'WX');
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-checkout/${session.id}` });
    expect(page.body).toContain('aria-label="WeChat Pay QR code for this payment"');
    expect(page.body).not.toContain('id="cardNumber"');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-checkout/${session.id}/wechat`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost/tour/wx-book/complete?session_id=${session.id}`,
    );
    expect((await orderOf(t, orderNo)).status).toBe('issued');
  });

  it('a webhook with a bad, missing or stale signature is 400 and changes nothing', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    const paid = await paySandboxSession(
      t.ctx.db,
      session.id,
      { kind: 'card', card: cardDetailsOf(CardPaymentSchema.parse(card())) },
      t.clock.now(),
      30_000,
    );
    expect(paid.kind).toBe('paid');
    const [event] = await outboxEventsOf(t, session.id);
    const payload = event!.payload;
    const before = await eventCount(t);
    const wrong = (await signSandbox(t, payload)).replace(/v1=[0-9a-f]{4}/, 'v1=0000');
    const stale = await signSandbox(t, payload, new Date(t.clock.now().getTime() - 301_000));
    const altered = payload.replace('"amount_total": ', '"amount_total": 1');
    for (const [body, signature] of [
      [payload, wrong],
      [payload, undefined],
      [payload, 't=1,v1=abc'],
      [payload, stale],
      [altered, await signSandbox(t, payload)],
    ] as const) {
      const res = await postWebhook(t, body, signature);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'webhookSignatureInvalid' });
    }
    expect(await eventCount(t)).toBe(before);
    expect((await orderOf(t, orderNo)).status).toBe('awaitingPayment');
    expect(await paymentsOf(t, orderNo)).toEqual([]);
    // The real one, signed now, pays; the same event again (a replay) does nothing more.
    const ok = await postWebhook(t, payload, await signSandbox(t, payload));
    expect(ok).toMatchObject({ status: 200, body: { data: { received: true, duplicate: false } } });
    const issued = await orderOf(t, orderNo);
    expect(issued.status).toBe('issued');
    const again = await postWebhook(t, payload, await signSandbox(t, payload));
    expect(again).toMatchObject({ status: 200, body: { data: { duplicate: true } } });
    expect(await paymentsOf(t, orderNo)).toHaveLength(1);
    expect((await orderOf(t, orderNo)).issuedAt).toEqual(issued.issuedAt);
  });

  it('a replayed event (the outbox retrying a delivered one) fulfils once', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    await payOnPage(session.id);
    const [event] = await outboxEventsOf(t, session.id);
    const mails = async () =>
      (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, FLIGHT_EMAIL))).length;
    const mailsBefore = await mails();
    for (let i = 0; i < 3; i += 1) {
      const res = await postWebhook(t, event!.payload, await signSandbox(t, event!.payload));
      expect(res.body.data).toEqual({ received: true, duplicate: true });
    }
    // Another event id for the same completed session (as a processor might send): no second
    // payment either, the session records its payment once.
    const twin = event!.payload.replace(/"id": "evt_[A-Za-z0-9]+"/, '"id": "evt_twin0000000001"');
    const res = await postWebhook(t, twin, await signSandbox(t, twin));
    expect(res.body.data).toEqual({ received: true, duplicate: false });
    expect(await paymentsOf(t, orderNo)).toHaveLength(1);
    expect(await mails()).toBe(mailsBefore);
    expect((await orderOf(t, orderNo)).status).toBe('issued');
  });

  it('an event for a hold that expired meanwhile: the order is cancelled and the payment refunded at once (charge and negative refund; mail)', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    // Paid on the page in time, but the event is not delivered (our server was down)...
    const paid = await paySandboxSession(
      t.ctx.db,
      session.id,
      { kind: 'card', card: cardDetailsOf(CardPaymentSchema.parse(card())) },
      t.clock.now(),
      30_000,
    );
    expect(paid.kind).toBe('paid');
    // ... until after the hold's deadline, when the sweep has cancelled the order.
    t.clock.advance(31 * MINUTE);
    expect(await cancelOverdueOrders(t.ctx, orderHoldReleasers(t.ctx))).toBeGreaterThan(0);
    expect((await orderOf(t, orderNo)).status).toBe('cancelled');
    const swept = await sweepCheckout(t.ctx, webhookDelivery(t.app));
    expect(swept.events.delivered).toBeGreaterThanOrEqual(1);

    const order = await orderOf(t, orderNo);
    expect(order.status).toBe('refunded');
    const rows = await paymentsOf(t, orderNo);
    expect(rows).toHaveLength(2);
    const [charge, refund] = rows;
    expect(charge).toMatchObject({ method: 'checkout', kind: 'charge', status: 'succeeded' });
    expect(refund).toMatchObject({
      method: 'checkout',
      kind: 'refund',
      status: 'succeeded',
      amountCents: -charge!.amountCents,
      refundOf: charge!.id,
    });
    expect(refund!.processorRef).toMatch(/^sbx_re_/);
    const [paidSession] = await t.ctx.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, session.id));
    const given = await t.ctx.db
      .select()
      .from(processorRefunds)
      .where(eq(processorRefunds.chargeKey, paidSession!.chargeKey!));
    expect(given).toMatchObject([{ amountCents: charge!.amountCents }]);
    const [mail] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Refunded: your payment for booking ${orderNo}`));
    expect(mail?.textBody).toContain('after the 30-minute hold on your booking had ended');
    const found = await searchCs(t, session.id);
    expect(found.body.data.order).toMatchObject({ status: 'refunded', payment: 'refunded' });
    expect(await ledgerProblems(t.ctx.db)).toEqual([]);
  });

  it('out of order: an expired event after the completion changes nothing', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    await payOnPage(session.id);
    const [completed] = await outboxEventsOf(t, session.id);
    const expired = completed!.payload
      .replace(/"id": "evt_[A-Za-z0-9]+"/, '"id": "evt_expired00000001"')
      .replace('"type": "checkout.session.completed"', '"type": "checkout.session.expired"')
      .replace('"status": "complete"', '"status": "expired"')
      .replace('"payment_status": "paid"', '"payment_status": "unpaid"');
    const res = await postWebhook(t, expired, await signSandbox(t, expired));
    expect(res.status).toBe(200);
    expect((await searchCs(t, session.id)).body.data).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      order: { status: 'issued', payment: 'paid' },
    });
    expect(await paymentsOf(t, orderNo)).toHaveLength(1);
  });

  it('a checkout payment for an order already paid by the card form is refunded; the order stays issued', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    const byCard = await postPayment(t, {
      orderNo,
      email: FLIGHT_EMAIL,
      method: 'card',
      card: card(),
    });
    expect(byCard.status).toBe(200);
    // The page was still open in another tab: its payment arrives second.
    t.clock.advance(1000);
    await payOnPage(session.id);
    const order = await orderOf(t, orderNo);
    expect(order.status).toBe('issued');
    const rows = await paymentsOf(t, orderNo);
    expect(rows.map((row) => [row.method, row.kind, row.status])).toEqual([
      ['card', 'charge', 'succeeded'],
      ['checkout', 'charge', 'succeeded'],
      ['checkout', 'refund', 'succeeded'],
    ]);
    expect(rows[2]!.refundOf).toBe(rows[1]!.id);
    expect((await searchCs(t, session.id)).body.data.order.payment).toBe('refunded');
    expect(await ledgerProblems(t.ctx.db)).toEqual([]);
  });

  it('an order paid through the checkout and cancelled by its owner is refunded back through the checkout', async () => {
    const owner = await createTestUser(t);
    const { orderNo } = await bookOrder(t, { headers: owner.headers });
    const created = await payStripe(t, { orderNo, paymentType: 'Stripe' }, owner.headers);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await payOnPage(created.body.data.id);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/OrderDetail?orderNo=${orderNo}`,
      headers: owner.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      status: 'issued',
      payments: [{ method: 'checkout', kind: 'charge', status: 'succeeded' }],
    });
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/Orders/RefundQuote?orderNo=${orderNo}`,
      headers: owner.headers,
    });
    expect(quote.json().data.destinations).toEqual([
      { method: 'checkout', amount: quote.json().data.refund },
    ]);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/Cancel',
      headers: { ...owner.headers, 'idempotency-key': `cancel-${orderNo}` },
      payload: { orderNo, quoteId: quote.json().data.quoteId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('refunded');
    const rows = await paymentsOf(t, orderNo);
    expect(rows.map((row) => [row.method, row.kind, row.status])).toEqual([
      ['checkout', 'charge', 'succeeded'],
      ['checkout', 'refund', 'succeeded'],
    ]);
    expect(rows[1]!.processorRef).toMatch(/^sbx_re_/);
    expect(await ledgerProblems(t.ctx.db)).toEqual([]);
  });

  it('an expired session: the processor’s event marks it, and it can no longer be paid', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    // A fresh 30-minute hold is extended by a minute: a session lives 31 (Stripe's 30 and a
    // minute of clock margin).
    expect(session.expires_at - session.created).toBe(31 * 60);
    t.clock.advance(31 * MINUTE + 1000);
    const swept = await sweepCheckout(t.ctx, webhookDelivery(t.app));
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, session.id));
    expect(row?.status).toBe('expired');
    const late = await postCardForm(t, session.id);
    expect(late.statusCode).toBe(303);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-checkout/${session.id}` });
    expect(page.body).toContain('This payment page has expired');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/SaveOrderPayResult',
      payload: { csid: session.id },
    });
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json()).toMatchObject({ code: 1507, data: { status: 'expired' } });
    expect(await paymentsOf(t, orderNo)).toEqual([]);
  });
});
