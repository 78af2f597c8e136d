import { describe, expect, it } from 'vitest';
import { referenceCatalog } from '../../lib/reference-catalog';
import type { BookingDecisionRequest, TourSupplier } from './port';
import { SimulatedTourSupplier } from './simulated-tours';

/** The simulated operators' answer to a paid booking, asked through the TourSupplier port. */
describe('simulated operators: decideBooking', () => {
  const supplier: TourSupplier = new SimulatedTourSupplier(referenceCatalog().catalog);
  const request = (over: Partial<BookingDecisionRequest> = {}): BookingDecisionRequest => ({
    tourId: 't-lon-escorted',
    tourCode: 'GLX-LON-ESC',
    bookingReference: 'T2027031512345678',
    departure: { id: 'd1', capacity: 40, placesLeft: 20, guaranteed: false },
    placesBooked: 2,
    forceDecline: false,
    ...over,
  });

  it('confirms a departure that runs, with its number (operator prefix, end of our order)', async () => {
    await expect(supplier.decideBooking(request())).resolves.toEqual({
      kind: 'confirmed',
      confirmationNumber: 'GLX-345678',
    });
  });

  it('the forced decline (sandbox "fulfilment fails" card) wins over everything', async () => {
    const guaranteed = { id: 'd1', capacity: 40, placesLeft: 0, guaranteed: true };
    await expect(
      supplier.decideBooking(request({ forceDecline: true, departure: guaranteed })),
    ).resolves.toEqual({ kind: 'declined', reason: 'The operator could not take this booking.' });
  });

  it('declines a departure it no longer has', async () => {
    await expect(supplier.decideBooking(request({ departure: null }))).resolves.toEqual({
      kind: 'declined',
      reason: 'The operator no longer runs this departure.',
    });
  });

  it('a non-guaranteed departure runs from a quarter of its places sold', async () => {
    const sold = (n: number, guaranteed = false) =>
      supplier.decideBooking(
        request({ departure: { id: 'd1', capacity: 40, placesLeft: 40 - n, guaranteed } }),
      );
    await expect(sold(9)).resolves.toEqual({
      kind: 'declined',
      reason: 'This departure does not have enough travellers to run.',
    });
    await expect(sold(10)).resolves.toMatchObject({ kind: 'confirmed' });
    // Guaranteed to run: confirmed with a single place sold.
    await expect(sold(1, true)).resolves.toMatchObject({ kind: 'confirmed' });
  });
});
