import type { FareRules, FlightTrip } from '@travel/contracts/flights';

/**
 * Whether an order can be changed now: the one rule behind both the exchange calls (which
 * refuse with it) and the order detail's `canExchange` (which offers "Change flight"), so the
 * page never offers a change the API would refuse.
 */
export type ExchangeRefusal = 'notIssued' | 'notChangeable' | 'termsUnknown' | 'tooLate';

/** `USD 75` → 7500; null when the text is not an amount. */
export function parseFeeText(text: string): number | null {
  const match = /^(?:USD\s*)?\$?\s*(\d+(?:\.\d{1,2})?)$/i.exec(text.trim());
  return match ? Math.round(Number(match[1]) * 100) : null;
}

/**
 * The change fee per traveller in cents, or why it cannot be priced online: `non` fares cannot
 * be changed, and `unknown` terms (or a fee text that is not an amount) cannot be priced.
 */
export function changeFeeOf(
  rules: Pick<FareRules, 'changePenalty' | 'changeFeeCents'>,
): number | 'notChangeable' | 'termsUnknown' {
  const penalty = rules.changePenalty.trim();
  if (penalty === 'non') return 'notChangeable';
  if (penalty === 'able') return 0;
  const cents = rules.changeFeeCents ?? (penalty === 'unknown' ? null : parseFeeText(penalty));
  return cents === null || cents < 0 ? 'termsUnknown' : cents;
}

/**
 * Changes close when the airline stops selling the first flight (`salesCloseMinutes` before
 * departure, FlightSupplier.salesCloseMinutes); a trip under way or flown cannot be changed.
 */
export function departsTooSoon(
  trips: readonly FlightTrip[],
  now: Date,
  salesCloseMinutes: number,
): boolean {
  const first = trips[0]?.segments[0];
  const departs = first ? Date.parse(first.departureTimeUtc) : Number.NaN;
  return !Number.isFinite(departs) || now.getTime() >= departs - salesCloseMinutes * 60_000;
}

/** Why this order cannot be changed now, checked in the order the exchange calls answer; null when it can. */
export function exchangeRefusal(
  order: { status: string },
  details: {
    brand: { rules: Pick<FareRules, 'changePenalty' | 'changeFeeCents'> };
    trips: readonly FlightTrip[];
  },
  now: Date,
  salesCloseMinutes: number,
): ExchangeRefusal | null {
  if (order.status !== 'issued') return 'notIssued';
  const fee = changeFeeOf(details.brand.rules);
  if (typeof fee === 'string') return fee;
  return departsTooSoon(details.trips, now, salesCloseMinutes) ? 'tooLate' : null;
}
