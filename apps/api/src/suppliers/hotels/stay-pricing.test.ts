import { describe, expect, it } from 'vitest';
import { referenceCatalog } from '../../lib/reference-catalog';
import { HotelCatalogue } from './hotel-catalogue';
import type { HotelProfile } from './hotel-profile';
import { EMPTY_VIEW } from './inventory.repository';
import { nightlyTaxes, stayNights } from './rates';
import { partyFits, ROOM_TYPES } from './room-types';
import { quoteRate, roomsForStay, stayProblem } from './stay-pricing';
import { rulesOf } from './hotel-text';

const { catalog } = referenceCatalog();
const hotels = new HotelCatalogue(catalog, 'stay-test');
const paris = catalog.cities.find((city) => city.name === 'Paris' && city.countryCode === 'FR')!;
const parisHotels = hotels.hotelsOf(paris);
const withPlans = (...plans: string[]): HotelProfile =>
  parisHotels.find((hotel) => plans.every((plan) => hotel.plans.includes(plan as 'R')))!;

const now = new Date('2027-03-01T12:00:00Z');
const stayOf = (checkIn: string, checkOut: string, rooms = 1, adults = 2, children = 0) => ({
  checkIn,
  checkOut,
  rooms,
  adults,
  children,
  now,
});

describe('stay rules', () => {
  it('refuses stays that cannot be sold', () => {
    const zone = 'Europe/Paris';
    expect(stayProblem(stayOf('20270610', '20270612'), zone)).toBeNull();
    expect(stayProblem(stayOf('20270612', '20270612'), zone)).toMatch(/after check-in/);
    expect(stayProblem(stayOf('20270612', '20270610'), zone)).toMatch(/after check-in/);
    expect(stayProblem(stayOf('20270601', '20270702'), zone)).toMatch(/30 nights/);
    expect(stayProblem(stayOf('20270601', '20270701'), zone)).toBeNull();
    expect(stayProblem(stayOf('20270228', '20270302'), zone)).toMatch(/past/);
    expect(stayProblem(stayOf('20270301', '20270302'), zone)).toBeNull();
    expect(stayProblem(stayOf('20280310', '20280312'), zone)).toMatch(/365 days/);
    expect(stayProblem(stayOf('20270230', '20270302'), zone)).toMatch(/real dates/);
    expect(stayProblem(stayOf('20270610', '20270612', 3, 2), zone)).toMatch(/adult/);
    expect(stayProblem(stayOf('20270610', '20270612', 1, 10), zone)).toMatch(/between 1 and 9/);
    expect(stayProblem(stayOf('20270610', '20270612', 1, 1, 10), zone)).toMatch(/Children/);
    // Late on 1 March in Los Angeles it is already 2 March in Tokyo.
    const late = { ...stayOf('20270301', '20270302'), now: new Date('2027-03-01T20:00:00Z') };
    expect(stayProblem(late, 'America/Los_Angeles')).toBeNull();
    expect(stayProblem(late, 'Asia/Tokyo')).toMatch(/past/);
  });

  it('fits the party per room: adults and children split evenly, rounded up', () => {
    const twin = ROOM_TYPES.ST!;
    const family = ROOM_TYPES.FR!;
    expect(partyFits(twin, 1, 2, 0)).toBe(true);
    expect(partyFits(twin, 1, 2, 1)).toBe(false);
    expect(partyFits(twin, 2, 3, 0)).toBe(true);
    expect(partyFits(twin, 2, 3, 2)).toBe(false);
    expect(partyFits(family, 1, 2, 2)).toBe(true);
    expect(partyFits(family, 2, 4, 4)).toBe(true);
    expect(partyFits(family, 2, 5, 4)).toBe(false);
    const hotel = parisHotels[0]!;
    const rooms = roomsForStay(hotel, stayOf('20270610', '20270612', 1, 2, 1), null, EMPTY_VIEW);
    for (const room of rooms) {
      expect(room.unavailable).toBe(room.maxOccupancy >= 3 ? 'soldOut' : 'tooSmall');
      expect(room.rates).toEqual([]);
    }
  });

  it('charges refundable and not refundable rates in full now', () => {
    const hotel = parisHotels[0]!;
    const room = hotel.roomTypes[1]!;
    const stay = stayOf('20270610', '20270613', 2);
    const nights = stayNights(stay.checkIn, stay.checkOut);
    for (const plan of ['R', 'N'] as const) {
      const quote = quoteRate(hotel, room, plan, stay, nights, EMPTY_VIEW)!;
      expect(quote.dueNow).toBe(quote.total);
      expect(quote.dueAtHotel).toBe(0);
    }
  });

  it('puts the refundable deadline at 18:00 hotel time days before check-in', () => {
    const hotel = parisHotels[0]!;
    const stay = stayOf('20270610', '20270613');
    const nights = stayNights(stay.checkIn, stay.checkOut);
    const refundable = quoteRate(hotel, hotel.roomTypes[1]!, 'R', stay, nights, EMPTY_VIEW)!;
    // Paris is UTC+2 in June: 18:00 local is 16:00Z.
    const day = 10 - hotel.cancellationDays;
    expect(refundable.cancellationDeadline?.toISOString()).toBe(
      `2027-06-${String(day).padStart(2, '0')}T16:00:00.000Z`,
    );
    const notRefundable = quoteRate(hotel, hotel.roomTypes[1]!, 'N', stay, nights, EMPTY_VIEW)!;
    expect(notRefundable.cancellationDeadline).toBeNull();
    const rules = rulesOf(hotel, { ...refundable, now });
    expect(rules[0]).toMatch(/^Free cancellation until 18:00 on \w{3}, Jun \d+, 2027/);
    expect(rules.some((rule) => rule.startsWith('Check-in from'))).toBe(true);
    expect(rules.some((rule) => /Pets/.test(rule))).toBe(true);
    expect(rules.some((rule) => /Children/.test(rule))).toBe(true);
    const afterDeadline = rulesOf(hotel, { ...refundable, now: new Date('2027-06-09T20:00:00Z') });
    expect(afterDeadline[0]).toMatch(/^Free cancellation ended/);
  });

  it('takes the first night with its taxes as a deposit, the rest at the hotel', () => {
    const hotel = withPlans('D');
    expect(hotel).toBeDefined();
    const room = hotel.roomTypes[1]!;
    const stay = stayOf('20270610', '20270613', 2);
    const nights = stayNights(stay.checkIn, stay.checkOut);
    const quote = quoteRate(hotel, room, 'D', stay, nights, EMPTY_VIEW)!;
    const first = quote.nights[0]!.price;
    expect(quote.policy).toBe('deposit');
    expect(quote.dueNow).toBe((first + nightlyTaxes(hotel, first)) * 2);
    expect(quote.dueAtHotel).toBe(quote.total - quote.dueNow);
    expect(quote.dueAtHotel).toBeGreaterThan(0);
    expect(rulesOf(hotel, { ...quote, now })[0]).toMatch(/deposit/);
  });

  it('charges nothing now on a guarantee', () => {
    const hotel = withPlans('G');
    expect(hotel).toBeDefined();
    const stay = stayOf('20270610', '20270612');
    const nights = stayNights(stay.checkIn, stay.checkOut);
    const quote = quoteRate(hotel, hotel.roomTypes[0]!, 'G', stay, nights, EMPTY_VIEW)!;
    expect(quote.policy).toBe('guarantee');
    expect(quote.dueNow).toBe(0);
    expect(quote.dueAtHotel).toBe(quote.total);
    expect(quote.cancellationDeadline).toBeNull();
  });

  it('marks a room sold out when any night has fewer rooms than asked', () => {
    const hotel = parisHotels[0]!;
    const room = hotel.roomTypes[1]!;
    const stay = stayOf('20270610', '20270613', 2);
    const nights = stayNights(stay.checkIn, stay.checkOut);
    const key = `${hotel.propertyCode}|${room.spec.code}|20270611`;
    const oneLeft = {
      counts: new Map([[key, { capacity: room.capacity, sold: room.capacity - 1 }]]),
      properties: new Set([hotel.propertyCode]),
    };
    expect(quoteRate(hotel, room, 'R', stay, nights, oneLeft)).toBeNull();
    expect(quoteRate(hotel, room, 'R', { ...stay, rooms: 1 }, nights, oneLeft)?.roomsLeft).toBe(1);
  });
});
