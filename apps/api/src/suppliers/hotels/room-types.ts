import type { BED_TYPES, HotelPolicy } from '@travel/contracts/hotels';

type BedType = (typeof BED_TYPES)[number];

/** A kind of room a hotel may offer; each hotel offers 3–5 of them. */
export interface RoomTypeSpec {
  code: string;
  name: string;
  beds: readonly { type: BedType; count: number }[];
  maxOccupancy: number;
  /** Floor area range in m². */
  size: readonly [number, number];
  /** Price relative to a standard room of the same hotel. */
  priceFactor: number;
  /** Relative share of the hotel's rooms. */
  share: number;
  features: readonly string[];
}

export const ROOM_TYPES: Readonly<Record<string, RoomTypeSpec>> = {
  SG: {
    code: 'SG',
    name: 'Single Room',
    beds: [{ type: 'twin', count: 1 }],
    maxOccupancy: 1,
    size: [11, 15],
    priceFactor: 0.75,
    share: 2,
    features: ['Work desk', 'Shower'],
  },
  SD: {
    code: 'SD',
    name: 'Standard Double',
    beds: [{ type: 'double', count: 1 }],
    maxOccupancy: 2,
    size: [15, 20],
    priceFactor: 0.9,
    share: 4,
    features: ['Work desk', 'Shower'],
  },
  SQ: {
    code: 'SQ',
    name: 'Standard Queen',
    beds: [{ type: 'queen', count: 1 }],
    maxOccupancy: 2,
    size: [18, 24],
    priceFactor: 1,
    share: 5,
    features: ['Work desk', 'Shower', 'Coffee maker'],
  },
  ST: {
    code: 'ST',
    name: 'Standard Twin',
    beds: [{ type: 'twin', count: 2 }],
    maxOccupancy: 2,
    size: [20, 26],
    priceFactor: 1,
    share: 4,
    features: ['Work desk', 'Shower', 'Coffee maker'],
  },
  DK: {
    code: 'DK',
    name: 'Deluxe King',
    beds: [{ type: 'king', count: 1 }],
    maxOccupancy: 2,
    size: [28, 36],
    priceFactor: 1.25,
    share: 3,
    features: ['City view', 'Bathtub and shower', 'Coffee maker', 'Minibar'],
  },
  FR: {
    code: 'FR',
    name: 'Family Room',
    beds: [
      { type: 'queen', count: 1 },
      { type: 'twin', count: 2 },
    ],
    maxOccupancy: 4,
    size: [32, 42],
    priceFactor: 1.45,
    share: 2,
    features: ['Separate sleeping area', 'Bathtub and shower', 'Cot on request'],
  },
  JS: {
    code: 'JS',
    name: 'Junior Suite',
    beds: [
      { type: 'king', count: 1 },
      { type: 'sofaBed', count: 1 },
    ],
    maxOccupancy: 3,
    size: [40, 52],
    priceFactor: 1.7,
    share: 1,
    features: ['Sitting area', 'Bathtub and shower', 'Minibar', 'Bathrobes'],
  },
  ES: {
    code: 'ES',
    name: 'Executive Suite',
    beds: [{ type: 'king', count: 1 }],
    maxOccupancy: 2,
    size: [55, 72],
    priceFactor: 2.3,
    share: 0.6,
    features: ['Separate living room', 'Lounge access', 'Bathtub and shower', 'Minibar'],
  },
};

/** Room types a hotel of each star level draws from (it keeps 3–5 of them, in this order). */
export const ROOM_TYPES_BY_STARS: Readonly<Record<number, readonly string[]>> = {
  1: ['SG', 'SD', 'ST', 'FR'],
  2: ['SG', 'SD', 'SQ', 'ST', 'FR'],
  3: ['SQ', 'ST', 'DK', 'FR', 'JS'],
  4: ['SQ', 'ST', 'DK', 'FR', 'JS', 'ES'],
  5: ['ST', 'DK', 'FR', 'JS', 'ES'],
};

/**
 * Rate plans, the letter after the room type in a room code. Refundable and not refundable are
 * sold by every hotel; some also take bookings on a card guarantee or a one-night deposit.
 */
export interface RatePlanSpec {
  code: 'R' | 'N' | 'G' | 'D';
  policy: HotelPolicy;
  /** Price relative to the refundable rate. */
  priceFactor: number;
}

export const RATE_PLANS: Readonly<Record<RatePlanSpec['code'], RatePlanSpec>> = {
  R: { code: 'R', policy: 'refundable', priceFactor: 1 },
  N: { code: 'N', policy: 'notRefundable', priceFactor: 0.87 },
  G: { code: 'G', policy: 'guarantee', priceFactor: 0.97 },
  D: { code: 'D', policy: 'deposit', priceFactor: 0.94 },
};

export const isRatePlanCode = (code: string): code is RatePlanSpec['code'] =>
  Object.hasOwn(RATE_PLANS, code);

/** Per room: the party split evenly over the rooms, rounded up (the fullest room must fit). */
export function partyPerRoom(
  rooms: number,
  adults: number,
  children: number,
): { adults: number; children: number } {
  return { adults: Math.ceil(adults / rooms), children: Math.ceil(children / rooms) };
}

export function partyFits(
  spec: Pick<RoomTypeSpec, 'maxOccupancy'>,
  rooms: number,
  adults: number,
  children: number,
): boolean {
  const perRoom = partyPerRoom(rooms, adults, children);
  return perRoom.adults + perRoom.children <= spec.maxOccupancy;
}
