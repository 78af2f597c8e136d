import { describe, expect, it } from 'vitest';
import { tourBalanceReceipt, tourBalanceReminder } from './tour-balance-mail';
import {
  PUBLIC_URL,
  TOUR_NAME,
  cruiseDetails,
  mailCtx,
  tourDetails,
  tourOrder,
} from './tour-order.test-helpers';

/**
 * The balance mails of a booking paid with a deposit: the reminder (amount, date, where to pay)
 * and the receipt, in the order-mail layout with the tour's facts, no calendar file.
 */

const ORDER_NO = 'TO2706300001';

describe('the balance reminder', () => {
  const order = tourOrder(tourDetails({ confirmationNumber: 'OPR-300001' }), 'issued');
  const mail = tourBalanceReminder(mailCtx(), order, 220_000);

  it('says the amount and the date, and where to pay it', () => {
    expect(mail.subject).toBe(`Balance due by Mon, May 31, 2027: ${TOUR_NAME} (${ORDER_NO})`);
    expect(mail.html).toMatch(/<h1[^>]*>Your balance is due soon<\/h1>/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Balance USD 2,200.00 due by Mon, May 31, 2027.');
      expect(part).toContain('Status');
      expect(part).toContain('Confirmed');
      expect(part).toContain(`${PUBLIC_URL}/manage-booking/tour/${ORDER_NO}#t=`);
      expect(part).toContain(`${PUBLIC_URL}/order-tour/${ORDER_NO}`);
    }
    expect(mail.text).toMatch(/Balance USD [\d,]+\.\d\d due by /);
    expect(mail.text).toMatch(/^Manage booking: https:\/\/\S+#t=\S+$/m);
  });

  it('carries the tour facts, what is paid and what is left', () => {
    expect(mail.text).toContain('Dates: Wed, Jun 30, 2027 to Wed, Jul 7, 2027 (8 days)');
    expect(mail.text).toContain('Operator confirmation: OPR-300001');
    expect(mail.text).toContain('Paid: USD 500.00');
    expect(mail.text).toContain('Balance due: USD 2,200.00 by Mon, May 31, 2027');
    expect(mail.html).toContain('Alps &lt;Grand&gt; &amp; Lakes');
    expect(mail.html).not.toContain('<Grand>');
    expect(mail.attachments).toBeUndefined();
  });

  it('a cruise: its words and its order page', () => {
    const cruise = tourBalanceReminder(mailCtx(), tourOrder(cruiseDetails()), 250_000);
    expect(cruise.subject).toBe(
      'Balance due by Mon, May 31, 2027: Mediterranean <Pearls> (CR2705310001)',
    );
    expect(cruise.text).toContain('the balance of your cruise booking is due by Mon, May 31, 2027');
    expect(cruise.text).toContain(`${PUBLIC_URL}/order-cruise/CR2705310001`);
    expect(cruise.text).toContain('Balance USD 2,500.00 due by Mon, May 31, 2027.');
  });
});

describe('the balance receipt', () => {
  const order = tourOrder(tourDetails(), 'paid');
  const mail = tourBalanceReceipt(mailCtx(), order, 220_000);

  it('says what was paid and that nothing is left', () => {
    expect(mail.subject).toBe(`Balance received: ${TOUR_NAME} (${ORDER_NO})`);
    expect(mail.html).toMatch(/<h1[^>]*>Your balance is received<\/h1>/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Balance paid: USD 2,200.00. Paid in all: USD 2,700.00.');
      expect(part).toContain('Nothing is left to pay.');
      expect(part).toContain('Paid, waiting for the operator to confirm');
    }
    expect(mail.text).toContain('Paid: USD 2,700.00');
    expect(mail.text).not.toContain('Balance due');
    expect(mail.text).toContain('Agent commission: USD -300.00');
    expect(mail.html).toContain('Ada Lovelace &amp; Co (adult)');
    expect(mail.attachments).toBeUndefined();
  });
});
