import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BOOKING_TEST_NOW, bookOrder, card } from '../../lib/orders/test-booking';
import { useHostedCheckout } from '../../lib/payments/checkout/hosted-checkout';
import {
  recordedStripe,
  stripeFixture,
  type RecordedRequest,
} from '../../lib/payments/checkout/recorded-stripe';
import { ledgerProblems } from '../../lib/payments/ledger-check';
import {
  FLIGHT_EMAIL,
  openSession,
  orderOf,
  paymentsOf,
  postWebhook,
  signSandbox,
} from './checkout.test-helpers';

/**
 * With STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET the same routes create Stripe Checkout
 * Sessions and verify Stripe's events with the configured secret; here Stripe answers from
 * recorded replies and events are signed with the package's test helper.
 */

const WEBHOOK_SECRET = 'whsec_recorded_test_secret';
const MINUTE = 60_000;

describe('hosted checkout on Stripe (recorded replies)', () => {
  let t: TestApp;
  let requests: RecordedRequest[];
  let sessionCount = 0;
  const sessions = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_recorded',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ORDER_SWEEP_INTERVAL_SECONDS: '0',
    });
    // Stripe's replies, shaped from what was asked (a new id per session, its amount and expiry).
    const stripe = recordedStripe((request) => {
      if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
        sessionCount += 1;
        const id = `cs_test_recorded${String(sessionCount).padStart(44, '0')}`;
        const session = {
          ...stripeFixture<Record<string, unknown>>('checkout-session-open'),
          id,
          url: `https://checkout.stripe.com/c/pay/${id}`,
          amount_subtotal: Number(request.form.get('line_items[0][price_data][unit_amount]')),
          amount_total: Number(request.form.get('line_items[0][price_data][unit_amount]')),
          created: Math.floor(t.clock.now().getTime() / 1000),
          expires_at: Number(request.form.get('expires_at')),
          client_reference_id: request.form.get('client_reference_id'),
          metadata: { orderNo: request.form.get('metadata[orderNo]') },
          success_url: request.form.get('success_url'),
          cancel_url: request.form.get('cancel_url'),
        };
        sessions.set(id, session);
        return { status: 200, body: session };
      }
      if (request.method === 'POST' && request.path === '/v1/refunds') {
        return {
          status: 200,
          body: {
            ...stripeFixture<Record<string, unknown>>('refund-succeeded'),
            amount: Number(request.form.get('amount')),
            payment_intent: request.form.get('payment_intent'),
          },
        };
      }
      return undefined;
    });
    requests = stripe.requests;
    useHostedCheckout(t.ctx, stripe.checkout);
  });
  beforeEach(() => t.clock.set(BOOKING_TEST_NOW));
  afterAll(async () => t.close());

  /** Stripe's `checkout.session.completed` for a session, paid, signed with the endpoint secret. */
  function completedEvent(sessionId: string, eventId: string) {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(t.clock.now().getTime() / 1000),
      type: 'checkout.session.completed',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          ...sessions.get(sessionId),
          status: 'complete',
          payment_status: 'paid',
          payment_intent: `pi_3Recorded${eventId.slice(-8)}`,
          url: null,
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(t.clock.now().getTime() / 1000),
    });
    return { payload, signature };
  }

  it('PayStripe creates a Stripe Checkout Session; the signed completed event pays and tickets the order', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);
    const created = requests.at(-1)!;
    expect(created.path).toBe('/v1/checkout/sessions');
    expect(created.form.get('success_url')).toBe(
      'http://localhost/checkout/complete?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(created.headers['idempotency-key']).toMatch(/^checkout:/);
    // No sandbox page when Stripe is configured.
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-checkout/${session.id}` });
    expect(page.statusCode).toBe(404);

    const { payload, signature } = completedEvent(session.id, 'evt_1RecordedPaid0001');
    // Signed with another secret (the sandbox's): refused.
    const forged = await postWebhook(t, payload, await signSandbox(t, payload));
    expect(forged.status).toBe(400);
    expect((await orderOf(t, orderNo)).status).toBe('awaitingPayment');

    const res = await postWebhook(t, payload, signature);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await orderOf(t, orderNo)).status).toBe('issued');
    expect(await paymentsOf(t, orderNo)).toMatchObject([
      {
        method: 'checkout',
        kind: 'charge',
        status: 'succeeded',
        processorRef: 'pi_3RecordedPaid0001',
        chargeKey: 'pi_3RecordedPaid0001',
      },
    ]);
  });

  it('with a live Stripe account the card form answers 1505 and writes nothing', async () => {
    const { orderNo } = await bookOrder(t, { headers: {} });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Payment',
      payload: { orderNo, email: FLIGHT_EMAIL, method: 'card', card: card() },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(1505);
    expect(await paymentsOf(t, orderNo)).toHaveLength(0);
    expect((await orderOf(t, orderNo)).status).toBe('awaitingPayment');
  });

  it('a Stripe payment after the hold ended is refunded through Stripe (refunds.create, idempotency key)', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    t.clock.advance(32 * MINUTE);
    const { payload, signature } = completedEvent(session.id, 'evt_1RecordedLate0001');
    const res = await postWebhook(t, payload, signature);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await orderOf(t, orderNo)).status).toBe('refunded');
    const refund = requests.at(-1)!;
    expect(refund.path).toBe('/v1/refunds');
    expect(refund.form.get('payment_intent')).toBe('pi_3RecordedLate0001');
    const rows = await paymentsOf(t, orderNo);
    expect(rows).toHaveLength(2);
    expect(refund.form.get('amount')).toBe(String(rows[0]!.amountCents));
    expect(refund.headers['idempotency-key']).toBe(rows[1]!.idempotencyKey);
    expect(rows[1]).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
      processorRef: 're_3QxYz9LkdIwHu7ix1a2B3c4D',
      amountCents: -rows[0]!.amountCents,
    });
    expect(await ledgerProblems(t.ctx.db)).toEqual([]);
  });
});
