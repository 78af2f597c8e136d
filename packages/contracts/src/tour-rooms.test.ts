import { describe, expect, it } from 'vitest';
import {
  checkRooms,
  childAllowance,
  childOption,
  priceRooms,
  setRoomAdults,
  type RoomContext,
  type RoomRule,
  type RoomSetting,
} from './tour-rooms';
import { proposeRoomMix } from './tour-room-mix';

const ALL = ['1', '2', '3', '4', 'child', 'bedchild'];
const tour = (codes: string[] = ALL): RoomContext => ({ kind: 'tour', optionCodes: codes });
const oneDay = (codes: string[] = ['adult', 'child']): RoomContext => ({
  kind: 'one-day',
  optionCodes: codes,
});
const cruise = (cabinCapacity = 2, codes = ['1', '2', 'bedchild']): RoomContext => ({
  kind: 'cruise',
  optionCodes: codes,
  cabinCapacity,
});
const room = (adults: number, children = 0, childBed?: boolean): RoomSetting => ({
  key: `r${adults}${children}`,
  adults,
  children,
  childBed,
});
const rooms = (n: number, adults = 2, children = 0) =>
  Array.from({ length: n }, () => room(adults, children));
const rules = (ctx: RoomContext, r: RoomSetting[]): RoomRule[] =>
  checkRooms(ctx, r).map((i) => i.rule);

// Spec part 2 §5 room rules, one row each, and the cruise variant (§9).
const TABLE: [string, RoomContext, RoomSetting[], RoomRule[]][] = [
  ['rooms: 0 is too few', tour(), [], ['rooms']],
  ['rooms: 1 is the minimum', tour(), rooms(1), []],
  ['rooms: 5 is the maximum', tour(), rooms(5), []],
  ['rooms: 6 is too many', tour(), rooms(6), ['rooms']],
  ['one-day: 0 adults', oneDay(), [room(0)], ['adults']],
  ['one-day: 1 adult', oneDay(), [room(1)], []],
  ['one-day: 20 adults and 20 children', oneDay(), [room(20, 20)], []],
  ['one-day: 21 adults', oneDay(), [room(21)], ['adults']],
  ['one-day: 21 children', oneDay(), [room(2, 21)], ['children']],
  ['one-day: negative children', oneDay(), [room(2, -1)], ['children']],
  ['one-day: children need a child price', oneDay(['adult']), [room(2, 1)], ['childOption']],
  ['one-day: one group only', oneDay(), [room(1), room(1)], ['rooms']],
  ['capacity: quad room, 2 adults + 2 children', tour(), [room(2, 2)], []],
  ['capacity: quad room, 2 adults + 3 children', tour(), [room(2, 3)], ['capacity']],
  [
    'capacity: triple at most, 2 adults + 1 child',
    tour(['1', '2', '3', 'bedchild']),
    [room(2, 1)],
    [],
  ],
  [
    'capacity: triple at most, 2 adults + 2 children',
    tour(['1', '2', '3', 'bedchild']),
    [room(2, 2)],
    ['capacity'],
  ],
  ['capacity: twin at most, 1 adult + 1 child', tour(['1', '2', 'child']), [room(1, 1)], []],
  [
    'capacity: twin at most, 2 adults + 1 child',
    tour(['1', '2', 'child']),
    [room(2, 1)],
    ['capacity'],
  ],
  ['adults: more than the largest room', tour(['1', '2']), [room(3)], ['adults']],
  ['adults: a room needs one', tour(), [room(0, 1)], ['adults']],
  [
    'child option: neither child nor bedchild',
    tour(['1', '2', '3']),
    [room(2, 1)],
    ['childOption'],
  ],
  [
    'room type: 3 beds taken but no triple',
    tour(['1', '2', '4', 'bedchild']),
    [room(2, 1)],
    ['roomType'],
  ],
  ['cruise: 2 adults in one cabin', cruise(), [room(2)], []],
  ['cruise: 6 adults in three cabins', cruise(), rooms(3), []],
  ['cruise: 8 adults is too many', cruise(), rooms(4), ['cruiseAdults']],
  ['cruise: 1 adult in a cabin', cruise(), [room(1)], ['cruiseAdults', 'cruiseAdults']],
  ['cruise: 3 adults in a cabin', cruise(4), [room(3)], ['cruiseAdults', 'cruiseAdults']],
  ['cruise: 2 adults and 2 children in a 4-berth cabin', cruise(4), [room(2, 2)], []],
  ['cruise: a child in a 2-berth cabin', cruise(2), [room(2, 1)], ['capacity']],
  ['cruise: children need a berth price', cruise(4, ['1', '2']), [room(2, 1)], ['childOption']],
];

