import { describe, expect, it } from 'vitest';
import type { RefundPolicy } from '../../lib/orders/order-product';
import { refundPolicyOf } from './refund-rules';

const BOOKED = new Date('2027-03-01T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(BOOKED.getTime() + hours * HOUR);
const departing = (iso: string) => [{ segments: [{ departureTimeUtc: iso }] }] as never;
const facts = (
  refundPenalty: string,
  refundFeeCents: number | null,
  departs = '2027-04-15T08:00:00Z',
) => ({
  brand: { rules: { refundPenalty, refundFeeCents } },
  trips: departing(departs),
});
const line = (kind: string, amountCents: number, travellerIndex: number | null = 0) => ({
  kind,
  description: kind,
  travellerIndex,
  amountCents,
});
// Two travellers: fare and tax each, a paid seat and a bag for the first, commission clawback.
const LINES = [
  line('fare', 20_000, 0),
  line('tax', 3_000, 0),
  line('fare', 20_000, 1),
  line('tax', 3_000, 1),
  line('commission', -1_000, 0),
  line('seat', 2_500, 0),
  line('service', 4_000, 0),
  line('changeFee', 7_500, null),
];
const total = (policy: RefundPolicy) =>
  policy.cancellable ? policy.lines.reduce((sum, l) => sum + l.refund, 0) : null;

describe('flight refund rules (issue 12)', () => {
  it('voids everything within 24 hours of booking when departure is 7+ days out', () => {
    const policy = refundPolicyOf({ createdAt: BOOKED }, facts('non', null), LINES, at(23));
    expect(total(policy)).toBe(LINES.reduce((sum, l) => sum + l.amountCents, 0));
    expect(policy.cancellable && policy.validUntil).toEqual(at(24));
  });

  it('has no void window for a departure under 7 days after booking', () => {
    const soon = facts('non', null, '2027-03-07T12:00:00Z');
    const policy = refundPolicyOf({ createdAt: BOOKED }, soon, LINES, at(1));
    // Taxes and the bag only: a non-refundable fare, a seat and a change fee are kept.
    expect(total(policy)).toBe(3_000 + 3_000 + 4_000);
  });

  it('after 24 hours: non returns taxes and unused services; able returns the fare; a fee is kept per traveller', () => {
    const later = at(25);
    expect(total(refundPolicyOf({ createdAt: BOOKED }, facts('non', null), LINES, later))).toBe(
      10_000,
    );
    expect(total(refundPolicyOf({ createdAt: BOOKED }, facts('unknown', null), LINES, later))).toBe(
      10_000,
    );
    // able: both fares, taxes, bag, commission clawed back in full (-1,000); seat and change fee kept.
    expect(total(refundPolicyOf({ createdAt: BOOKED }, facts('able', 0), LINES, later))).toBe(
      40_000 + 6_000 + 4_000 - 1_000,
    );
    // A USD 75 fee per traveller: each fare less 7,500; commission back in proportion (12,500/20,000).
    const fee = refundPolicyOf({ createdAt: BOOKED }, facts('USD 75', 7_500), LINES, later);
    expect(total(fee)).toBe(2 * 12_500 + 6_000 + 4_000 - 625);
    // A fee above the fare returns nothing of the fare, never less.
    const big = refundPolicyOf({ createdAt: BOOKED }, facts('USD 300', 30_000), LINES, later);
    expect(total(big)).toBe(10_000);
  });

  it('holds until departure after the void window, and refuses once the first flight has left', () => {
    const policy = refundPolicyOf({ createdAt: BOOKED }, facts('able', 0), LINES, at(48));
    expect(policy.cancellable && policy.validUntil).toEqual(new Date('2027-04-15T08:00:00Z'));
    const flown = refundPolicyOf(
      { createdAt: BOOKED },
      facts('able', 0),
      LINES,
      new Date('2027-04-15T08:00:00Z'),
    );
    expect(flown.cancellable).toBe(false);
  });
});
