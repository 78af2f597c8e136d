import { describe, expect, it } from 'vitest';
import { referenceCatalog } from '../../lib/reference-catalog';
import { infantFare, INFANT_SHARE } from './fares';
import { inventoryKey, type SeatCount } from './inventory.repository';
import type { Itinerary } from './itineraries';
import { airlineModel } from './simulated-airline';
import { priceTrip } from './trip-pricing';
import { buildOffer } from './offer-builder';

const model = airlineModel(referenceCatalog().catalog);
const now = new Date('2027-03-01T15:00:00Z');

const nonstop = (from: string, to: string): Itinerary =>
  model.itineraries.between(from, to, '2027-04-15').find((i) => i.flights.length === 1)!;

/** Every flight of the itinerary with `sold` of `capacity` economy seats gone. */
const viewOf = (itinerary: Itinerary, sold: number, capacity = 150) =>
  new Map<string, SeatCount>(
    itinerary.flights.map((f) => [inventoryKey(f.flightId, 'E'), { capacity, sold }]),
  );

describe('lap infant fares (docs/decisions.md "Lap infants")', () => {
  it('fly free on a domestic flight', () => {
    const itinerary = nonstop('LAX', 'SFO');
    const trip = priceTrip(itinerary, 'E', 1, viewOf(itinerary, 0), now)!;
    for (const fare of trip.brands) {
      expect(fare.infantPrice).toBe(0);
      expect(fare.infantTax).toBe(0);
    }
  });

  it('pay a tenth of the adult fare and its taxes on an international flight', () => {
    const itinerary = nonstop('JFK', 'LHR');
    const trip = priceTrip(itinerary, 'E', 1, viewOf(itinerary, 0), now)!;
    for (const fare of trip.brands) {
      expect(fare.infantPrice).toBe(infantFare(fare.adultPrice));
      expect(fare.infantPrice).toBe(Math.round((fare.adultPrice * INFANT_SHARE) / 100) * 100);
      // The international departure charge and 4 % of their fare, no per-seat charges.
      expect(fare.infantTax).toBe(Math.round(fare.infantPrice * 0.04 + 3_800));
      expect(fare.infantPrice + fare.infantTax).toBeLessThan(fare.childPrice + fare.childTax);
    }
  });

  it('take no seat: the fare bucket is the seated party’s, the total counts the infant', () => {
    const itinerary = nonstop('JFK', 'LHR');
    // One seat left: an adult and a lap infant still fit.
    const trip = priceTrip(itinerary, 'E', 1, viewOf(itinerary, 149), now)!;
    expect(trip).toBeDefined();
    const offer = buildOffer(model.catalog, 'oneway', [trip], 1, 0, now, 1);
    expect(offer.infants).toBe(1);
    for (const brand of offer.brands) {
      expect(brand.totalPrice).toBe(
        brand.adultPrice + brand.adultTax + brand.infantPrice + brand.infantTax,
      );
      expect(brand.infantCommission).toBe(0);
    }
  });
});
