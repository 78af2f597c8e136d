import { describe, expect, it } from 'vitest';
import { brand, offer, oneStopTrip, segment, trip } from '../test/offers';
import {
  applyFilters,
  facetsOf,
  filterFacts,
  NO_FILTERS,
  sortOffers,
  type FilterFacts,
} from './filters';
import { groupFlights } from './flight-groups';
import { arrivalDayOffset, bookableOffers, everyFare } from './offer-facts';

/** Every fare of the offers, with its facts, as the results read them. */
const faresOf = (offers: Parameters<typeof bookableOffers>[0]) =>
  everyFare(bookableOffers(offers)).map(filterFacts);
/** One card per itinerary (one-way and multi-city). */
const cards = (fares: readonly FilterFacts[]) => groupFlights(fares, { kind: 'whole' });

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
const all = faresOf([nonstopUa, oneStopDl, lateAa, offer({ brands: [] })]);
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
    // Best: the late AA (a little dearer, as quick) beats the dear UA and the long, cheap DL.
    expect(ids(sortOffers(all, 'best'))).toEqual(ids([all[2]!, all[0]!, all[1]!]));
    expect(ids(sortOffers(all, 'price'))).toEqual(ids([all[1]!, all[2]!, all[0]!]));
    expect(ids(sortOffers(all, 'duration'))).toEqual(ids([all[0]!, all[2]!, all[1]!]));
    expect(ids(sortOffers(all, 'departure'))).toEqual(ids([all[0]!, all[1]!, all[2]!]));
  });

  it('counts offers per stops and airline and spans the prices', () => {
    const facets = facetsOf(cards(all));
    expect(facets.stops).toEqual({ '0': 2, '1': 1, '2+': 0 });
    expect(facets.connections).toEqual([{ code: 'DEN', name: 'Denver (DEN)', count: 1 }]);
    expect(facets.airlines.map((a) => [a.code, a.name, a.count])).toEqual([
      ['AA', 'American Airlines', 1],
      ['DL', 'Delta Air Lines', 1],
      ['UA', 'United Airlines', 1],
    ]);
    expect([facets.minPrice, facets.maxPrice]).toEqual([9_000, 15_000]);
  });
});

const bag = {
  segments: [0],
  allowancePiecesSpecified: true,
  allowancePieces: 1,
  weightSpecified: false,
  weight: 0,
  unit: 'KG' as const,
};
/** UA LAX–DEN then DL DEN–SEA: a multi-city offer flown by two airlines. */
const multicity = offer({
  tripType: 'multicity',
  trips: [
    trip([segment({ airlineCode: 'UA', arrivalAirportCode: 'DEN', duration: 150 })]),
    trip([
      segment({
        airlineCode: 'DL',
        airlineName: 'Delta Air Lines',
        departureAirportCode: 'DEN',
        departureTime: '2026-06-14T08:00',
        arrivalTime: '2026-06-14T10:00',
      }),
    ]),
  ],
  brands: [brand({ totalPrice: 20_000, baggage: [bag] })],
});
const longLayover = offer({
  trips: [
    trip([
      segment({
        arrivalAirportCode: 'PHX',
        arrivalCity: 'Phoenix',
        departureTime: '2026-06-10T06:00',
        arrivalTime: '2026-06-10T07:30',
        layoverAfter: 300,
      }),
      segment({
        departureAirportCode: 'PHX',
        departureTime: '2026-06-10T12:30',
        arrivalTime: '2026-06-10T14:30',
      }),
    ]),
  ],
  brands: [brand({ totalPrice: 8_000, baggage: [{ ...bag, allowancePieces: 0 }] })],
});
const more = faresOf([nonstopUa, oneStopDl, multicity, longLayover]);

describe('the filters of issue 13 §1', () => {
  it('reads the longest trip and layover, connections, every airline and the checked bag', () => {
    const [, dl, mc, phx] = more;
    expect([dl!.longestLayover, dl!.connections, dl!.checkedBag]).toEqual([75, ['DEN'], false]);
    expect([mc!.airlines, mc!.connections, mc!.checkedBag]).toEqual([['UA', 'DL'], [], true]);
    // A zero-piece allowance is no checked bag.
    expect([phx!.longestLayover, phx!.longestTrip, phx!.checkedBag]).toEqual([300, 510, false]);
  });

  it('filters by travel time, layover, connecting airport and checked bag', () => {
    const [ua, dl, mc, phx] = more;
    expect(ids(applyFilters(more, { ...NO_FILTERS, maxDuration: 360 }))).toEqual(
      ids([ua!, dl!, mc!]),
    );
    expect(ids(applyFilters(more, { ...NO_FILTERS, maxLayover: 120 }))).toEqual(
      ids([ua!, dl!, mc!]),
    );
    expect(ids(applyFilters(more, { ...NO_FILTERS, connections: ['PHX'] }))).toEqual(ids([phx!]));
    expect(ids(applyFilters(more, { ...NO_FILTERS, checkedBag: true }))).toEqual(ids([mc!]));
  });

  it('matches a multi-city offer on the airline of any leg', () => {
    const [, dl, mc] = more;
    expect(ids(applyFilters(more, { ...NO_FILTERS, airlines: ['DL'] }))).toEqual(ids([dl!, mc!]));
    const airlines = facetsOf(cards(more)).airlines;
    expect(airlines.find((a) => a.code === 'DL')?.count).toBe(2);
    expect(airlines.find((a) => a.code === 'UA')?.count).toBe(3);
  });

  it('counts each choice under the other filters, not its own', () => {
    const facets = facetsOf(cards(more), { ...NO_FILTERS, stops: ['0'], airlines: ['DL'] });
    // Nonstop leaves UA's nonstop and the multi-city one: UA 2, DL 1 (the multi-city's second leg).
    expect(facets.airlines.map((a) => [a.code, a.count])).toEqual([
      ['UA', 2],
      ['DL', 1],
    ]);
    // DL leaves the one-stop DL and the nonstop multi-city offer.
    expect(facets.stops).toEqual({ '0': 1, '1': 1, '2+': 0 });
    expect(facets.checkedBag).toBe(1);
    // A chosen airline no result has (another day) stays listed, with 0, to be unchosen.
    expect(facetsOf(cards(more), { ...NO_FILTERS, airlines: ['ZZ'] }).airlines.at(-1)).toEqual({
      code: 'ZZ',
      name: 'ZZ',
      count: 0,
    });
  });

  it('ranks Best by price, duration and stops together', () => {
    const [ua, dl, mc, phx] = more;
    // Cheapest 8,000 and shortest 90 min: UA 1.5 + 0.5 = 2.0; DL 1.125 + 0.5 × 360/90 + 0.1 =
    // 3.225; PHX 1 + 0.5 × 510/90 + 0.1 = 3.93; the multi-city 2.5 + 0.5 × 210/90 = 3.67.
    expect(ids(sortOffers(more, 'best'))).toEqual(ids([ua!, dl!, mc!, phx!]));
    expect(ids(sortOffers(more, 'price'))).toEqual(ids([phx!, dl!, ua!, mc!]));
  });
});
