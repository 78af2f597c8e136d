/**
 * Room rules of tours and cruises (spec part 2 §4, §5, §9; issue 14 §3): the one module the
 * API and the booking page both ask, so a party the page accepts is a party the server prices.
 * Pure functions, no I/O.
 */

/** Room and price option codes (spec §9): single 1, twin 2, triple 3, quad 4, child prices. */
export const ROOM_CODE = {
  single: '1',
  twin: '2',
  triple: '3',
  quad: '4',
  /** A child sharing the room without a bed of its own. */
  child: 'child',
  /** A child with its own bed (on a cruise: the cabin's third or fourth berth). */
  bedchild: 'bedchild',
  /** One-day tours: the adult price (ours; the spec names no adult option of a day trip). */
  adult: 'adult',
} as const;

/** Price kinds (spec §9): adult 1, child 2 — `strJgbh` of an option. */
export const PRICE_KIND = { adult: '1', child: '2' } as const;

export const TOUR_ROOM_LIMITS = {
  minRooms: 1,
  maxRooms: 5,
  oneDay: { minAdults: 1, maxAdults: 20, minChildren: 0, maxChildren: 20 },
  cruise: { adultsPerRoom: 2, minAdults: 2, maxAdults: 6 },
} as const;

/** How a departure is roomed: multi-day tours by room type, day trips as one group, cruises by cabin. */
export type TourRoomKind = 'tour' | 'one-day' | 'cruise';

/** A room of the room settings (spec §3): adult and child counts with a key. */
export interface RoomSetting {
  key: string;
  adults: number;
  children: number;
  /** Whether the room's children take a bed, when the departure prices both ways. */
  childBed?: boolean | undefined;
}

export interface RoomContext {
  kind: TourRoomKind;
  /** The option codes the departure (or cruise cabin category) is priced with. */
  optionCodes: readonly string[];
  /** Cruise: the cabin category's occupancy (2 when not given). */
  cabinCapacity?: number | undefined;
}

export type RoomRule =
  'rooms' | 'adults' | 'children' | 'capacity' | 'roomType' | 'childOption' | 'cruiseAdults';

export interface RoomIssue {
  /** Index of the room at fault; absent for rules of the whole party. */
  room?: number;
  rule: RoomRule;
  message: string;
}

const ADULT_CODES = [ROOM_CODE.single, ROOM_CODE.twin, ROOM_CODE.triple, ROOM_CODE.quad];

/** The most people one room takes: the largest room type priced (cruise: the cabin's berths). */
export function roomCapacity(ctx: RoomContext): number {
  if (ctx.kind === 'cruise') return ctx.cabinCapacity ?? TOUR_ROOM_LIMITS.cruise.adultsPerRoom;
  if (ctx.kind === 'one-day') return TOUR_ROOM_LIMITS.oneDay.maxAdults;
  const sizes = ADULT_CODES.filter((c) => ctx.optionCodes.includes(c)).map(Number);
  return sizes.length > 0 ? Math.max(...sizes) : 2;
}

/**
 * The child price option of a room (spec §5: without or with a bed by the presence of 'child'
 * and 'bedchild'): the only one priced, or the room's choice when both are (a bed by default);
 * null when children cannot be priced. Cruises and day trips have one child price each.
 */
export function childOption(ctx: RoomContext, childBed?: boolean): string | null {
  const has = (code: string) => ctx.optionCodes.includes(code);
  if (ctx.kind === 'cruise') return has(ROOM_CODE.bedchild) ? ROOM_CODE.bedchild : null;
  if (ctx.kind === 'one-day') return has(ROOM_CODE.child) ? ROOM_CODE.child : null;
  if (has(ROOM_CODE.child) && has(ROOM_CODE.bedchild))
    return childBed === false ? ROOM_CODE.child : ROOM_CODE.bedchild;
  if (has(ROOM_CODE.bedchild)) return ROOM_CODE.bedchild;
  if (has(ROOM_CODE.child)) return ROOM_CODE.child;
  return null;
}

/**
 * The adults' option of a room: a day trip's adult price; a cruise cabin's twin share; else the
 * room type for the beds taken (adults plus children with a bed), e.g. 2 adults and a child
 * with a bed pay the triple price.
 */
export function adultOption(ctx: RoomContext, room: RoomSetting): string {
  if (ctx.kind === 'one-day') return ROOM_CODE.adult;
  if (ctx.kind === 'cruise') return ROOM_CODE.twin;
  const bedChildren =
    room.children > 0 && childOption(ctx, room.childBed) === ROOM_CODE.bedchild ? room.children : 0;
  return String(Math.min(Math.max(room.adults + bedChildren, 1), 4));
}

