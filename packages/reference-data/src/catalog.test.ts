import { beforeAll, describe, expect, it } from 'vitest';
import { ReferenceCatalog } from './catalog';
import { readReferenceData } from './load';
import { NAME_LANGUAGES, type ReferenceDataSet } from './types';

/** Checks on the generated files themselves (built by `npm run build-data`). */
describe('generated reference data', () => {
  let data: ReferenceDataSet;
  let catalog: ReferenceCatalog;
  beforeAll(() => {
    data = readReferenceData();
    catalog = new ReferenceCatalog(data);
  });

  it('has unique airports with coordinates, a known country and a valid IANA time zone', () => {
    const codes = data.airports.map((a) => a.iata);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(3000);
    const countries = new Set(data.countries.map((c) => c.code));
    const zones = new Set(data.airports.map((a) => a.timeZone));
    for (const zone of zones)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    for (const airport of data.airports) {
      expect(airport.iata).toMatch(/^[A-Z]{3}$/);
      expect(Math.abs(airport.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(airport.lng)).toBeLessThanOrEqual(180);
      expect(countries.has(airport.countryCode)).toBe(true);
      expect(airport.city.length).toBeGreaterThan(0);
    }
  });

  it('puts well-known airports in their time zones and cities', () => {
    expect(catalog.airport('LAX')).toMatchObject({
      city: 'Los Angeles',
      timeZone: 'America/Los_Angeles',
    });
    expect(catalog.airport('NRT')).toMatchObject({
      city: 'Tokyo',
      cityCode: 'TYO',
      timeZone: 'Asia/Tokyo',
    });
    expect(catalog.airport('HKG')).toMatchObject({ city: 'Hong Kong', timeZone: 'Asia/Hong_Kong' });
    expect(catalog.airport('syd')?.timeZone).toBe('Australia/Sydney');
  });

  it('resolves metro codes to their airports, metro first where codes collide', () => {
    expect(catalog.airportsFor('NYC').map((a) => a.iata)).toEqual(['JFK', 'EWR', 'LGA']);
    expect(catalog.airportsFor('BKK').map((a) => a.iata)).toEqual(['BKK', 'DMK']);
    expect(catalog.airportsFor('LAX').map((a) => a.iata)).toEqual(['LAX']);
    expect(catalog.airportsFor('QQQ')).toEqual([]);
    for (const metro of data.metros) expect(metro.airports.length).toBeGreaterThan(0);
  });

  it('ranks every airport first for its own code (metro first where the codes collide)', () => {
    for (const airport of data.airports) {
      const results = catalog.searchPlaces(airport.iata, 3);
      const metro = catalog.metro(airport.iata);
      const expected = metro ? [metro.code, airport.iata] : [airport.iata];
      expect(results.slice(0, expected.length).map((p) => p.code)).toEqual(expected);
    }
  });

  it('has countries with a continent and names in every name language', () => {
    expect(data.countries.length).toBeGreaterThan(240);
    for (const country of data.countries) {
      for (const language of NAME_LANGUAGES) expect(country.names[language]).toBeTruthy();
    }
    expect(catalog.country('de')?.names).toMatchObject({
      en: 'Germany',
      es: 'Alemania',
      zh: '德国',
    });
  });

  it('has airlines with unique IATA codes and no railways', () => {
    const codes = data.airlines.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(catalog.airline('BA')?.name).toBe('British Airways');
    expect(data.airlines.some((a) => /amtrak|deutsche bahn|sncf/i.test(a.name))).toBe(false);
  });

  it('gives big cities their IATA city code', () => {
    expect(catalog.cityByCode('PAR')?.name).toBe('Paris');
    expect(catalog.searchCities('tok', 1)[0]?.iata).toBe('TYO');
    expect(catalog.provincesOf('CA').some((p) => p.code === 'BC')).toBe(true);
  });

  it('finds the nearest airports by great-circle distance', () => {
    const [first, second] = catalog.nearestAirports(51.47, -0.4543, 2);
    expect(first?.airport.iata).toBe('LHR');
    expect(first?.distanceKm).toBeLessThan(1);
    expect(second?.distanceKm).toBeGreaterThan(first?.distanceKm ?? 0);
  });
});
