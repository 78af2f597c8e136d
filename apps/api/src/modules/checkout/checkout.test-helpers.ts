import Stripe from 'stripe';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { SANDBOX_CARDS } from '@travel/contracts/payments';
import type { CheckoutLookup, CheckoutSession } from '@travel/contracts/checkout';
import { orders, payments, sandboxWebhookOutbox, webhookEvents } from '@travel/db';
import type { TestApp } from '../../test/test-app';
import { sandboxWebhookSecret } from '../../lib/payments/checkout/sandbox-session';

/** Test fixtures of the hosted checkout: real calls through inject, as the web and the page make them. */

export const FLIGHT_EMAIL = 'alex.contact@example.test';

export async function payStripe(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({ method: 'POST', url: '/api/PayStripe', headers, payload: body });
  return { status: res.statusCode, body: res.json() };
}

/** A new session for an order (200 expected). */
export async function openSession(
  t: TestApp,
  orderNo: string,
  email: string,
  paymentType: 'Stripe' | 'WX' = 'Stripe',
): Promise<CheckoutSession> {
  const res = await payStripe(t, { orderNo, email, paymentType });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as CheckoutSession;
}

export async function searchCs(t: TestApp, csid: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/SearchCS?csid=${csid}` });
  return { status: res.statusCode, body: res.json() as { code: unknown; data: CheckoutLookup } };
}

/** The sandbox page's card form, as the browser posts it (form-encoded). */
export async function postCardForm(
  t: TestApp,
  sessionId: string,
  number: string = SANDBOX_CARDS.visaSuccess,
  overrides: Record<string, string> = {},
) {
  const amex = number.startsWith('37') || number.startsWith('34');
  const form = new URLSearchParams({
    cardType: number.startsWith('4') ? 'VI' : amex ? 'AX' : 'CA',
    cardNumber: number,
    expiryMonth: '12',
    expiryYear: '2030',
    cvv: amex ? '4321' : '321',
    cardholderName: 'Alex Contact',
    ...overrides,
  });
  return t.app.inject({
    method: 'POST',
    url: `/sandbox-checkout/${sessionId}/card`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export async function postWebhook(t: TestApp, payload: string, signature?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Signs a payload with the sandbox's webhook secret at the app's clock (or `at`). */
export async function signSandbox(t: TestApp, payload: string, at: Date = t.clock.now()) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: await sandboxWebhookSecret(t.ctx.db),
    timestamp: Math.floor(at.getTime() / 1000),
  });
}

/** Events the sandbox wrote for a session, oldest first. */
export async function outboxEventsOf(t: TestApp, sessionId: string) {
  const rows = await t.ctx.db
    .select()
    .from(sandboxWebhookOutbox)
    .orderBy(asc(sandboxWebhookOutbox.createdAt));
  return rows.filter((row) => row.payload.includes(sessionId));
}

export async function orderOf(t: TestApp, orderNo: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
}

export async function paymentsOf(t: TestApp, orderNo: string) {
  const order = await orderOf(t, orderNo);
  return t.ctx.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(asc(payments.createdAt), asc(payments.kind));
}

export async function eventCount(t: TestApp): Promise<number> {
  return (await t.ctx.db.select({ id: webhookEvents.id }).from(webhookEvents)).length;
}