/** Every rule a party of rooms breaks; an empty list means it can be booked. */
export function checkRooms(ctx: RoomContext, rooms: readonly RoomSetting[]): RoomIssue[] {
  const issues: RoomIssue[] = [];
  const { minRooms, maxRooms, oneDay, cruise } = TOUR_ROOM_LIMITS;
  if (ctx.kind === 'one-day') {
    // A day trip books one group: no rooms, only counts.
    const [group] = rooms;
    if (rooms.length !== 1 || !group)
      return [{ rule: 'rooms', message: 'A one-day tour books one group' }];
    if (
      !isWhole(group.adults) ||
      group.adults < oneDay.minAdults ||
      group.adults > oneDay.maxAdults
    )
      issues.push({
        room: 0,
        rule: 'adults',
        message: `Adults must be ${oneDay.minAdults} to ${oneDay.maxAdults}`,
      });
    if (
      !isWhole(group.children) ||
      group.children < oneDay.minChildren ||
      group.children > oneDay.maxChildren
    )
      issues.push({
        room: 0,
        rule: 'children',
        message: `Children must be ${oneDay.minChildren} to ${oneDay.maxChildren}`,
      });
    else if (group.children > 0 && !childOption(ctx))
      issues.push({ room: 0, rule: 'childOption', message: 'This departure has no child price' });
    return issues;
  }
  if (rooms.length < minRooms || rooms.length > maxRooms)
    issues.push({ rule: 'rooms', message: `Rooms must be ${minRooms} to ${maxRooms}` });
  const capacity = roomCapacity(ctx);
  rooms.forEach((room, index) => {
    if (ctx.kind === 'cruise') {
      if (room.adults !== cruise.adultsPerRoom)
        issues.push({
          room: index,
          rule: 'cruiseAdults',
          message: `Each cabin takes ${cruise.adultsPerRoom} adults`,
        });
    } else if (!isWhole(room.adults) || room.adults < 1 || room.adults > capacity) {
      issues.push({
        room: index,
        rule: 'adults',
        message: `Adults per room must be 1 to ${capacity}`,
      });
      return;
    }
    if (!isWhole(room.children) || room.children < 0) {
      issues.push({ room: index, rule: 'children', message: 'Children must be 0 or more' });
      return;
    }
    if (room.children > capacity - room.adults)
      issues.push({
        room: index,
        rule: 'capacity',
        message: `This room takes at most ${Math.max(capacity - room.adults, 0)} children`,
      });
    else if (room.children > 0 && !childOption(ctx, room.childBed))
      issues.push({
        room: index,
        rule: 'childOption',
        message: 'This departure has no child price',
      });
    else if (ctx.kind === 'tour' && !ctx.optionCodes.includes(adultOption(ctx, room)))
      issues.push({
        room: index,
        rule: 'roomType',
        message: 'No room of this size is offered on this departure',
      });
  });
  if (ctx.kind === 'cruise') {
    const adults = rooms.reduce((n, r) => n + r.adults, 0);
    if (adults < cruise.minAdults || adults > cruise.maxAdults || adults % 2 !== 0)
      issues.push({
        rule: 'cruiseAdults',
        message: `Adults must be an even number from ${cruise.minAdults} to ${cruise.maxAdults}`,
      });
  }
  return issues;
}

/**
 * A room after its adults change (spec §4): the children stay when they still fit and are
 * reset to 0 when they no longer do.
 */
export function setRoomAdults(ctx: RoomContext, room: RoomSetting, adults: number): RoomSetting {
  const allowance =
    ctx.kind === 'one-day' ? TOUR_ROOM_LIMITS.oneDay.maxChildren : roomCapacity(ctx) - adults;
  return { ...room, adults, children: room.children > allowance ? 0 : room.children };
}

/** Children a room may still take with its adults (0 when children cannot be priced). */
export function childAllowance(ctx: RoomContext, room: RoomSetting): number {
  if (!childOption(ctx, room.childBed)) return 0;
  if (ctx.kind === 'one-day') return TOUR_ROOM_LIMITS.oneDay.maxChildren;
  return Math.max(roomCapacity(ctx) - room.adults, 0);
}

export interface PricedLine {
  room: number;
  code: string;
  count: number;
  unitCents: number;
  totalCents: number;
}

/**
 * The price of valid rooms from per-person prices by option code: each room's adults at its
 * room type, its children at the child option. Null when an option needed is not priced.
 */
export function priceRooms(
  ctx: RoomContext,
  rooms: readonly RoomSetting[],
  prices: Readonly<Record<string, number>>,
): { lines: PricedLine[]; totalCents: number } | null {
  const lines: PricedLine[] = [];
  for (const [index, room] of rooms.entries()) {
    const adult = prices[adultOption(ctx, room)];
    if (adult === undefined) return null;
    lines.push({
      room: index,
      code: adultOption(ctx, room),
      count: room.adults,
      unitCents: adult,
      totalCents: adult * room.adults,
    });
    if (room.children > 0) {
      const code = childOption(ctx, room.childBed);
      const child = code ? prices[code] : undefined;
      if (!code || child === undefined) return null;
      lines.push({
        room: index,
        code,
        count: room.children,
        unitCents: child,
        totalCents: child * room.children,
      });
    }
  }
  return { lines, totalCents: lines.reduce((n, l) => n + l.totalCents, 0) };
}

const isWhole = (n: number): boolean => Number.isInteger(n);
