import { describe, expect, it } from 'vitest';
import { CONTINENT_CODES } from '@travel/reference-data';
import { referenceCatalog } from '../../lib/reference-catalog';
import { SimulatedTourSupplier } from './simulated-tours';
import { CABINS, SHIPS, TOUR_OPERATORS } from './operators';

const window = { from: '2027-03-01', months: 12 };
const supplier = new SimulatedTourSupplier(referenceCatalog().catalog);
const catalogue = supplier.catalogue(window);

describe('simulated tour operators', () => {
  it('offers at least 80 tours and 25 cruises of every style', () => {
    const tours = catalogue.tours.filter((t) => t.kind === 'tour');
    const cruises = catalogue.tours.filter((t) => t.kind === 'cruise');
    expect(tours.length).toBeGreaterThanOrEqual(80);
    expect(cruises.length).toBeGreaterThanOrEqual(25);
    expect(new Set(tours.map((t) => t.style))).toEqual(
      new Set(['escorted', 'small-group', 'one-day']),
    );
    expect(new Set(cruises.map((t) => t.style))).toEqual(new Set(['ocean', 'river']));
  });

  it('covers every continent, tours on every inhabited one', () => {
    expect(new Set(catalogue.tours.map((t) => t.region))).toEqual(new Set(CONTINENT_CODES));
    const tourRegions = new Set(
      catalogue.tours.filter((t) => t.kind === 'tour').map((t) => t.region),
    );
    expect(tourRegions).toEqual(new Set(CONTINENT_CODES.filter((c) => c !== 'AN')));
  });

  it('is deterministic: the same window gives the same catalogue', () => {
    const again = new SimulatedTourSupplier(referenceCatalog().catalog).catalogue(window);
    expect(again).toEqual(catalogue);
  });

  it('keeps a departure the same when the window moves on', () => {
    const later = supplier.catalogue({ from: '2027-04-15', months: 12 });
    const byId = new Map(catalogue.departures.map((d) => [d.id, d]));
    const shared = later.departures.filter((d) => byId.has(d.id));
    expect(shared.length).toBeGreaterThan(1000);
    for (const d of shared) expect(d).toEqual(byId.get(d.id));
  });

  it('gives unique ids and codes, real time zones, itineraries of the right length', () => {
    expect(new Set(catalogue.tours.map((t) => t.id)).size).toBe(catalogue.tours.length);
    expect(new Set(catalogue.tours.map((t) => t.code)).size).toBe(catalogue.tours.length);
    for (const t of catalogue.tours) {
      expect(t.itinerary.map((d) => d.day)).toEqual(
        Array.from({ length: t.days }, (_, i) => i + 1),
      );
      expect(() => new Intl.DateTimeFormat('en', { timeZone: t.timeZone })).not.toThrow();
      expect(t.itinerary[t.days - 1]?.overnight).toBeNull();
      expect(t.highlights.length).toBeGreaterThanOrEqual(4);
      if (t.kind === 'cruise') expect(SHIPS.some((s) => s.code === t.shipCode)).toBe(true);
      expect(TOUR_OPERATORS.some((o) => o.code === t.operatorCode)).toBe(true);
    }
  });

  it('names no real brand: operators and ships are the invented ones', () => {
    expect(TOUR_OPERATORS.map((o) => o.name)).toContain('Bluewake Voyages');
    for (const c of ['inside', 'oceanview', 'balcony', 'suite'])
      expect(CABINS.some((cabin) => cabin.category === c)).toBe(true);
  });

  it('schedules departures inside the window with sane places and prices in whole dollars', () => {
    const tourIds = new Set(catalogue.tours.map((t) => t.id));
    for (const d of catalogue.departures) {
      expect(tourIds.has(d.tourId)).toBe(true);
      expect(d.date > window.from && d.date <= '2028-03-01').toBe(true);
      expect(d.placesLeft).toBeGreaterThanOrEqual(0);
      expect(d.placesLeft).toBeLessThanOrEqual(d.capacity);
      for (const p of d.prices) {
        expect(Number.isInteger(p.cents)).toBe(true);
        expect(p.cents % 100).toBe(0);
        expect(p.cents).toBeGreaterThan(0);
      }
    }
    // Every tour has departures over the year; some are sold out, some guaranteed.
    for (const id of tourIds) expect(catalogue.departures.some((d) => d.tourId === id)).toBe(true);
    expect(catalogue.departures.some((d) => d.placesLeft === 0)).toBe(true);
    expect(catalogue.departures.some((d) => d.guaranteed)).toBe(true);
  });
});
