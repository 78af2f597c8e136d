import { describe, expect, it } from 'vitest';
import type { FlightTrip } from '@travel/contracts/flights';
import { brand, offer, oneStopTrip, segment, trip } from '../test/offers';
import { facetsOf, filterFacts, NO_FILTERS, sortOffers, visibleCards } from './filters';
import { groupFlights, tripKey } from './flight-groups';
import { everyFare } from './offer-facts';

/**
 * Issue 13 §1: a flight is one card with its fares (Basic, Standard, Flex of each cabin), and
 * a round trip is chosen outbound first, then return, each return priced as the round trip.
 */
const back = (time: string, number: string, airline = 'UA'): FlightTrip =>
  trip([
    segment({
      airlineCode: airline,
      flightNumber: number,
      flightId: `${airline}${number}-20260617`,
      departureAirportCode: 'SFO',
      arrivalAirportCode: 'LAX',
      departureTime: `2026-06-17T${time}`,
      arrivalTime: `2026-06-17T${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`,
    }),
  ]);
const out = trip([segment()]);
const outStop = oneStopTrip('DL', 'Delta Air Lines');
const morningBack = back('08:00', '101');
const eveningBack = back('19:00', '103');

const basic = (total: number) => brand({ brandId: 'E-BASIC', name: 'Basic', totalPrice: total });
const flex = (total: number) =>
  brand({ brandId: 'E-FLEX', name: 'Flex', type: 'FLEX', totalPrice: total });

const roundTrip = (trips: FlightTrip[], brands = [basic(30_000)], cabin: 'E' | 'P' = 'E') =>
  offer({ tripType: 'roundtrip', trips, brands, cabin });

const offers = [
  // The same outbound and return in two cabins: one card, four fares.
  roundTrip([out, morningBack], [basic(30_000), flex(50_000)]),
  roundTrip(
    [out, morningBack],
    [brand({ brandId: 'P-STANDARD', name: 'Standard', totalPrice: 70_000 })],
    'P',
  ),
  roundTrip([out, eveningBack], [basic(34_000)]),
  roundTrip([outStop, morningBack], [basic(20_000)]),
  roundTrip([outStop, eveningBack], [basic(26_000), flex(40_000)]),
];
const fares = everyFare(offers).map(filterFacts);

describe('grouping fares into cards', () => {
  it('keys a trip by its flights and their departure times', () => {
    expect(tripKey(out)).toBe('UA100-20260610.0800');
    expect(tripKey(outStop)).toBe('UA100-20260610.1300_UA100-20260610.1715');
    expect(tripKey(trip([segment()]))).toBe(tripKey(out));
  });

  it('lists each outbound once, priced at its cheapest round trip', () => {
    const outbounds = groupFlights(fares, { kind: 'outbound' });
    expect(outbounds.map((group) => [group.key, group.fares.length])).toEqual([
      [tripKey(out), 4],
      [tripKey(outStop), 3],
    ]);
    const cards = visibleCards(outbounds, NO_FILTERS);
    expect(cards.map((card) => [card.total, card.duration, card.stops])).toEqual([
      [30_000, 90, 0],
      [20_000, 360, 1],
    ]);
    expect(cards[0]!.group.shown).toEqual([0]);
  });

  it('lists the returns of the chosen outbound with their fares, at the round-trip total', () => {
    const returns = groupFlights(fares, { kind: 'return', outbound: tripKey(out) });
    expect(returns.map((group) => group.key)).toEqual([tripKey(morningBack), tripKey(eveningBack)]);
    const [morning, evening] = visibleCards(returns, NO_FILTERS);
    // Both cabins' fares under one card, cheapest first, each naming its own offer.
    expect(morning!.fares.map((f) => [f.offer.cabin, f.brand.name, f.total])).toEqual([
      ['E', 'Basic', 30_000],
      ['E', 'Flex', 50_000],
      ['P', 'Standard', 70_000],
    ]);
    expect(morning!.fares[2]!.offer.offerId).toBe(offers[1]!.offerId);
    expect(evening!.total).toBe(34_000);
    expect(evening!.group.shown).toEqual([1]);
    // Sorted by the returns' own departure.
    expect(sortOffers([evening!, morning!], 'departure').map((card) => card.key)).toEqual([
      tripKey(morningBack),
      tripKey(eveningBack),
    ]);
  });

  it('groups a one-way itinerary sold in several cabins into one card', () => {
    const oneWay = everyFare([
      offer({ brands: [basic(12_000)] }),
      offer({ brands: [flex(30_000)], cabin: 'P' }),
    ]).map(filterFacts);
    const groups = groupFlights(oneWay, { kind: 'whole' });
    expect(groups).toHaveLength(1);
    expect(groups[0]!.fares.map((f) => f.total)).toEqual([12_000, 30_000]);
  });
});

