import {
  ROOM_CODE,
  TOUR_ROOM_LIMITS,
  adultOption,
  checkRooms,
  childOption,
  priceRooms,
  roomCapacity,
  type PricedLine,
  type RoomContext,
  type RoomSetting,
} from './tour-rooms';

/**
 * Beyond the spec (issue 14 §3): for a party of adults and children with ages, the cheapest
 * valid room mix and why. Every mix the room rules allow is priced with the same functions the
 * server books with, so the proposal is a price the traveller can book.
 */

/** Children 12 and over pay the adult price and need a bed of their own. */
export const CHILD_MAX_AGE = 11;

export interface Party {
  adults: number;
  childAges: readonly number[];
}

export interface RoomMix {
  rooms: RoomSetting[] | null;
  lines: PricedLine[];
  totalCents: number;
  /** Plain sentences for the page: the choice, and what the alternatives would cost. */
  reasons: string[];
}

const usd = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

/** Adults split over 1–5 rooms, largest room first (each split once). */
function adultSplits(adults: number, capacity: number): number[][] {
  const out: number[][] = [];
  const walk = (left: number, max: number, rooms: number[]) => {
    if (left === 0) {
      out.push(rooms);
      return;
    }
    if (rooms.length === TOUR_ROOM_LIMITS.maxRooms) return;
    for (let n = Math.min(left, max); n >= 1; n -= 1) walk(left - n, n, [...rooms, n]);
  };
  walk(adults, capacity, []);
  return out;
}

/** Children over the rooms: every count per room and, where priced both ways, bed or not. */
function withChildren(ctx: RoomContext, split: number[], children: number): RoomSetting[][] {
  const capacity = roomCapacity(ctx);
  const beds = ctx.kind === 'tour' ? [true, false] : [undefined];
  const out: RoomSetting[][] = [];
  const walk = (index: number, left: number, rooms: RoomSetting[]) => {
    if (index === split.length) {
      if (left === 0) out.push(rooms);
      return;
    }
    const adults = split[index] as number;
    const max = index === split.length - 1 ? left : Math.min(left, capacity - adults);
    for (let c = 0; c <= max; c += 1)
      for (const childBed of c > 0 ? beds : [undefined])
        walk(index + 1, left - c, [
          ...rooms,
          { key: `room-${index + 1}`, adults, children: c, childBed },
        ]);
  };
  walk(0, children, []);
  return out;
}

function describe(rooms: readonly RoomSetting[], ctx: RoomContext): string {
  const names: Record<string, string> = { '1': 'single', '2': 'twin', '3': 'triple', '4': 'quad' };
  return rooms
    .map((r) => {
      const kind = ctx.kind === 'cruise' ? 'cabin' : `${names[adultOption(ctx, r)] ?? ''} room`;
      const bed =
        childOption(ctx, r.childBed) === ROOM_CODE.bedchild ? ' with a bed' : ' without a bed';
      const kids =
        r.children > 0
          ? ` and ${r.children} ${r.children === 1 ? 'child' : 'children'}${ctx.kind === 'tour' ? bed : ''}`
          : '';
      return `a ${kind} for ${r.adults} ${r.adults === 1 ? 'adult' : 'adults'}${kids}`;
    })
    .join(', ');
}

/** The cheapest valid room mix for the party at these per-person prices, and why. */
export function proposeRoomMix(
  ctx: RoomContext,
  party: Party,
  prices: Readonly<Record<string, number>>,
): RoomMix {
  const reasons: string[] = [];
  const grownUp = party.childAges.filter((age) => age > CHILD_MAX_AGE).length;
  const adults = party.adults + grownUp;
  const children = party.childAges.length - grownUp;
  if (grownUp > 0)
    reasons.push(
      `${grownUp} of the children ${grownUp === 1 ? 'is' : 'are'} ${CHILD_MAX_AGE + 1} or older and pay${grownUp === 1 ? 's' : ''} the adult price.`,
    );
  let candidates: RoomSetting[][];
  if (ctx.kind === 'one-day') {
    candidates = [[{ key: 'group', adults, children }]];
  } else if (ctx.kind === 'cruise') {
    const cabins = adults / TOUR_ROOM_LIMITS.cruise.adultsPerRoom;
    candidates = Number.isInteger(cabins)
      ? withChildren(
          ctx,
          Array.from({ length: cabins }, () => TOUR_ROOM_LIMITS.cruise.adultsPerRoom),
          children,
        )
      : [];
  } else {
    candidates = adultSplits(adults, roomCapacity(ctx)).flatMap((split) =>
      withChildren(ctx, split, children),
    );
  }
  const priced = candidates
    .filter((rooms) => checkRooms(ctx, rooms).length === 0)
    .map((rooms) => ({ rooms, price: priceRooms(ctx, rooms, prices) }))
    .filter(
      (c): c is { rooms: RoomSetting[]; price: NonNullable<typeof c.price> } => c.price !== null,
    )
    .sort((a, b) => a.price.totalCents - b.price.totalCents || a.rooms.length - b.rooms.length);
  const best = priced[0];
  if (!best) {
    reasons.push(
      ctx.kind === 'cruise'
        ? `Cabins take ${TOUR_ROOM_LIMITS.cruise.adultsPerRoom} adults each, ${TOUR_ROOM_LIMITS.cruise.minAdults} to ${TOUR_ROOM_LIMITS.cruise.maxAdults} in all: this party cannot be roomed.`
        : 'No mix of up to 5 rooms fits this party at the prices of this departure.',
    );
    return { rooms: null, lines: [], totalCents: 0, reasons };
  }
  reasons.unshift(`Cheapest: ${describe(best.rooms, ctx)}, ${usd(best.price.totalCents)} in all.`);
  const next = priced.find((c) => c.price.totalCents > best.price.totalCents);
  if (next)
    reasons.push(
      `The next cheapest, ${describe(next.rooms, ctx)}, costs ${usd(next.price.totalCents - best.price.totalCents)} more.`,
    );
  if (priced.length > 1) reasons.push(`${priced.length} valid mixes were compared.`);
  return { rooms: best.rooms, lines: best.price.lines, totalCents: best.price.totalCents, reasons };
}
