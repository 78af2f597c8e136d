import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../lib/orders/status';
import { tourRefundPolicy } from './refund-rules';
import { tourDetails } from './tour-order.test-helpers';

/** The refund tiers of a confirmed tour by the departure city's calendar (Europe/London). */
describe('tour refund rules', () => {
  const order = (status = 'issued') =>
    ({
      orderNo: 'TO00000001',
      status,
      dueNowCents: 100_000,
      // tourDetailsOf parses the whole snapshot: the fields the rules read sit in a full one.
      details: tourDetails({
        tourName: 'London Highlights',
        tourCity: 'London',
        timeZone: 'Europe/London',
        departDate: '2027-06-30',
        rooms: [{ key: 'r1', adults: 2, children: 0 }],
        places: 2,
        tourists: [],
        total: 100_000,
        commission: 0,
        payable: 100_000,
        deposit: 0,
        finalPaymentDate: null,
        dueNow: 100_000,
      }),
    }) as unknown as OrderRow;
  const policy = (now: string, status?: string) =>
    tourRefundPolicy(order(status), [], new Date(now));

  it('30 days or more before: everything back, until the 30-day line', () => {
    const p = policy('2027-05-31T10:00:00Z');
    expect(p).toMatchObject({ cancellable: true, lines: [{ paid: 100_000, refund: 100_000 }] });
    // 2027-06-01 00:00 London (BST) is 2027-05-31 23:00 UTC.
    if (p.cancellable) expect(p.validUntil?.toISOString()).toBe('2027-05-31T23:00:00.000Z');
  });

  it('7 to 29 days before: half', () => {
    expect(policy('2027-06-01T00:30:00Z')).toMatchObject({ lines: [{ refund: 50_000 }] });
    expect(policy('2027-06-23T12:00:00Z')).toMatchObject({ lines: [{ refund: 50_000 }] });
  });

  it('less than 7 days before: nothing back, still cancellable (the places go back)', () => {
    expect(policy('2027-06-24T12:00:00Z')).toMatchObject({
      cancellable: true,
      lines: [{ refund: 0 }],
    });
  });

  it('once the tour has begun it is not cancelled here', () => {
    expect(policy('2027-06-30T08:00:00Z').cancellable).toBe(false);
  });

  it('counts everything the charges took (a deposit and its balance), not only the deposit', () => {
    const all = tourRefundPolicy(order(), [], new Date('2027-05-31T10:00:00Z'), 250_000);
    expect(all).toMatchObject({ lines: [{ paid: 250_000, refund: 250_000 }] });
    const half = tourRefundPolicy(order(), [], new Date('2027-06-10T10:00:00Z'), 250_000);
    expect(half).toMatchObject({ lines: [{ paid: 250_000, refund: 125_000 }] });
  });

  it('paid but never confirmed (issueFailed): everything back whatever the date', () => {
    expect(policy('2027-06-25T12:00:00Z', 'issueFailed')).toMatchObject({
      lines: [{ refund: 100_000 }],
    });
  });
});
