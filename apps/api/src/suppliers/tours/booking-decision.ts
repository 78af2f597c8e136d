import type { BookingDecision, BookingDecisionRequest } from './port';

/** Places sold below this share of a non-guaranteed departure: the operator will not run it. */
export const MIN_SOLD_SHARE = 0.25;

/**
 * The simulated operators' answer to a paid booking (issue 14 §4), deterministic so tests and
 * the sandbox can steer it:
 *
 * - the sandbox's "fulfilment fails" card (`forceDecline`) makes it decline;
 * - a departure it no longer has is declined;
 * - a departure not guaranteed to run with fewer than a quarter of its places sold (this
 *   booking's places included: they are held when the order is made) is declined;
 * - everything else is confirmed, with the operator's number: the tour code's operator prefix
 *   and the end of our order number, so support can match the two.
 */
export function simulatedBookingDecision(request: BookingDecisionRequest): BookingDecision {
  if (request.forceDecline)
    return { kind: 'declined', reason: 'The operator could not take this booking.' };
  const { departure } = request;
  if (!departure)
    return { kind: 'declined', reason: 'The operator no longer runs this departure.' };
  const sold = departure.capacity - departure.placesLeft;
  if (!departure.guaranteed && sold < departure.capacity * MIN_SOLD_SHARE)
    return { kind: 'declined', reason: 'This departure does not have enough travellers to run.' };
  return {
    kind: 'confirmed',
    confirmationNumber: `${request.tourCode.split('-')[0]}-${request.bookingReference.slice(-6)}`,
  };
}