describe('room rules (spec part 2 §5)', () => {
  it.each(TABLE)('%s', (_name, ctx, party, expected) => {
    expect(rules(ctx, party)).toEqual(expected);
  });

  it.each([
    ['only child: without a bed', ['2', 'child'], undefined, 'child'],
    ['only bedchild: with a bed', ['2', 'bedchild'], undefined, 'bedchild'],
    ['both, the room asks for a bed', ALL, true, 'bedchild'],
    ['both, the room asks for none', ALL, false, 'child'],
    ['both, default with a bed', ALL, undefined, 'bedchild'],
    ['neither', ['2'], undefined, null],
  ] as const)('child price option: %s', (_name, codes, bed, expected) => {
    expect(childOption(tour([...codes]), bed)).toBe(expected);
  });

  it('changing adults resets children to 0 only when they no longer fit', () => {
    const ctx = tour(['1', '2', '3', 'bedchild']);
    expect(setRoomAdults(ctx, room(1, 2), 2)).toMatchObject({ adults: 2, children: 0 });
    expect(setRoomAdults(ctx, room(1, 1), 2)).toMatchObject({ adults: 2, children: 1 });
    expect(setRoomAdults(ctx, room(2, 1), 1)).toMatchObject({ adults: 1, children: 1 });
    expect(setRoomAdults(oneDay(), room(1, 20), 20)).toMatchObject({ adults: 20, children: 20 });
    expect(childAllowance(ctx, room(2))).toBe(1);
    expect(childAllowance(tour(['1', '2']), room(1))).toBe(0);
  });

  it('prices adults by the beds taken and children by their option', () => {
    const prices = {
      '1': 150000,
      '2': 100000,
      '3': 94000,
      '4': 90000,
      child: 60000,
      bedchild: 80000,
    };
    expect(priceRooms(tour(), [room(2, 1, true)], prices)?.totalCents).toBe(2 * 94000 + 80000);
    expect(priceRooms(tour(), [room(2, 1, false)], prices)?.totalCents).toBe(2 * 100000 + 60000);
    expect(priceRooms(tour(), [room(1)], prices)?.totalCents).toBe(150000);
  });
});

describe('cheapest room mix', () => {
  const prices = {
    '1': 150000,
    '2': 100000,
    '3': 94000,
    '4': 90000,
    child: 60000,
    bedchild: 80000,
  };

  it('puts 3 adults in a triple rather than a twin and a single', () => {
    const mix = proposeRoomMix(tour(), { adults: 3, childAges: [] }, prices);
    expect(mix.rooms).toEqual([expect.objectContaining({ adults: 3, children: 0 })]);
    expect(mix.totalCents).toBe(3 * 94000);
    expect(mix.reasons[0]).toContain('triple room for 3 adults');
    expect(mix.reasons.join(' ')).toMatch(/more\./);
  });

  it('lets a young child share without a bed when that is cheaper, and counts a 12-year-old as an adult', () => {
    const mix = proposeRoomMix(tour(), { adults: 2, childAges: [5] }, prices);
    expect(mix.totalCents).toBe(2 * 100000 + 60000);
    expect(mix.rooms?.[0]).toMatchObject({ adults: 2, children: 1, childBed: false });
    const teen = proposeRoomMix(tour(), { adults: 2, childAges: [12] }, prices);
    expect(teen.rooms).toEqual([expect.objectContaining({ adults: 3, children: 0 })]);
    expect(teen.reasons.join(' ')).toContain('adult price');
  });

  it('splits a big party over at most 5 rooms, or says it cannot', () => {
    const mix = proposeRoomMix(tour(), { adults: 9, childAges: [] }, prices);
    expect(mix.rooms?.reduce((n, r) => n + r.adults, 0)).toBe(9);
    expect(checkRooms(tour(), mix.rooms ?? [])).toEqual([]);
    const none = proposeRoomMix(tour(['1', '2']), { adults: 11, childAges: [] }, prices);
    expect(none.rooms).toBeNull();
  });

  it('rooms a cruise two adults a cabin, children in the berths, and refuses an odd party', () => {
    const mix = proposeRoomMix(
      cruise(4),
      { adults: 4, childAges: [6, 8] },
      { '1': 300000, '2': 200000, bedchild: 70000 },
    );
    expect(mix.rooms?.map((r) => r.adults)).toEqual([2, 2]);
    expect(mix.totalCents).toBe(4 * 200000 + 2 * 70000);
    const odd = proposeRoomMix(cruise(), { adults: 3, childAges: [] }, { '2': 200000 });
    expect(odd.rooms).toBeNull();
    expect(odd.reasons.join(' ')).toContain('2 adults each');
  });

  it('prices a day trip as one group', () => {
    const mix = proposeRoomMix(
      oneDay(),
      { adults: 3, childAges: [4] },
      { adult: 9000, child: 6300 },
    );
    expect(mix.totalCents).toBe(3 * 9000 + 6300);
  });
});
