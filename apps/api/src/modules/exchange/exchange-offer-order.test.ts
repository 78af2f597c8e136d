import { describe, expect, it } from 'vitest';
import type { ExchangeOffer } from '@travel/contracts/exchange';
import type { FlightTrip } from '@travel/contracts/flights';
import { sensibly } from './exchange-search.service';

/** Only what `sensibly` reads: the default brand's total, stops, durations, departure times. */
const trip = (departureTime: string, stops = 0, duration = 90): FlightTrip =>
  ({ duration, stops, segments: [{ departureTime }] }) as unknown as FlightTrip;

const offer = (name: string, totalToPay: number, trips: FlightTrip[]): ExchangeOffer =>
  ({
    offerId: name,
    trips,
    defaultBrandId: 'own',
    brands: [{ brandId: 'own', totalToPay }],
  }) as unknown as ExchangeOffer;

describe('the order of change offers (issue 13 §2)', () => {
  const original = [trip('2027-04-01T08:00')];

  it('puts the cheapest change first, then fewer stops, nearest time of day, shorter trip', () => {
    const offers = [
      offer('dear', 9_000, [trip('2027-04-20T08:00')]),
      offer('one-stop', 7_500, [trip('2027-04-20T08:00', 1, 200)]),
      offer('evening', 7_500, [trip('2027-04-20T19:00')]),
      offer('morning-long', 7_500, [trip('2027-04-20T09:00', 0, 120)]),
      offer('morning', 7_500, [trip('2027-04-20T07:00', 0, 95)]),
    ];
    expect(offers.sort(sensibly(original)).map((o) => o.offerId)).toEqual([
      'morning',
      'morning-long',
      'evening',
      'one-stop',
      'dear',
    ]);
  });

  it('measures the time of day around midnight and over every trip', () => {
    const late = [trip('2027-04-01T23:30'), trip('2027-04-08T12:00')];
    const offers = [
      offer('noonish', 0, [trip('2027-04-20T12:00'), trip('2027-04-27T12:00')]),
      offer('after-midnight', 0, [trip('2027-04-21T00:15'), trip('2027-04-27T13:00')]),
    ];
    expect(offers.sort(sensibly(late)).map((o) => o.offerId)).toEqual([
      'after-midnight',
      'noonish',
    ]);
  });
});
