import { describe, expect, it } from 'vitest';
import { distanceKm, type City } from '@travel/reference-data';
import { referenceCatalog } from '../../lib/reference-catalog';
import { HotelCatalogue } from './hotel-catalogue';
import { AIRPORT_HOTEL_SPREAD_KM, placementLimitKm } from './hotel-placement';
import { isLand } from './land';
import { cityRadiusKm } from './market';

const { catalog } = referenceCatalog();
const SEED = 'placement-test';
const cityNamed = (name: string, countryCode: string): City =>
  catalog.cities.find((city) => city.name === name && city.countryCode === countryCode)!;

describe('land (Natural Earth 1:50m, as the hotel map draws it)', () => {
  it('tells the sea and rivers from land', () => {
    // The Atlantic off Cascais and Lisbon, the mouth of the Tagus, the open oceans.
    expect(isLand(38.7, -9.6)).toBe(false);
    expect(isLand(38.69, -9.3)).toBe(false);
    expect(isLand(40, -40)).toBe(false);
    expect(isLand(-30, 80)).toBe(false);
    // Lisbon: Benfica, Campolide and the airport (at 1:50m the Tagus reaches the Baixa).
    expect(isLand(38.751, -9.2)).toBe(true);
    expect(isLand(38.745, -9.17)).toBe(true);
    expect(isLand(38.7742, -9.1342)).toBe(true);
    // Inland cities, and the far ends of the map.
    expect(isLand(48.8566, 2.3522)).toBe(true);
    expect(isLand(40.4168, -3.7038)).toBe(true);
    expect(isLand(-85, 0)).toBe(true);
    expect(isLand(64.8378, -147.7164)).toBe(true);
  });

  it('handles land across the antimeridian and around the South Pole', () => {
    // Fiji, Chukotka and Wrangel Island straddle 180°; Antarctica surrounds the pole.
    expect(isLand(-17.8, 178)).toBe(true);
    expect(isLand(-16.85, -179.97)).toBe(true);
    expect(isLand(66.5, 172)).toBe(true);
    expect(isLand(66, -175)).toBe(true);
    expect(isLand(71.2, -179.5)).toBe(true);
    expect(isLand(-89.9, 50)).toBe(true);
    // The seas beside them, and the same latitudes far away.
    expect(isLand(0, -179.9)).toBe(false);
    expect(isLand(60, -178)).toBe(false);
    expect(isLand(69, 0)).toBe(false);
    expect(isLand(-16.9, -150)).toBe(false);
    expect(isLand(-60, 0)).toBe(false);
  });
});

describe('hotel placement', () => {
  const cities = [
    cityNamed('Lisbon', 'PT'),
    cityNamed('Venice', 'IT'),
    cityNamed('Hong Kong', 'HK'),
    cityNamed('Rio de Janeiro', 'BR'),
    cityNamed('New York', 'US'),
  ];

  it('puts every hotel of coastal and river cities on land', () => {
    const hotels = new HotelCatalogue(catalog, SEED);
    for (const city of cities) {
      const list = hotels.hotelsOf(city);
      expect(list.length).toBeGreaterThan(0);
      const atSea = list.filter((hotel) => !isLand(hotel.latitude, hotel.longitude));
      expect(atSea.map((hotel) => `${city.name}: ${hotel.name}`)).toEqual([]);
    }
  });

  it('keeps hotels within reach of their centre or airport, and findable from the centre', () => {
    const hotels = new HotelCatalogue(catalog, SEED);
    for (const city of cities) {
      const airport = catalog.airportsFor(city.iata!)[0]!;
      const cityLimit = placementLimitKm(city, cityRadiusKm(city.population));
      for (const hotel of hotels.hotelsOf(city)) {
        if (hotel.airportCode) {
          const km = distanceKm(airport.lat, airport.lng, hotel.latitude, hotel.longitude);
          expect(km).toBeLessThanOrEqual(placementLimitKm(airport, AIRPORT_HOTEL_SPREAD_KM) + 0.05);
        } else {
          const km = distanceKm(city.lat, city.lng, hotel.latitude, hotel.longitude);
          expect(km).toBeLessThanOrEqual(cityLimit + 0.05);
          expect(Math.abs(hotel.centreKm - km)).toBeLessThan(0.2);
        }
      }
      const near = hotels.hotelsNear(city.lat, city.lng, cityLimit + 0.1);
      const found = new Set(near.map(({ hotel }) => hotel.id));
      const own = hotels.hotelsOf(city).filter((hotel) => !hotel.airportCode);
      expect(own.every((hotel) => found.has(hotel.id))).toBe(true);
    }
  });

  it('is deterministic: same city and seed, same hotels, ids and coordinates', () => {
    const first = new HotelCatalogue(catalog, SEED);
    const again = new HotelCatalogue(catalog, SEED);
    for (const city of cities) {
      expect(again.hotelsOf(city)).toEqual(first.hotelsOf(city));
    }
    const lisbon = first.hotelsOf(cities[0]!);
    const other = new HotelCatalogue(catalog, 'another-seed').hotelsOf(cities[0]!);
    expect(other.map((hotel) => [hotel.latitude, hotel.longitude])).not.toEqual(
      lisbon.map((hotel) => [hotel.latitude, hotel.longitude]),
    );
  });
});
