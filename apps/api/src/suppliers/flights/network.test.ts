import { describe, expect, it } from 'vitest';
import { referenceCatalog } from '../../lib/reference-catalog';
import { buildRouteNetwork } from './network';
import { airlineModel } from './simulated-airline';
import { blockMinutes, Timetable } from './schedule';
import { CONNECTION_MINUTES, minimumConnection } from './itineraries';
import { formatLocal } from '../../lib/local-time';

const { catalog } = referenceCatalog();
const model = airlineModel(catalog);
const { network, timetable, itineraries } = model;

describe('route network', () => {
  it('builds quickly from the reference airports (measured)', () => {
    const rebuilt = buildRouteNetwork(catalog);
    // 0.1–0.3 s on an idle machine; the bound leaves room for a busy CI box.
    expect(rebuilt.buildMs).toBeLessThan(1_500);
    expect(rebuilt.legCount).toBe(network.legCount);
    expect(network.hubs.size).toBeGreaterThan(400);
    expect(network.legCount).toBeGreaterThan(10_000);
  });

  it('has the busy routes in both directions', () => {
    for (const [a, b] of [
      ['LAX', 'SFO'],
      ['JFK', 'LAX'],
      ['JFK', 'LHR'],
      ['LHR', 'CDG'],
      ['ORD', 'ATL'],
      ['HND', 'ICN'],
    ] as const) {
      expect(network.leg(a, b), `${a}-${b}`).toBeDefined();
      expect(network.leg(b, a), `${b}-${a}`).toBeDefined();
    }
    expect(network.leg('JFK', 'LHR')!.kind).toBe('long');
    expect(network.leg('LAX', 'SFO')!.kind).toBe('trunk');
  });

  it('follows its rules: distances, 1–6 daily slots, real carrier codes, aircraft in range', () => {
    const seen = new Set<string>();
    for (const airport of catalog.airports) {
      for (const leg of network.legsFrom(airport.iata)) {
        expect(leg.from.iata).toBe(airport.iata);
        if (leg.kind === 'trunk') expect(leg.km).toBeLessThanOrEqual(3_000);
        if (leg.kind !== 'spoke') expect(leg.km).toBeGreaterThanOrEqual(300);
        expect(leg.slots.length).toBeGreaterThanOrEqual(1);
        expect(leg.slots.length).toBeLessThanOrEqual(6);
        expect(network.hubs.has(leg.from.iata) || network.hubs.has(leg.to.iata)).toBe(true);
        for (const slot of leg.slots) {
          expect(catalog.airline(slot.airline), slot.airline).toBeDefined();
          expect(slot.aircraft.maxRangeKm).toBeGreaterThanOrEqual(leg.km);
          const designator = `${slot.airline}${slot.number}`;
          expect(seen.has(designator), designator).toBe(false);
          seen.add(designator);
          expect(network.slotOf(designator)?.leg).toBe(leg);
        }
      }
    }
  });

  it('is deterministic: a second build gives the same flights and numbers', () => {
    const again = buildRouteNetwork(catalog);
    for (const key of ['LAX-SFO', 'JFK-LHR', 'CDG-LHR']) {
      const [from, to] = key.split('-') as [string, string];
      const slots = (n: typeof network) =>
        n
          .leg(from, to)!
          .slots.map((s) => `${s.airline}${s.number}@${s.minutes}/${s.aircraft.code}`);
      expect(slots(again)).toEqual(slots(network));
    }
  });
});