describe('filters on the stages of a round trip', () => {
  const outbounds = groupFlights(fares, { kind: 'outbound' });

  it('judge the flights the stage lists: the outbounds, then the returns', () => {
    // A nonstop outbound whose only other return has a stop is a nonstop outbound still.
    const withStop = [
      ...fares,
      ...everyFare([roundTrip([out, oneStopTrip()], [basic(10_000)])]).map(filterFacts),
    ];
    const stage1 = groupFlights(withStop, { kind: 'outbound' });
    const facets = facetsOf(stage1, NO_FILTERS, 0);
    // Cards, not fares: the nonstop outbound once, the one-stop outbound once.
    expect(facets.stops).toEqual({ '0': 1, '1': 1, '2+': 0 });
    const nonstop = visibleCards(stage1, { ...NO_FILTERS, stops: ['0'] }, 0);
    expect(nonstop.map((card) => [card.key, card.total])).toEqual([[tripKey(out), 10_000]]);
    // Its returns: nonstop ones, and the one with a stop.
    const stage2 = groupFlights(withStop, { kind: 'return', outbound: tripKey(out) });
    expect(facetsOf(stage2, NO_FILTERS, 1).stops).toEqual({ '0': 2, '1': 1, '2+': 0 });
    expect(visibleCards(stage2, { ...NO_FILTERS, stops: ['0'] }, 1)).toHaveLength(2);
    // The airlines listed are the stage's flights' own.
    expect(facetsOf(stage1, NO_FILTERS, 0).airlines.map((a) => a.code)).toEqual(['DL', 'UA']);
  });

  it('prices a card at the cheapest fare the filters leave, and offers only those', () => {
    const bag = {
      segments: [0, 1],
      allowancePiecesSpecified: true,
      allowancePieces: 1,
      weightSpecified: false,
      weight: 0,
      unit: 'KG' as const,
    };
    const withBag = everyFare([
      roundTrip([out, morningBack], [basic(30_000), { ...flex(50_000), baggage: [bag] }]),
    ]).map(filterFacts);
    const stage1 = groupFlights(withBag, { kind: 'outbound' });
    const [card] = visibleCards(stage1, { ...NO_FILTERS, checkedBag: true }, 0);
    expect([card!.total, card!.fares.length, card!.lead.brand.name]).toEqual([50_000, 1, 'Flex']);
    expect(facetsOf(stage1, NO_FILTERS, 0).checkedBag).toBe(1);
  });

  it('filters the return stage by the return’s own time of day', () => {
    const returns = groupFlights(fares, { kind: 'return', outbound: tripKey(out) });
    const evening = visibleCards(returns, { ...NO_FILTERS, departParts: ['evening'] }, 1);
    expect(evening.map((card) => card.key)).toEqual([tripKey(eveningBack)]);
    const morning = visibleCards(returns, { ...NO_FILTERS, departParts: ['morning'] }, 1);
    expect(morning.map((card) => card.key)).toEqual([tripKey(morningBack)]);
  });

  it('spans the price range over the cards’ cheapest fares', () => {
    const facets = facetsOf(outbounds, NO_FILTERS, 0);
    expect([facets.minPrice, facets.maxPrice]).toEqual([20_000, 30_000]);
  });
});
