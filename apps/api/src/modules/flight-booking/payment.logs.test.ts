import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BOOKING_TEST_NOW, bookOrder, card, postPayment } from '../../lib/orders/test-booking';

/** Card numbers and security codes never reach a log line, whatever the payment's outcome. */
describe('payment request logs', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: sink });
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  it('hold no card number or CVV for paid, refused and malformed payments', async () => {
    const email = 'alex.contact@example.test';
    const { orderNo } = await bookOrder(t);
    const cvv = '987';
    const refused = await postPayment(t, {
      orderNo,
      email,
      method: 'card',
      card: card(SANDBOX_CARDS.visaDeclined, { cvv }),
    });
    expect(refused.status).toBe(402);
    const malformed = await postPayment(t, {
      orderNo,
      email,
      method: 'card',
      card: card(SANDBOX_CARDS.mastercardSuccess, { cvv: '98x' }),
    });
    expect(malformed.status).toBe(400);
    const paid = await postPayment(t, {
      orderNo,
      email,
      method: 'card',
      card: card(SANDBOX_CARDS.amexSuccess, { cvv: '4321' }),
    });
    expect(paid.status).toBe(200);

    const log = lines.join('');
    // The requests were logged, so what is absent below is absent for a reason.
    expect(log.match(/\/api\/Payment/g)?.length).toBeGreaterThanOrEqual(3);
    for (const secret of [
      SANDBOX_CARDS.visaDeclined,
      SANDBOX_CARDS.mastercardSuccess,
      SANDBOX_CARDS.amexSuccess,
      `"${cvv}"`,
      '"4321"',
      '98x',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
