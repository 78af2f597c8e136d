import { describe, expect, it } from 'vitest';
import { recordedStripe, stripeFixture, type RecordedRequest } from './recorded-stripe';

/** The Stripe adapter against recorded Stripe replies: what it sends, and what it makes of them. */

const SESSION = stripeFixture<{ id: string; expires_at: number }>('checkout-session-open');
const NOW = new Date('2027-03-01T15:00:00Z');

const createRequest = (paymentMethodTypes: ('card' | 'wechat_pay')[] = ['card']) => ({
  orderNo: 'TO7Q2K9M4X',
  description: 'LAX → SFO (TO7Q2K9M4X)',
  amountCents: 7168,
  currency: 'USD',
  paymentMethodTypes,
  successUrl: 'https://traveloutlet.example/checkout/complete?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl:
    'https://traveloutlet.example/checkout/complete?session_id={CHECKOUT_SESSION_ID}&cancelled=1',
  expiresAt: new Date(SESSION.expires_at * 1000),
  now: NOW,
  idempotencyKey: 'checkout:order-1:key-1',
});

const only = (requests: RecordedRequest[]): RecordedRequest => {
  expect(requests).toHaveLength(1);
  return requests[0]!;
};

describe('Stripe hosted checkout adapter (recorded replies)', () => {
  it('creates a Checkout Session: one line of the amount due, the methods, the URLs, the expiry, idempotent', async () => {
    const { checkout, requests } = recordedStripe((request) =>
      request.method === 'POST' && request.path === '/v1/checkout/sessions'
        ? { status: 200, body: SESSION }
        : undefined,
    );
    const session = await checkout.createSession(createRequest());
    const sent = only(requests);
    expect(sent.headers.authorization).toBe('Bearer sk_test_recorded');
    expect(sent.headers['idempotency-key']).toBe('checkout:order-1:key-1');
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '7168',
      'line_items[0][price_data][product_data][name]': 'LAX → SFO (TO7Q2K9M4X)',
      'allowed_payment_method_types[0]': 'card',
      success_url: createRequest().successUrl,
      cancel_url: createRequest().cancelUrl,
      expires_at: String(SESSION.expires_at),
      client_reference_id: 'TO7Q2K9M4X',
      'metadata[orderNo]': 'TO7Q2K9M4X',
      'payment_intent_data[metadata][orderNo]': 'TO7Q2K9M4X',
    });
    expect(sent.form.has('payment_method_options[wechat_pay][client]')).toBe(false);
    expect(session).toMatchObject({
      id: SESSION.id,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 7168,
      currency: 'usd',
      paymentMethodTypes: ['card'],
      metadata: { orderNo: 'TO7Q2K9M4X' },
      paymentIntent: null,
    });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(session.expiresAt.getTime()).toBe(SESSION.expires_at * 1000);
  });

  it('asks WeChat Pay for its web client', async () => {
    const { checkout, requests } = recordedStripe(() => ({
      status: 200,
      body: { ...SESSION, payment_method_types: ['wechat_pay'] },
    }));
    const session = await checkout.createSession(createRequest(['wechat_pay']));
    expect(Object.fromEntries(only(requests).form)).toMatchObject({
      'allowed_payment_method_types[0]': 'wechat_pay',
      'payment_method_options[wechat_pay][client]': 'web',
    });
    expect(session.paymentMethodTypes).toEqual(['wechat_pay']);
  });

  it('retrieves a session, and answers null for one Stripe does not know', async () => {
    const paid = {
      ...SESSION,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_3QxYz9LkdIwHu7ix1m2N3o4P',
      url: null,
    };
    const { checkout, requests } = recordedStripe((request) =>
      request.path === `/v1/checkout/sessions/${SESSION.id}`
        ? { status: 200, body: paid }
        : { status: 404, body: stripeFixture('error-no-such-session') },
    );
    expect(await checkout.retrieveSession(SESSION.id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntent: 'pi_3QxYz9LkdIwHu7ix1m2N3o4P',
    });
    expect(requests[0]!.method).toBe('GET');
    expect(await checkout.retrieveSession('cs_test_missing')).toBeNull();
  });

  it('expires an open session; one already complete is left as it is', async () => {
    const { checkout, requests } = recordedStripe(() => ({
      status: 400,
      body: stripeFixture('error-session-not-open'),
    }));
    await expect(checkout.expireSession(SESSION.id)).resolves.toBeUndefined();
    expect(only(requests)).toMatchObject({
      method: 'POST',
      path: `/v1/checkout/sessions/${SESSION.id}/expire`,
    });
  });

  it('refunds a PaymentIntent with the refund’s idempotency key; an already refunded charge is notRefundable', async () => {
    const { checkout, requests } = recordedStripe((request) =>
      request.path === '/v1/refunds'
        ? { status: 200, body: stripeFixture('refund-succeeded') }
        : undefined,
    );
    const result = await checkout.refund({
      paymentRef: 'pi_3QxYz9LkdIwHu7ix1m2N3o4P',
      chargeKey: 'pi_3QxYz9LkdIwHu7ix1m2N3o4P',
      amountCents: 7168,
      idempotencyKey: 'refund:7d1c2a9e-0000-4000-8000-000000000001',
      now: NOW,
    });
    expect(result).toEqual({ kind: 'refunded', refundRef: 're_3QxYz9LkdIwHu7ix1a2B3c4D' });
    const sent = only(requests);
    expect(sent.headers['idempotency-key']).toBe('refund:7d1c2a9e-0000-4000-8000-000000000001');
    expect(Object.fromEntries(sent.form)).toEqual({
      payment_intent: 'pi_3QxYz9LkdIwHu7ix1m2N3o4P',
      amount: '7168',
    });

    const refused = recordedStripe(() => ({
      status: 400,
      body: stripeFixture('error-charge-already-refunded'),
    }));
    await expect(
      refused.checkout.refund({
        paymentRef: 'pi_3QxYz9LkdIwHu7ix1m2N3o4P',
        chargeKey: null,
        amountCents: 7168,
        idempotencyKey: 'refund:second',
        now: NOW,
      }),
    ).resolves.toEqual({ kind: 'notRefundable' });
  });

  it('a Stripe outage is thrown (the refund stays pending for the sweep), not taken as an answer', async () => {
    const { checkout } = recordedStripe(() => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'An unknown error occurred' } },
    }));
    await expect(
      checkout.refund({
        paymentRef: 'pi_3QxYz9LkdIwHu7ix1m2N3o4P',
        chargeKey: null,
        amountCents: 100,
        idempotencyKey: 'refund:outage',
        now: NOW,
      }),
    ).rejects.toThrow();
  });
});
