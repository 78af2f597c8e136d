import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@travel/contracts/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BOOKING_TEST_NOW, bookOrder } from '../../lib/orders/test-booking';
import { FLIGHT_EMAIL, openSession, orderOf, postCardForm } from './checkout.test-helpers';

/**
 * The sandbox checkout page's card form is the one request of the hosted flow that carries a
 * card number: no log line holds it or its security code, whatever the outcome, at trace level.
 */
describe('sandbox checkout logs', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'trace', ORDER_SWEEP_INTERVAL_SECONDS: '0' },
      { logStream: sink },
    );
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  it('hold no card number or CVV for refused, malformed and paid card forms', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    const refused = await postCardForm(t, session.id, SANDBOX_CARDS.visaDeclined, { cvv: '987' });
    expect(refused.statusCode).toBe(402);
    const malformed = await postCardForm(t, session.id, '5555555555554445', { cvv: '98x' });
    expect(malformed.statusCode).toBe(400);
    const paid = await postCardForm(t, session.id, SANDBOX_CARDS.amexSuccess, { cvv: '4321' });
    expect(paid.statusCode).toBe(303);
    expect((await orderOf(t, orderNo)).status).toBe('issued');

    const log = lines.join('');
    // The form posts and the webhook were logged, so what is absent is absent for a reason.
    expect(log.match(/\/sandbox-checkout\/cs_test_\w+\/card/g)?.length).toBeGreaterThanOrEqual(3);
    expect(log).toContain('/api/webhooks/stripe');
    for (const secret of [
      SANDBOX_CARDS.visaDeclined,
      '5555555555554445',
      SANDBOX_CARDS.amexSuccess,
      '"987"',
      '987&',
      '"4321"',
      '98x',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
