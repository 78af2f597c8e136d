import { describe, expect, it } from 'vitest';
import type { City } from '@travel/reference-data';
import { referenceCatalog } from '../../lib/reference-catalog';
import { HotelCatalogue } from './hotel-catalogue';
import { EMPTY_VIEW } from './inventory.repository';
import { priceLevel, taxRate } from './market';
import {
  backgroundSold,
  nightDemand,
  nightlyRate,
  occupancyFactor,
  seasonFactor,
  stayNights,
  weekdayFactor,
} from './rates';
import { quoteRate } from './stay-pricing';

const { catalog } = referenceCatalog();
const hotels = new HotelCatalogue(catalog, 'rates-test');
const cityNamed = (name: string, countryCode: string): City =>
  catalog.cities.find((city) => city.name === name && city.countryCode === countryCode)!;

describe('hotel rates', () => {
  const london = hotels.hotelsOf(cityNamed('London', 'GB'))[0]!;
  const room = london.roomTypes[0]!;

  it('lists the nights of a stay across month ends', () => {
    expect(stayNights('20270130', '20270202')).toEqual(['20270130', '20270131', '20270201']);
    expect(stayNights('20270202', '20270202')).toEqual([]);
  });

  it('charges more on Friday and Saturday nights than midweek', () => {
    // 2027-06-08 is a Tuesday, the 11th a Friday, the 12th a Saturday.
    expect(weekdayFactor('20270611')).toBeGreaterThan(weekdayFactor('20270608'));
    expect(weekdayFactor('20270612')).toBeGreaterThan(weekdayFactor('20270608'));
    const sold = 10;
    expect(nightlyRate(london, room, 'R', '20270612', sold)).toBeGreaterThan(
      nightlyRate(london, room, 'R', '20270608', sold),
    );
  });

  it('follows the season of the hemisphere, and December everywhere', () => {
    expect(seasonFactor('20270715', 51.5)).toBeGreaterThan(seasonFactor('20270215', 51.5));
    expect(seasonFactor('20270115', -33.9)).toBeGreaterThan(seasonFactor('20270715', -33.9));
    expect(seasonFactor('20271224', -33.9)).toBeGreaterThanOrEqual(1.2);
    expect(seasonFactor('20271224', 51.5)).toBeGreaterThanOrEqual(1.2);
    // At the equator the seasons hardly move prices.
    expect(Math.abs(seasonFactor('20270715', 1.3) - 1)).toBeLessThan(0.02);
    const tuesdayInJuly = nightlyRate(london, room, 'R', '20270713', 10);
    const tuesdayInFebruary = nightlyRate(london, room, 'R', '20270216', 10);
    expect(tuesdayInJuly).toBeGreaterThan(tuesdayInFebruary);
  });

  it('gets dearer as the night fills', () => {
    expect(occupancyFactor(0, 50)).toBeLessThan(occupancyFactor(25, 50));
    expect(occupancyFactor(25, 50)).toBeLessThan(occupancyFactor(49, 50));
    const empty = nightlyRate(london, room, 'R', '20270608', 0);
    const full = nightlyRate(london, room, 'R', '20270608', room.capacity - 1);
    expect(full).toBeGreaterThan(empty);
  });

  it('prices whole dollars in cents, and not refundable below refundable', () => {
    for (const plan of london.plans) {
      const price = nightlyRate(london, room, plan, '20270608', 5);
      expect(Number.isInteger(price / 100)).toBe(true);
    }
    expect(nightlyRate(london, room, 'N', '20270608', 5)).toBeLessThan(
      nightlyRate(london, room, 'R', '20270608', 5),
    );
  });

  it('prices dear countries above cheap ones, with taxes of 8–20 %', () => {
    expect(priceLevel('CH', 'EU')).toBeGreaterThan(priceLevel('PL', 'EU'));
    expect(priceLevel('NO', 'EU')).toBeGreaterThan(priceLevel('IN', 'AS'));
    expect(priceLevel('XK', 'EU')).toBe(priceLevel('XK', 'EU'));
    for (const country of catalog.countries) {
      const rate = taxRate(country.code);
      expect(rate).toBeGreaterThanOrEqual(0.07);
      expect(rate).toBeLessThanOrEqual(0.2);
    }
    const zurich = hotels.hotelsOf(cityNamed('Zürich', 'CH'));
    const delhi = hotels.hotelsOf(cityNamed('Delhi', 'IN'));
    const average = (list: typeof zurich, stars: number) => {
      const group = list.filter((hotel) => hotel.stars === stars);
      return group.reduce((sum, hotel) => sum + hotel.baseRateUsd, 0) / group.length;
    };
    expect(average(zurich, 3)).toBeGreaterThan(average(delhi, 3) * 2);
  });

  it('never lets the background fill a room type, and is fixed per night', () => {
    for (const hotel of hotels.hotelsOf(cityNamed('Paris', 'FR'))) {
      for (const type of hotel.roomTypes) {
        for (const night of ['20270612', '20271225', '20270202']) {
          const sold = backgroundSold(type, nightDemand(night, hotel.city.city.lat));
          expect(sold).toBeGreaterThanOrEqual(0);
          expect(sold).toBeLessThan(type.capacity);
          expect(backgroundSold(type, nightDemand(night, hotel.city.city.lat))).toBe(sold);
        }
      }
    }
  });

  it('quotes a stay night by night with taxes for every room', () => {
    const stay = {
      checkIn: '20270611',
      checkOut: '20270614',
      rooms: 2,
      adults: 2,
      children: 0,
      now: new Date('2027-03-01T00:00:00Z'),
    };
    const nights = stayNights(stay.checkIn, stay.checkOut);
    const quote = quoteRate(london, room, 'R', stay, nights, EMPTY_VIEW)!;
    expect(quote.nights.map((night) => night.date)).toEqual(nights);
    const oneRoom = quote.nights.reduce((sum, night) => sum + night.price, 0);
    expect(quote.subtotal).toBe(oneRoom * 2);
    const taxes = quote.nights.reduce((s, n) => s + Math.round(n.price * london.city.taxRate), 0);
    expect(quote.taxes).toBe(taxes * 2);
    expect(quote.total).toBe(quote.subtotal + quote.taxes);
    expect(quote.nightly).toBe(Math.round(oneRoom / 3));
  });
});
