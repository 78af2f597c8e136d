import { describe, expect, it } from 'vitest';
import { brand, offer, oneStopTrip, segment, trip } from '../test/offers';
import { applyFilters, facetsOf, NO_FILTERS, sortOffers } from './filters';
import { arrivalDayOffset, bookableOffers } from './offer-facts';

const nonstopUa = offer({ brands: [brand({ totalPrice: 15_000 })] });
const oneStopDl = offer({
  trips: [oneStopTrip('DL', 'Delta Air Lines')],
  brands: [brand({ totalPrice: 9_000 })],
});
const lateAa = offer({
  trips: [
    trip([
      segment({
        airlineCode: 'AA',
        airlineName: 'American Airlines',
        departureTime: '2026-06-10T22:30',
        arrivalTime: '2026-06-11T00:05',
      }),
    ]),
  ],
  brands: [brand({ totalPrice: 11_000, adultTaxType: 1 })],
});
const all = bookableOffers([nonstopUa, oneStopDl, lateAa, offer({ brands: [] })]);
const ids = (list: { offer: { offerId: string } }[]) => list.map((facts) => facts.offer.offerId);

describe('result filters and sorting', () => {
  it('leaves out offers without a brand and reads the facts once', () => {
    expect(all).toHaveLength(3);
    expect(all[2]!.perAdult).toBe(10_000);
    expect(all[0]!.perAdult).toBe(12_000);
    expect(arrivalDayOffset(lateAa.trips[0]!)).toBe(1);
  });

  it('filters by stops, airline, time of day and price', () => {
    expect(ids(applyFilters(all, { ...NO_FILTERS, stops: ['0'] }))).toEqual(
      ids([all[0]!, all[2]!]),
    );
    expect(ids(applyFilters(all, { ...NO_FILTERS, airlines: ['DL'] }))).toEqual(ids([all[1]!]));
    expect(ids(applyFilters(all, { ...NO_FILTERS, departParts: ['evening'] }))).toEqual(
      ids([all[2]!]),
    );
    expect(ids(applyFilters(all, { ...NO_FILTERS, arriveParts: ['night'] }))).toEqual(
      ids([all[2]!]),
    );
    expect(ids(applyFilters(all, { ...NO_FILTERS, maxPrice: 11_000 }))).toEqual(
      ids([all[1]!, all[2]!]),
    );
  });

  it('sorts by price, duration and departure', () => {
    expect(ids(sortOffers(all, 'price'))).toEqual(ids([all[1]!, all[2]!, all[0]!]));
    expect(ids(sortOffers(all, 'duration'))).toEqual(ids([all[0]!, all[2]!, all[1]!]));
    expect(ids(sortOffers(all, 'departure'))).toEqual(ids([all[0]!, all[1]!, all[2]!]));
  });

  it('counts offers per stops and airline and spans the prices', () => {
    const facets = facetsOf(all);
    expect(facets.stops).toEqual({ '0': 2, '1': 1, '2+': 0 });
    expect(facets.airlines.map((a) => [a.code, a.name, a.count])).toEqual([
      ['AA', 'American Airlines', 1],
      ['DL', 'Delta Air Lines', 1],
      ['UA', 'United Airlines', 1],
    ]);
    expect([facets.minPrice, facets.maxPrice]).toEqual([9_000, 15_000]);
  });
});
