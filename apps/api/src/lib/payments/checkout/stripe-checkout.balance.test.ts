import { describe, expect, it } from 'vitest';
import { recordedStripe, stripeFixture } from './recorded-stripe';
import type { CreateSessionRequest } from './port';

/** The Stripe adapter names a balance session's purpose; an order session's request is as before. */

const SESSION = stripeFixture<{ id: string; expires_at: number }>('checkout-session-open');

const request = (purpose?: 'order' | 'balance'): CreateSessionRequest => ({
  orderNo: 'TO20300601A1',
  description: 'Balance of Mediterranean cruise (TO20300601A1)',
  amountCents: 340_000,
  currency: 'USD',
  paymentMethodTypes: ['card'],
  successUrl: 'https://traveloutlet.example/checkout/complete?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl:
    'https://traveloutlet.example/checkout/complete?session_id={CHECKOUT_SESSION_ID}&cancelled=1',
  expiresAt: new Date(SESSION.expires_at * 1000),
  now: new Date('2027-03-01T15:00:00Z'),
  idempotencyKey: 'checkout:order-1:key-2',
  ...(purpose ? { purpose } : {}),
});

describe('Stripe hosted checkout adapter: the session purpose', () => {
  it('a balance session carries purpose=balance on the session and its PaymentIntent', async () => {
    const { checkout, requests } = recordedStripe(() => ({
      status: 200,
      body: { ...SESSION, metadata: { orderNo: 'TO20300601A1', purpose: 'balance' } },
    }));
    const session = await checkout.createSession(request('balance'));
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.form)).toMatchObject({
      'metadata[orderNo]': 'TO20300601A1',
      'metadata[purpose]': 'balance',
      'payment_intent_data[metadata][purpose]': 'balance',
    });
    expect(session.metadata).toEqual({ orderNo: 'TO20300601A1', purpose: 'balance' });
  });

  it.each([undefined, 'order'] as const)(
    'an order session (purpose %s) sends no purpose',
    async (purpose) => {
      const { checkout, requests } = recordedStripe(() => ({ status: 200, body: SESSION }));
      await checkout.createSession(request(purpose));
      const form = requests[0]!.form;
      expect(form.get('metadata[orderNo]')).toBe('TO20300601A1');
      expect(form.has('metadata[purpose]')).toBe(false);
      expect(form.has('payment_intent_data[metadata][purpose]')).toBe(false);
    },
  );
});
