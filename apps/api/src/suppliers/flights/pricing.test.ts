import { describe, expect, it } from 'vitest';
import { referenceCatalog } from '../../lib/reference-catalog';
import { openBucket, FARE_BUCKETS } from './fare-buckets';
import { advanceFactor, brandRules, BRANDS, parseBrandId } from './fares';
import { inventoryKey, type SeatCount } from './inventory.repository';
import { airlineModel } from './simulated-airline';
import { priceTrip } from './trip-pricing';
import { buildOffer, distributionOf } from './offer-builder';

const model = airlineModel(referenceCatalog().catalog);
const now = new Date('2027-03-01T15:00:00Z');
const itinerary = model.itineraries
  .between('LAX', 'SFO', '2027-04-15')
  .find((i) => i.flights.length === 1)!;
const flight = itinerary.flights[0]!;

const viewWith = (cabin: string, sold: number, capacity: number) =>
  new Map<string, SeatCount>([[inventoryKey(flight.flightId, cabin), { capacity, sold }]]);

describe('fare buckets', () => {
  it('open the cheapest class that can seat the whole party', () => {
    expect(openBucket('E', 100, 0, 1)?.bookingClass).toBe('N');
    expect(openBucket('E', 100, 34, 1)?.bookingClass).toBe('N');
    expect(openBucket('E', 100, 34, 2)?.bookingClass).toBe('S');
    expect(openBucket('E', 100, 99, 1)?.bookingClass).toBe('Y');
    expect(openBucket('E', 100, 99, 2)).toBeUndefined();
    expect(openBucket('E', 100, 100, 1)).toBeUndefined();
  });

  it('get dearer class by class in every cabin, the last selling the last seat', () => {
    for (const buckets of Object.values(FARE_BUCKETS)) {
      const multipliers = buckets.map((b) => b.multiplier);
      expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
      expect(buckets.at(-1)!.ceiling).toBe(1);
    }
  });
});

describe('trip prices', () => {
  it('move up as seats sell', () => {
    const capacity = 138;
    const prices = [0, 60, 90, 110, 125, 137].map(
      (sold) =>
        priceTrip(itinerary, 'E', 1, viewWith('E', sold, capacity), now)!.brands[0]!.adultPrice,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.at(-1)!).toBeGreaterThan(prices[0]! * 2);
    expect(priceTrip(itinerary, 'E', 2, viewWith('E', 137, capacity), now)).toBeUndefined();
  });

  it('rise with the cabin and as departure nears', () => {
    const empty = new Map<string, SeatCount>([
      [inventoryKey(flight.flightId, 'E'), { capacity: 138, sold: 0 }],
      [inventoryKey(flight.flightId, 'F'), { capacity: 16, sold: 0 }],
    ]);
    const economy = priceTrip(itinerary, 'E', 1, empty, now)!.brands[0]!.adultPrice;
    const hasFirst = flight.aircraft.cabins.some((c) => c.cabin === 'F');
    if (hasFirst) {
      expect(priceTrip(itinerary, 'F', 1, empty, now)!.brands[0]!.adultPrice).toBeGreaterThan(
        economy * 2,
      );
    }
    const dayBefore = new Date(flight.departUtc - 86_400_000);
    expect(priceTrip(itinerary, 'E', 1, empty, dayBefore)!.brands[0]!.adultPrice).toBeGreaterThan(
      economy * 1.5,
    );
    expect(advanceFactor(0)).toBeGreaterThan(advanceFactor(7));
    expect(advanceFactor(7)).toBeGreaterThan(advanceFactor(60));
  });

  it('price brands cheapest first, children below adults, taxes on every flight', () => {
    const trip = priceTrip(itinerary, 'E', 1, viewWith('E', 0, 138), now)!;
    expect(trip.brands.map((b) => b.brand.code)).toEqual(['BASIC', 'STANDARD', 'FLEX']);
    const adults = trip.brands.map((b) => b.adultPrice);
    expect(adults).toEqual([...adults].sort((a, b) => a - b));
    for (const fare of trip.brands) {
      expect(fare.childPrice).toBeLessThan(fare.adultPrice);
      expect(fare.adultTax).toBeGreaterThan(1_000);
      expect(fare.adultPrice % 100).toBe(0);
    }
  });
});

describe('brands and offers', () => {
  it('carry refund, change and endorsement terms of every kind', () => {
    expect(brandRules('E', 'BASIC', false, false)).toMatchObject({
      refundPenalty: 'non',
      changePenalty: 'non',
      changeFeeCents: null,
    });
    expect(brandRules('E', 'STANDARD', false, false)).toMatchObject({
      refundPenalty: 'USD 200',
      changePenalty: 'USD 75',
      changeFeeCents: 7_500,
    });
    expect(brandRules('E', 'FLEX', true, false).changePenalty).toBe('able');
    expect(brandRules('E', 'FLEX', true, true).endorsementPenalty).toBe('unknown');
    expect(parseBrandId('B-FLEX')).toMatchObject({ cabin: 'B' });
    expect(parseBrandId('E-GOLD')).toBeNull();
    expect(BRANDS.F.map((b) => b.code)).toEqual(['FLEX']);
  });

  it('build offers whose totals add up and whose channel is fixed by the flights', () => {
    const trip = priceTrip(itinerary, 'E', 3, viewWith('E', 0, 138), now)!;
    const offer = buildOffer(model.catalog, 'oneway', [trip], 2, 1, now);
    expect(offer.channel).toBe(distributionOf([[flight.flightId]]).channel);
    for (const brand of offer.brands) {
      expect(brand.totalPrice).toBe(
        2 * (brand.adultPrice + brand.adultTax) + brand.childPrice + brand.childTax,
      );
      expect(brand.invoiceable).toBe(offer.publishFare);
      expect(brand.baggage[0]!.segments).toEqual([0]);
    }
    expect(offer.brands[0]!.baggage[0]!.allowancePieces).toBe(0);
    expect(offer.brands[2]!.baggage[0]!.allowancePieces).toBe(2);
    const segment = offer.trips[0]!.segments[0]!;
    expect(segment).toMatchObject({
      departureAirportCode: 'LAX',
      arrivalAirportCode: 'SFO',
      departureCity: 'Los Angeles',
      arrivalCountryName: 'United States',
      cabin: 'E',
      bookingClass: 'N',
      adultFarebasis: 'N21BS',
    });
    const channels = new Set(
      model.itineraries
        .between('JFK', 'LAX', '2027-04-15')
        .map((i) => distributionOf([i.flights.map((f) => f.flightId)]).channel),
    );
    expect(channels.size).toBeGreaterThanOrEqual(3);
  });
});
