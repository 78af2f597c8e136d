import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, type CardBrand } from '@travel/contracts/flight-booking';
import { SandboxCardProcessor } from './sandbox-processor';

const now = new Date('2026-03-01T12:00:00Z');
const charge = (
  number: string,
  brand: CardBrand = 'VI',
  extra: { cvv?: string; month?: number; year?: number } = {},
) =>
  new SandboxCardProcessor().charge({
    amountCents: 12_345,
    currency: 'USD',
    reference: 'TOTEST0001',
    now,
    card: {
      brand,
      number,
      expiryMonth: extra.month ?? 12,
      expiryYear: extra.year ?? 2030,
      cvv: extra.cvv ?? (brand === 'AX' ? '1234' : '123'),
      holderName: 'Test Holder',
    },
  });

describe('SandboxCardProcessor', () => {
  it('approves the success cards of each brand', async () => {
    for (const [number, brand] of [
      [SANDBOX_CARDS.visaSuccess, 'VI'],
      [SANDBOX_CARDS.mastercardSuccess, 'CA'],
      [SANDBOX_CARDS.amexSuccess, 'AX'],
      [SANDBOX_CARDS.discoverSuccess, 'DS'],
    ] as const) {
      const result = await charge(number, brand);
      expect(result).toMatchObject({ kind: 'approved', failIssue: false, last4: number.slice(-4) });
    }
  });

  it('follows the test cards', async () => {
    expect(await charge(SANDBOX_CARDS.visaDeclined)).toMatchObject({
      kind: 'refused',
      failure: 'declined',
    });
    expect(await charge(SANDBOX_CARDS.visaExpired)).toMatchObject({
      kind: 'refused',
      failure: 'expired',
    });
    expect(await charge(SANDBOX_CARDS.visaIssueFails)).toMatchObject({
      kind: 'approved',
      failIssue: true,
    });
  });

  it('refuses a wrong number, a brand mismatch, a past expiry and a short CVV', async () => {
    expect(await charge('4242424242424241')).toMatchObject({ failure: 'number', last4: '4241' });
    expect(await charge(SANDBOX_CARDS.visaSuccess, 'CA')).toMatchObject({ failure: 'number' });
    expect(await charge(SANDBOX_CARDS.visaSuccess, 'VI', { month: 2, year: 2026 })).toMatchObject({
      failure: 'expired',
    });
    expect(await charge(SANDBOX_CARDS.visaSuccess, 'VI', { month: 3, year: 2026 })).toMatchObject({
      kind: 'approved',
    });
    expect(await charge(SANDBOX_CARDS.amexSuccess, 'AX', { cvv: '123' })).toMatchObject({
      failure: 'securityCode',
    });
  });

  it('answers one idempotency key once: same result, no second charge', async () => {
    const processor = new SandboxCardProcessor();
    const request = {
      amountCents: 5_000,
      currency: 'USD',
      reference: 'TOTEST0002',
      now,
      idempotencyKey: 'order-1:1',
      card: {
        brand: 'VI' as const,
        number: SANDBOX_CARDS.visaSuccess,
        expiryMonth: 12,
        expiryYear: 2030,
        cvv: '123',
        holderName: 'Test Holder',
      },
    };
    expect(await processor.retrieve('order-1:1')).toBeNull();
    const first = await processor.charge(request);
    expect(first.kind).toBe('approved');
    expect(await processor.charge(request)).toEqual(first);
    expect(await processor.retrieve('order-1:1')).toEqual(first);
    // Another key is another charge.
    const other = await processor.charge({ ...request, idempotencyKey: 'order-1:2' });
    expect(other).not.toEqual(first);
  });
});

describe('SandboxCardProcessor refunds', () => {
  const card = {
    brand: 'VI' as const,
    number: SANDBOX_CARDS.visaSuccess,
    expiryMonth: 12,
    expiryYear: 2030,
    cvv: '123',
    holderName: 'Test Holder',
  };
  const chargeWith = (processor: SandboxCardProcessor, key: string, number = card.number) =>
    processor.charge({
      amountCents: 10_000,
      currency: 'USD',
      reference: 'TOTEST0002',
      now,
      card: { ...card, number },
      idempotencyKey: key,
    });
  const refund = (
    processor: SandboxCardProcessor,
    key: string,
    amountCents: number,
    refundKey: string,
  ) => processor.refund({ chargeKey: key, amountCents, idempotencyKey: refundKey, now });

  it('gives back an approved charge once per refund key, and never more than was charged', async () => {
    const processor = new SandboxCardProcessor();
    await chargeWith(processor, 'c1');
    const first = await refund(processor, 'c1', 6_000, 'r1');
    expect(first).toMatchObject({ kind: 'refunded' });
    // The same key answers the same refund; it is not paid out again.
    expect(await refund(processor, 'c1', 6_000, 'r1')).toEqual(first);
    // 4,000 is left of the charge: 5,000 is too much, 4,000 goes through.
    expect(await refund(processor, 'c1', 5_000, 'r2')).toEqual({ kind: 'notRefundable' });
    expect(await refund(processor, 'c1', 4_000, 'r3')).toMatchObject({ kind: 'refunded' });
    expect(await refund(processor, 'c1', 1, 'r4')).toEqual({ kind: 'notRefundable' });
  });

  it('refuses to refund a refused charge or a key it never charged', async () => {
    const processor = new SandboxCardProcessor();
    await chargeWith(processor, 'c2', SANDBOX_CARDS.visaDeclined);
    expect(await refund(processor, 'c2', 100, 'r5')).toEqual({ kind: 'notRefundable' });
    expect(await refund(processor, 'never', 100, 'r6')).toEqual({ kind: 'notRefundable' });
  });
});
