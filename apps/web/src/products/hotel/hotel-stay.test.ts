import { describe, expect, it } from 'vitest';
import {
  compactToIso,
  defaultStay,
  hotelDetailPath,
  hotelSearchFromParams,
  hotelSearchPath,
  hotelSearchToParams,
  isoToCompact,
  stayDatesProblem,
  stayFromParams,
  stayToParams,
} from './hotel-stay';

// A local-time "now": 2026-11-30 10:00 (the default check-in lands on a short month).
const now = new Date(2026, 10, 30, 10, 0);
const q = (query: string) => new URLSearchParams(query);

describe('hotel stay defaults (spec §9)', () => {
  it('checks in 3 months ahead for 1 night, 1 room, 1 adult', () => {
    expect(defaultStay(now)).toEqual({
      checkIn: '20270228',
      checkOut: '20270301',
      rooms: 1,
      adults: 1,
      children: 0,
    });
  });
});

describe('stayFromParams', () => {
  it('reads checkin/checkout and the party', () => {
    expect(
      stayFromParams(q('checkin=20270105&checkout=20270108&rooms=2&adults=3&children=1'), now),
    ).toEqual({ checkIn: '20270105', checkOut: '20270108', rooms: 2, adults: 3, children: 1 });
  });

  it('accepts the CheckIn/CheckOut spelling of the AI search', () => {
    const stay = stayFromParams(q('CheckIn=20270105&CheckOut=20270107'), now);
    expect([stay.checkIn, stay.checkOut]).toEqual(['20270105', '20270107']);
  });

  it('falls back to the defaults for missing or unreal dates', () => {
    expect(stayFromParams(q('checkin=20270230'), now)).toEqual(defaultStay(now));
    expect(stayFromParams(q(''), now)).toEqual(defaultStay(now));
  });

  it('keeps a check-out not after check-in, or beyond 30 nights, as given and names the problem', () => {
    const same = stayFromParams(q('checkin=20270105&checkout=20270105'), now);
    expect(same).toMatchObject({ checkIn: '20270105', checkOut: '20270105' });
    expect(stayDatesProblem(same.checkIn, same.checkOut)).toBe('checkOutBeforeCheckIn');
    const before = stayFromParams(q('checkin=20270105&checkout=20270101'), now);
    expect(before.checkOut).toBe('20270101');
    expect(stayDatesProblem(before.checkIn, before.checkOut)).toBe('checkOutBeforeCheckIn');
    const long = stayFromParams(q('checkin=20270105&checkout=20270221'), now);
    expect(long.checkOut).toBe('20270221');
    expect(stayDatesProblem(long.checkIn, long.checkOut)).toBe('tooLong');
    expect(stayDatesProblem('20270105', '20270204')).toBeNull();
    expect(stayDatesProblem('20270105', '20270106')).toBeNull();
  });

  it('clamps counters to their limits and raises adults to rooms', () => {
    const stay = stayFromParams(q('rooms=12&adults=2&children=-3'), now);
    expect(stay).toMatchObject({ rooms: 9, adults: 9, children: 0 });
    expect(stayFromParams(q('rooms=3&adults=1'), now)).toMatchObject({ rooms: 3, adults: 3 });
    expect(stayFromParams(q('rooms=x&adults=2.5'), now)).toMatchObject({ rooms: 1, adults: 1 });
  });
});

describe('hotelSearchFromParams', () => {
  it('needs a destination: address (longitude,latitude) or airportCode', () => {
    expect(hotelSearchFromParams(q('checkin=20270105'), now)).toBeNull();
    expect(hotelSearchFromParams(q('address=London'), now)).toBeNull();
    expect(hotelSearchFromParams(q('address=-0.1276,51.5072'), now)?.destination).toEqual({
      address: '-0.1276,51.5072',
    });
    expect(hotelSearchFromParams(q('airportCode=lhr'), now)?.destination).toEqual({
      airportCode: 'LHR',
    });
  });

  it('takes either kind of destination from `in`', () => {
    expect(hotelSearchFromParams(q('in=2.35,48.85'), now)?.destination).toEqual({
      address: '2.35,48.85',
    });
    expect(hotelSearchFromParams(q('in=cdg'), now)?.destination).toEqual({ airportCode: 'CDG' });
  });

  it('round-trips through the URL with children only when above 0', () => {
    const search = {
      destination: { address: '-0.1276,51.5072' },
      label: 'London, United Kingdom',
      checkIn: '20270105',
      checkOut: '20270107',
      rooms: 1,
      adults: 2,
      children: 0,
    };
    const params = hotelSearchToParams(search);
    expect(params.has('children')).toBe(false);
    expect(params.get('address')).toBe('-0.1276,51.5072');
    expect(hotelSearchFromParams(params, now)).toEqual(search);
    expect(hotelSearchPath(search, 'map')).toMatch(/^\/hotels\/map\?address=-0\.1276%2C51\.5072&/);
    expect(hotelSearchPath({ ...search, children: 2 }, 'list')).toContain('&children=2');
  });
});

describe('paths and dates', () => {
  it('builds the detail link with the stay', () => {
    const stay = { checkIn: '20270105', checkOut: '20270107', rooms: 1, adults: 2, children: 1 };
    expect(hotelDetailPath('LON001-HX-hotel-one', stay)).toBe(
      '/hotel/LON001-HX-hotel-one?checkin=20270105&checkout=20270107&rooms=1&adults=2&children=1',
    );
    expect(stayToParams({ ...stay, children: 0 }).toString()).toBe(
      'checkin=20270105&checkout=20270107&rooms=1&adults=2',
    );
  });

  it('converts between the picker and wire formats', () => {
    expect(compactToIso('20270105')).toBe('2027-01-05');
    expect(isoToCompact('2027-01-05')).toBe('20270105');
    expect(isoToCompact('2027-02-30')).toBeNull();
    expect(isoToCompact(null)).toBeNull();
  });
});
