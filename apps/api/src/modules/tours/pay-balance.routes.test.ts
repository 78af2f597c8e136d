import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ERRORS, ROLE } from '@travel/contracts';
import { SANDBOX_CARDS } from '@travel/contracts/payments';
import { mailOutbox, orders, payments, users } from '@travel/db';
import type { TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { TOURIST_EMAIL, idemKey } from './tour-orders.test-helpers';
import { card, depositTestApp, type DepositFixtures } from './pay-balance.test-helpers';

/**
 * `POST /api/PayBalance` (issue 14 follow-up): a cruise booked with a deposit through the hosted
 * checkout, then its balance paid by card: a payment of its own, a receipt mail, refusals with
 * catalogue codes, idempotent replays, and a cancellation that refunds both payments.
 */
describe('paying the balance of a cruise booked with a deposit', () => {
  let t: TestApp;
  let f!: DepositFixtures;
  beforeAll(async () => {
    ({ t, f } = await depositTestApp());
  });
  afterAll(async () => t.close());

  const charges = async (orderNo: string) => {
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order!.id), eq(payments.kind, 'charge')));
  };

  it('shows the balance, refuses a visitor without the email and a declined card, then takes it once', async () => {
    const orderNo = await f.bookWithDeposit();
    const before = await f.detail(orderNo);
    expect(before.status).toBe('paid');
    expect(before.dueNow).toBeLessThan(before.payable);
    expect(before.balanceDue).toBe(before.payable - before.dueNow);
    expect(before.canPayBalance).toBe(true);

    const noEmail = await f.payBalance({ orderNo, method: 'card', card: card() });
    expect(noEmail.statusCode).toBe(404);
    const declined = await f.payBalance({
      orderNo,
      email: TOURIST_EMAIL,
      method: 'card',
      card: card(SANDBOX_CARDS.visaDeclined),
    });
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json().code).toBe(ERRORS.invalidCraditCard.code);
    expect((await f.detail(orderNo)).balanceDue).toBe(before.balanceDue);

    const key = idemKey();
    const body = { orderNo, email: TOURIST_EMAIL, method: 'card', card: card() };
    const paid = await f.payBalance(body, key);
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
    const replay = await f.payBalance(body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(paid.json().data);
    const succeeded = (await charges(orderNo)).filter((p) => p.status === 'succeeded');
    expect(succeeded.map((p) => p.amountCents).sort()).toEqual(
      [before.dueNow, before.balanceDue].sort(),
    );

    const after = await f.detail(orderNo);
    expect(after).toMatchObject({ status: 'paid', balanceDue: 0, canPayBalance: false });
    expect(after.money.paid).toBe(before.payable);
    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Balance received:%${orderNo}%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Nothing is left to pay.');

    // A new key: nothing is left (1513).
    const again = await f.payBalance(body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ERRORS.orderAlreadyPaid.code);

    // The operator confirms after the balance was paid: the mail says all is paid.
    await f.confirm(orderNo);
    const [confirmed] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Confirmed:%${orderNo}%`));
    expect(confirmed!.textBody).toContain(
      `Paid: USD ${(before.payable / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(confirmed!.textBody).not.toContain('Balance');
  });

  it('a cancellation refunds the deposit and the balance; a cancelled booking refuses the balance', async () => {
    // A signed-in customer: their own order, no booking email needed.
    const customer = await createTestUser(t, { role: ROLE.customer });
    const orderNo = await f.bookWithDeposit(customer.headers);
    await f.confirm(orderNo);
    // A confirmed booking takes its balance too.
    const paid = await f.payBalance(
      { orderNo, method: 'card', card: card() },
      idemKey(),
      customer.headers,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const view = await f.detail(orderNo);
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
    expect((await f.detail(orderNo)).balanceDue).toBe(0);

    const refused = await f.payBalance(
      { orderNo, method: 'card', card: card() },
      idemKey(),
      customer.headers,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(ERRORS.orderStatusAbnormal.code);
  });

  it('cancelling with the balance unpaid quotes the deposit only', async () => {
    const orderNo = await f.bookWithDeposit();
    await f.confirm(orderNo);
    const view = await f.detail(orderNo);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/Orders/RefundQuote?orderNo=${orderNo}&email=${TOURIST_EMAIL}`,
    });
    expect(quote.json().data).toMatchObject({ paid: view.dueNow, refund: view.dueNow });
  });

  it('refuses an unpaid booking (1405), bad input (400) and a trip that has begun (1506)', async () => {
    const d = f.depositDeparture();
    const unpaid = await f.bookUnpaid({}, 'inside');
    const body = {
      orderNo: unpaid,
      email: TOURIST_EMAIL,
      method: 'card',
      card: card(),
    };
    const notYet = await f.payBalance(body);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe(ERRORS.orderStatusAbnormal.code);

    const bad = await f.payBalance({ orderNo: unpaid, method: 'cash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.anything(), msg: expect.any(String) });

    const orderNo = await f.bookWithDeposit();
    const now = t.clock.now();
    t.clock.set(new Date(`${d.date}T23:00:00Z`));
    try {
      const late = await f.payBalance({
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
  it('an agent pays the balance from the account balance; short, it is refused and nothing taken', async () => {
    const agent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AGT551' });
    const orderNo = await f.bookWithDeposit(agent.headers);
    const view = await f.detail(orderNo);
    expect(view.balanceDue).toBeGreaterThan(0);
    const balanceOf = async () =>
      (await t.ctx.db.select().from(users).where(eq(users.id, agent.id)))[0]!.balanceCents;
    // A visitor has no account balance (1505).
    const visitor = await f.payBalance({ orderNo, email: TOURIST_EMAIL, method: 'balance' });
    expect(visitor.statusCode).toBe(ERRORS.paymentMethodNotSupported.status);
    expect(visitor.json().code).toBe(ERRORS.paymentMethodNotSupported.code);

    await t.ctx.db
      .update(users)
      .set({ balanceCents: view.balanceDue - 1 })
      .where(eq(users.id, agent.id));
    const short = await f.payBalance({ orderNo, method: 'balance' }, idemKey(), agent.headers);
    expect(short.json().code, short.body).toBe(ERRORS.insufficientAccountBalance.code);
    expect(await balanceOf()).toBe(view.balanceDue - 1);
    expect((await f.detail(orderNo)).balanceDue).toBe(view.balanceDue);

    await t.ctx.db
      .update(users)
      .set({ balanceCents: view.balanceDue + 500 })
      .where(eq(users.id, agent.id));
    const paid = await f.payBalance({ orderNo, method: 'balance' }, idemKey(), agent.headers);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ method: 'balance', amountPaid: view.balanceDue });
    expect(await balanceOf()).toBe(500);
    expect((await f.detail(orderNo)).balanceDue).toBe(0);
  });
});