describe('schedules', () => {
  const leg = network.leg('LAX', 'SFO')!;

  it('are the same in a fresh timetable, and ids resolve back to their flight', () => {
    const fresh = new Timetable(network);
    const a = timetable.flightsOn(leg, '2027-04-15');
    const b = fresh.flightsOn(leg, '2027-04-15');
    expect(b.map((f) => [f.flightId, f.departUtc, f.arriveUtc])).toEqual(
      a.map((f) => [f.flightId, f.departUtc, f.arriveUtc]),
    );
    expect(a.length).toBeGreaterThanOrEqual(1);
    for (const flight of a) {
      expect(flight.flightId).toMatch(/^[A-Z0-9]{2}\d{1,4}-20270415$/);
      expect(fresh.flightById(flight.flightId)?.departUtc).toBe(flight.departUtc);
    }
    expect(fresh.flightById('ZZ9999-20270415')).toBeUndefined();
    expect(fresh.flightById(`${a[0]!.airline}${a[0]!.flightNumber}-20270230`)).toBeUndefined();
  });

  it('keep the local departure time across daylight saving; UTC moves by the hour', () => {
    const flight = (date: string) =>
      timetable.flightsOn(leg, date).find((f) => leg.slots[0]!.number === Number(f.flightNumber))!;
    const winter = flight('2027-03-13');
    const summer = flight('2027-03-14');
    const local = (f: typeof winter) => formatLocal('America/Los_Angeles', f.departUtc).slice(11);
    expect(local(summer)).toBe(local(winter));
    expect(summer.departUtc - winter.departUtc).toBe(23 * 3_600_000);
  });

  it('take the block time from distance, longer westbound', () => {
    const jfkLax = network.leg('JFK', 'LAX')!;
    const laxJfk = network.leg('LAX', 'JFK')!;
    const west = blockMinutes(jfkLax.from, jfkLax.to, jfkLax.km);
    const east = blockMinutes(laxJfk.from, laxJfk.to, laxJfk.km);
    expect(west).toBeGreaterThan(east);
    expect(east).toBeGreaterThan(4 * 60);
    expect(west).toBeLessThan(7 * 60);
    const flights = timetable.flightsOn(jfkLax, '2027-04-15');
    for (const f of flights) expect(f.arriveUtc - f.departUtc).toBe(west * 60_000);
  });
});

describe('itineraries', () => {
  it('connect within 60/90 minutes and 8 hours, through a hub, not too far round', () => {
    const found = itineraries.between('JFK', 'LAX', '2027-04-15');
    expect(
      found.some((i) => i.flights.length === 2 && i.flights.every((f) => f.leg.domestic)),
    ).toBe(true);
    const nonstops = found.filter((i) => i.flights.length === 1);
    const connections = found.filter((i) => i.flights.length === 2);
    expect(nonstops.length).toBeGreaterThan(0);
    expect(connections.length).toBeGreaterThan(0);
    for (const itinerary of connections) {
      const [first, second] = itinerary.flights as [
        (typeof itinerary.flights)[0],
        (typeof itinerary.flights)[0],
      ];
      expect(first.leg.to.iata).toBe(second.leg.from.iata);
      expect(network.hubs.has(first.leg.to.iata)).toBe(true);
      const ground = (second.departUtc - first.arriveUtc) / 60_000;
      expect(ground).toBeGreaterThanOrEqual(minimumConnection(first, second));
      expect(ground).toBeLessThanOrEqual(CONNECTION_MINUTES.max);
      const domestic = first.leg.domestic && second.leg.domestic;
      expect(minimumConnection(first, second)).toBe(
        domestic ? CONNECTION_MINUTES.domestic : CONNECTION_MINUTES.international,
      );
      expect(first.leg.km + second.leg.km).toBeLessThan(3_974 * 1.5 + 1);
    }
  });

  it('use 90 minutes when the trip crosses a border', () => {
    const connections = itineraries
      .between('ORD', 'LHR', '2027-04-15')
      .filter((i) => i.flights.length === 2);
    expect(connections.length).toBeGreaterThan(0);
    for (const itinerary of connections) {
      const [first, second] = itinerary.flights;
      expect(minimumConnection(first!, second!)).toBe(CONNECTION_MINUTES.international);
      expect((second!.departUtc - first!.arriveUtc) / 60_000).toBeGreaterThanOrEqual(90);
    }
  });

  it('reach a small airport far away with two stops when nothing shorter exists', () => {
    const found = itineraries.between('LGB', 'BOS', '2027-04-15');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i) => i.flights.length === 3)).toBe(true);
  });
});
