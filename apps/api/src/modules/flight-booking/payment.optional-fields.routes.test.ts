import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardPaymentSchema } from '@travel/contracts/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BOOKING_TEST_NOW, bookOrder, card, postPayment } from '../../lib/orders/test-booking';

/**
 * Issue 13 §2: the issuing bank, its toll-free number and the relationship to the cardholder
 * are optional; a payer who leaves the relationship out pays with their own card ("Self"). The
 * API's schema is the web form's, so the form never asks for what the API would not.
 */
describe('POST /api/Payment: optional card fields', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  it('reads a card without bank fields or relationship as the payer’s own', () => {
    const { relationship: _r, ...rest } = card();
    const parsed = CardPaymentSchema.parse(rest);
    expect(parsed).toMatchObject({ relationship: 'Self', issuingBank: '', bankTollFree: '' });
  });

  it('wants a post code only where the country has them (billing-address.ts)', () => {
    const noCode = card(undefined, { postCode: '' });
    expect(CardPaymentSchema.safeParse(noCode).error?.issues[0]?.path).toEqual(['postCode']);
    expect(CardPaymentSchema.safeParse({ ...noCode, country: 'HK' }).success).toBe(true);
  });

  it('pays an order by such a card, and still refuses a relationship not on the list', async () => {
    const { orderNo } = await bookOrder(t);
    const { relationship: _r, ...noRelationship } = card();
    const wrong = await postPayment(t, {
      orderNo,
      email: 'alex.contact@example.test',
      method: 'card',
      card: { ...noRelationship, relationship: 'Neighbour' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: expect.anything(), msg: expect.any(String) });
    const paid = await postPayment(t, {
      orderNo,
      email: 'alex.contact@example.test',
      method: 'card',
      card: noRelationship,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ orderNo, status: 'issued' });
  });
});
