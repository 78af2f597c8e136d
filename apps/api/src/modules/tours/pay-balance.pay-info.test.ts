import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSession, OrderPayInfo } from '@travel/contracts/checkout';
import { OrderPayInfoOrderSchema } from '@travel/contracts/checkout';
import { SANDBOX_CARDS } from '@travel/contracts/payments';
import type { TestApp } from '../../test/test-app';
import { TOURIST_EMAIL, idemKey, openCheckout, payOnSandboxPage } from './tour-orders.test-helpers';
import { depositTestApp, type DepositFixtures } from './pay-balance.test-helpers';

/**
 * `GET /api/OrderPayInfo` of a cruise booked with a deposit: it names the payment the order is
 * at (orderinfo `purpose`: deposit, then balance) with that payment's latest session and the
 * amount it takes, so the session and `amountDueCents` always agree.
 */
describe('OrderPayInfo: the deposit, then the balance', () => {
  let t: TestApp;
  let f!: DepositFixtures;
  beforeAll(async () => {
    ({ t, f } = await depositTestApp());
  });
  afterAll(async () => t.close());

  const payInfo = async (orderNo: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/OrderPayInfo?orderNo=${orderNo}&email=${TOURIST_EMAIL}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as OrderPayInfo;
    return { ...data, info: OrderPayInfoOrderSchema.parse(JSON.parse(data.orderinfo)) };
  };
  const balanceSession = async (orderNo: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/PayStripe',
      headers: { 'idempotency-key': idemKey() },
      payload: { orderNo, email: TOURIST_EMAIL, paymentType: 'WX', purpose: 'balance' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CheckoutSession;
  };

  it('deposit first (its session, its amount), then the balance (its session, its amount), then nothing', async () => {
    const orderNo = await f.bookUnpaid();
    const booked = await f.detail(orderNo);
    expect(booked.dueNow).toBeLessThan(booked.payable);

    // Before any session: the deposit is due, no session named.
    expect(await payInfo(orderNo)).toMatchObject({
      orderid: orderNo,
      paymentid: '',
      paymenttype: null,
      info: { purpose: 'deposit', amountDueCents: booked.dueNow, status: 'awaitingPayment' },
    });
    const deposit = await openCheckout(t, orderNo);
    expect(await payInfo(orderNo)).toMatchObject({
      paymentid: deposit.id,
      paymenttype: 'Stripe',
      info: { purpose: 'deposit', amountDueCents: deposit.amount_total },
    });
    expect(deposit.amount_total).toBe(booked.dueNow);

    // Deposit paid: the balance is due; no balance session yet, so none is named (the paid
    // deposit session is not the one to pay).
    expect((await payOnSandboxPage(t, deposit.id, SANDBOX_CARDS.visaSuccess)).statusCode).toBe(303);
    const paid = await f.detail(orderNo);
    expect(paid.balanceDue).toBeGreaterThan(0);
    expect(await payInfo(orderNo)).toMatchObject({
      paymentid: '',
      paymenttype: null,
      info: { purpose: 'balance', amountDueCents: paid.balanceDue, status: 'paid' },
    });

    // A balance checkout opened (WeChat Pay): that session and its amount.
    const balance = await balanceSession(orderNo);
    expect(balance.amount_total).toBe(paid.balanceDue);
    const open = await payInfo(orderNo);
    expect(open).toMatchObject({
      paymentid: balance.id,
      paymenttype: 'WX',
      info: { purpose: 'balance', amountDueCents: balance.amount_total },
    });
    expect(open.info.shortNumber).toMatch(/^[1-9]\d{7}$/);

    // Balance paid: nothing is due; the balance session is the last one named.
    const wechat = await t.app.inject({
      method: 'POST',
      url: `/sandbox-checkout/${balance.id}/wechat`,
    });
    expect(wechat.statusCode).toBe(303);
    expect((await f.detail(orderNo)).balanceDue).toBe(0);
    expect(await payInfo(orderNo)).toMatchObject({
      paymentid: balance.id,
      paymenttype: 'WX',
      info: { purpose: 'balance', amountDueCents: 0 },
    });
  });
});
