import { describe, expect, it } from 'vitest';
import type { FlightTrip } from '@travel/contracts/flights';
import { changeFeeOf, exchangeRefusal } from './exchange-eligibility';

const NOW = new Date('2027-04-01T12:00:00Z');
// The simulated airline's (FlightSupplier.salesCloseMinutes): sales close 2 hours out.
const SALES_CLOSE = 120;
const tripsDeparting = (iso: string) =>
  [{ segments: [{ departureTimeUtc: iso }] }] as unknown as FlightTrip[];
const inThreeDays = tripsDeparting('2027-04-04T12:00:00Z');
const rules = (changePenalty: string, changeFeeCents: number | null = null) => ({
  changePenalty,
  changeFeeCents,
});

describe('exchangeRefusal (the rule of the exchange calls and of canExchange)', () => {
  it('allows an issued order with a changeable fare well before departure', () => {
    const details = { brand: { rules: rules('USD 75', 7_500) }, trips: inThreeDays };
    expect(exchangeRefusal({ status: 'issued' }, details, NOW, SALES_CLOSE)).toBeNull();
    expect(changeFeeOf(details.brand.rules)).toBe(7_500);
    expect(changeFeeOf(rules('able', 0))).toBe(0);
    expect(changeFeeOf(rules('$40'))).toBe(4_000);
  });

  it('refuses other statuses, non and unknown terms, and the last two hours', () => {
    const ok = { brand: { rules: rules('able', 0) }, trips: inThreeDays };
    for (const status of ['awaitingPayment', 'paid', 'processing', 'issueFailed', 'cancelled']) {
      expect(exchangeRefusal({ status }, ok, NOW, SALES_CLOSE)).toBe('notIssued');
    }
    const issued = { status: 'issued' };
    expect(
      exchangeRefusal(issued, { ...ok, brand: { rules: rules('non') } }, NOW, SALES_CLOSE),
    ).toBe('notChangeable');
    expect(
      exchangeRefusal(issued, { ...ok, brand: { rules: rules('unknown') } }, NOW, SALES_CLOSE),
    ).toBe('termsUnknown');
    expect(
      exchangeRefusal(issued, { ...ok, brand: { rules: rules('call us') } }, NOW, SALES_CLOSE),
    ).toBe('termsUnknown');
    const soon = { ...ok, trips: tripsDeparting('2027-04-01T13:59:00Z') };
    expect(exchangeRefusal(issued, soon, NOW, SALES_CLOSE)).toBe('tooLate');
    const justInTime = { ...ok, trips: tripsDeparting('2027-04-01T14:01:00Z') };
    expect(exchangeRefusal(issued, justInTime, NOW, SALES_CLOSE)).toBeNull();
    expect(exchangeRefusal(issued, { ...ok, trips: [] }, NOW, SALES_CLOSE)).toBe('tooLate');
  });
});
