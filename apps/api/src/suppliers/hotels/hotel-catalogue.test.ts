import { describe, expect, it } from 'vitest';
import { distanceKm, type City } from '@travel/reference-data';
import {
  HOTEL_AMENITIES,
  HOTEL_SCORE_WORDS,
  HotelIdSchema,
  hotelScoreWord,
} from '@travel/contracts/hotels';
import { referenceCatalog } from '../../lib/reference-catalog';
import { HOTEL_CHAINS } from './chains';
import { HotelCatalogue } from './hotel-catalogue';
import { hotelIdOf, parsePropertyCode, propertyCodeOf, slugOf } from './hotel-codes';
import { reviewSummaryOf } from './hotel-reviews';
import { cityRadiusKm, hotelCount } from './market';

const { catalog } = referenceCatalog();
const SEED = 'catalogue-test';
const cityNamed = (name: string, countryCode: string): City =>
  catalog.cities.find((city) => city.name === name && city.countryCode === countryCode)!;

describe('hotel catalogue', () => {
  const paris = cityNamed('Paris', 'FR');
  const tokyo = cityNamed('Tokyo', 'JP');

  it('generates the same hotels for the same city and seed, in a fresh catalogue too', () => {
    const first = new HotelCatalogue(catalog, SEED).hotelsOf(paris);
    const again = new HotelCatalogue(catalog, SEED).hotelsOf(paris);
    expect(again).toEqual(first);
    const other = new HotelCatalogue(catalog, 'another-seed').hotelsOf(paris);
    expect(other.map((hotel) => hotel.id)).not.toEqual(first.map((hotel) => hotel.id));
  });

  it('grows the number of hotels with the population, up to 120', () => {
    expect(hotelCount(100_000)).toBe(6);
    expect(hotelCount(2_000_000)).toBeGreaterThanOrEqual(36);
    expect(hotelCount(2_000_000)).toBeLessThanOrEqual(44);
    expect(hotelCount(40_000_000)).toBe(120);
    expect(hotelCount(3_000)).toBe(2);
    const hotels = new HotelCatalogue(catalog, SEED);
    expect(hotels.hotelsOf(tokyo)).toHaveLength(120);
    expect(hotels.hotelsOf(paris)).toHaveLength(hotelCount(paris.population));
  });

  it('gives hotels only to cities with an airport or 100,000 people', () => {
    const hotels = new HotelCatalogue(catalog, SEED);
    const town = catalog.cities.find((city) => city.iata === null && city.population < 100_000)!;
    expect(hotels.hotelsOf(town)).toEqual([]);
    const airportTown = catalog.cities.find((c) => c.iata !== null && c.population < 100_000)!;
    expect(hotels.hotelsOf(airportTown).length).toBeGreaterThanOrEqual(2);
  });

  it('round-trips property codes and hotel ids, and refuses ids that do not match', () => {
    for (const city of [paris, tokyo, cityNamed('Reykjavík', 'IS')]) {
      const code = propertyCodeOf(city.id, 37);
      expect(code).toMatch(/^[0-9A-Z]+$/);
      expect(parsePropertyCode(code)).toEqual({ cityId: city.id, index: 37 });
    }
    const hotels = new HotelCatalogue(catalog, SEED);
    for (const hotel of hotels.hotelsOf(paris)) {
      expect(HotelIdSchema.safeParse(hotel.id).success).toBe(true);
      expect(hotel.id).toBe(hotelIdOf(hotel.propertyCode, hotel.chainCode, hotel.name));
      expect(hotels.hotel(hotel.id)).toBe(hotel);
    }
    const hotel = hotels.hotelsOf(paris)[0]!;
    expect(hotels.hotel(`${hotel.propertyCode}-${hotel.chainCode}-some-other-name`)).toBeNull();
    const otherChain = hotel.chainCode === 'QX' ? 'DM' : 'QX';
    expect(hotels.hotel(hotel.id.replace(`-${hotel.chainCode}-`, `-${otherChain}-`))).toBeNull();
    expect(hotels.hotel(`${propertyCodeOf(paris.id, 999)}-IN-hotel`)).toBeNull();
    expect(hotels.hotel('ZZZZZZZZZZZ00-IN-hotel')).toBeNull();
    expect(slugOf('Pinewick Suites São Paulo Central')).toBe('pinewick-suites-sao-paulo-central');
  });

  it('places hotels near the centre, airport hotels by the airport', () => {
    const hotels = new HotelCatalogue(catalog, SEED);
    const radius = cityRadiusKm(tokyo.population);
    expect(radius).toBe(8);
    expect(cityRadiusKm(100_000)).toBeLessThan(1.5);
    const airport = catalog.airportsFor(tokyo.iata!)[0]!;
    let airportHotels = 0;
    for (const hotel of hotels.hotelsOf(tokyo)) {
      const fromCentre = distanceKm(tokyo.lat, tokyo.lng, hotel.latitude, hotel.longitude);
      if (hotel.name.endsWith(' Airport')) {
        airportHotels += 1;
        expect(distanceKm(airport.lat, airport.lng, hotel.latitude, hotel.longitude)).toBeLessThan(
          2.1,
        );
      } else {
        expect(fromCentre).toBeLessThanOrEqual(radius + 0.05);
      }
    }
    expect(airportHotels).toBeGreaterThan(0);
  });

  it('keeps ratings in the chain band, stars as the integer part, and sane facts', () => {
    const hotels = new HotelCatalogue(catalog, SEED);
    const all = [paris, tokyo, cityNamed('Lagos', 'NG')].flatMap((c) => hotels.hotelsOf(c));
    const chainCodes = new Set(HOTEL_CHAINS.map((chain) => chain.code));
    for (const hotel of all) {
      expect(hotel.rating).toBeGreaterThanOrEqual(1);
      expect(hotel.rating).toBeLessThanOrEqual(5);
      expect(Math.round(hotel.rating * 10)).toBeCloseTo(hotel.rating * 10, 6);
      expect(hotel.stars).toBe(Math.max(1, Math.floor(hotel.rating)));
      const chain = HOTEL_CHAINS.find((c) => c.code === hotel.chainCode);
      if (chain) {
        expect(hotel.rating).toBeGreaterThanOrEqual(chain.ratingBand[0]);
        expect(hotel.rating).toBeLessThanOrEqual(chain.ratingBand[1]);
      } else {
        expect(hotel.chainCode).toBe('IN');
      }
      expect(chainCodes.has(hotel.chainCode) || hotel.chainCode === 'IN').toBe(true);
      expect(hotel.amenities.every((a) => (HOTEL_AMENITIES as readonly string[]).includes(a))).toBe(
        true,
      );
      expect(hotel.roomTypes.length).toBeGreaterThanOrEqual(3);
      expect(hotel.roomTypes.length).toBeLessThanOrEqual(5);
      expect(hotel.plans).toEqual(expect.arrayContaining(['R', 'N']));
      expect(hotel.facts.roomCount).toBe(hotel.roomTypes.reduce((n, t) => n + t.capacity, 0));
      const reviews = reviewSummaryOf(hotel);
      const shares = HOTEL_SCORE_WORDS.map((word) => reviews.distribution[word]);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
      // The most common word is the score's own word or a neighbour of it.
      const own = HOTEL_SCORE_WORDS.indexOf(hotelScoreWord(hotel.rating));
      expect(Math.abs(shares.indexOf(Math.max(...shares)) - own)).toBeLessThanOrEqual(1);
    }
    // Names are unique within a city.
    const names = hotels.hotelsOf(tokyo).map((hotel) => hotel.name);
    expect(new Set(names).size).toBe(names.length);
    // Pools and spas are commoner at five stars than at two.
    const share = (stars: number[], amenity: 'pool' | 'spa') => {
      const group = all.filter((hotel) => stars.includes(hotel.stars));
      return group.filter((hotel) => hotel.amenities.includes(amenity)).length / group.length;
    };
    expect(share([4, 5], 'pool')).toBeGreaterThan(share([1, 2], 'pool'));
    expect(share([4, 5], 'spa')).toBeGreaterThan(share([1, 2], 'spa'));
  });

  it('takes the time zone of the nearest airport', () => {
    const hotels = new HotelCatalogue(catalog, SEED);
    expect(hotels.hotelsOf(paris)[0]!.city.timeZone).toBe('Europe/Paris');
    expect(hotels.hotelsOf(tokyo)[0]!.city.timeZone).toBe('Asia/Tokyo');
  });

  it('finds hotels of neighbouring cities within the radius, each with its distance', () => {
    const hotels = new HotelCatalogue(catalog, SEED);
    const near = hotels.hotelsNear(tokyo.lat, tokyo.lng, 20);
    expect(near.every((found) => found.distanceKm <= 20)).toBe(true);
    expect(new Set(near.map((found) => found.hotel.city.city.id)).size).toBeGreaterThan(5);
    expect(hotels.hotelsNear(0, -140, 50)).toEqual([]);
  });
});
