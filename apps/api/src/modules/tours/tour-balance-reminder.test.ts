import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { mailOutbox } from '@travel/db';
import { addDays } from '../../lib/local-time';
import type { TestApp } from '../../test/test-app';
import { TOURIST_EMAIL } from './tour-orders.test-helpers';
import { card, depositTestApp, type DepositFixtures } from './pay-balance.test-helpers';
import { BALANCE_REMINDER_DAYS, runBalanceReminders } from './tour-balance-reminder.job';

/**
 * The balance reminder (issue 14 follow-up): one mail BALANCE_REMINDER_DAYS before the final
 * payment date while the balance is open; none for a balance already paid; never twice.
 */
describe('the balance reminder', () => {
  let t: TestApp;
  let f!: DepositFixtures;
  beforeAll(async () => {
    ({ t, f } = await depositTestApp());
  });
  afterAll(async () => t.close());

  const remindersOf = (orderNo: string) =>
    t.ctx.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Balance due by %${orderNo}%`));

  it('reminds an open balance once, days before the final payment date; not a paid one', async () => {
    const finalDate = f.depositDeparture().finalPaymentDate!;
    const open = await f.bookWithDeposit();
    const paid = await f.bookWithDeposit();
    const pay = await f.payBalance({
      orderNo: paid,
      email: TOURIST_EMAIL,
      method: 'card',
      card: card(),
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const balance = (await f.detail(open)).balanceDue;
    expect(balance).toBeGreaterThan(0);

    // Weeks ahead: nothing yet.
    expect(await runBalanceReminders(t.ctx)).toMatchObject({ reminded: 0, errors: [] });
    expect(await remindersOf(open)).toHaveLength(0);

    // Noon UTC, BALANCE_REMINDER_DAYS before the final payment date (Barcelona's calendar).
    t.clock.set(new Date(`${addDays(finalDate, -BALANCE_REMINDER_DAYS)}T12:00:00Z`));
    expect(await runBalanceReminders(t.ctx)).toMatchObject({ reminded: 1, errors: [] });
    const [mail] = await remindersOf(open);
    expect(mail!.toEmail).toBe(TOURIST_EMAIL);
    expect(mail!.textBody).toContain(`/order-cruise/${open}`);
    expect(mail!.textBody).toMatch(/Balance USD [\d,]+\.\d\d due by /);
    expect(await remindersOf(paid)).toHaveLength(0);

    // Never twice.
    t.clock.advance(86_400_000);
    expect(await runBalanceReminders(t.ctx)).toMatchObject({ reminded: 0 });
    expect(await remindersOf(open)).toHaveLength(1);
  });
});
