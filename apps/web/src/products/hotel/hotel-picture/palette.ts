/**
 * Seeded randomness for the drawn hotel pictures: the same seed always paints the same picture
 * (server-rendered lists, the detail gallery and the booking page agree), and different hotels
 * get visibly different ones.
 */
export type Random = () => number;

/** mulberry32: tiny, fast, and good enough to pick colours and sizes. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An integer in [min, max]. */
export const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** Light, calm colours (the pictures sit behind text-free cards; nothing should shout). */
export const hsl = (hue: number, saturation: number, lightness: number): string =>
  `hsl(${Math.round(hue)} ${saturation}% ${lightness}%)`;

export interface Sky {
  top: string;
  bottom: string;
  /** Dusk skies get a lower sun and lit windows. */
  dusk: boolean;
}

export function skyOf(random: Random): Sky {
  const dusk = random() < 0.25;
  return dusk
    ? {
        top: hsl(between(random, 225, 260), 45, 38),
        bottom: hsl(between(random, 15, 35), 85, 75),
        dusk,
      }
    : {
        top: hsl(between(random, 195, 215), 70, 62),
        bottom: hsl(between(random, 190, 205), 60, 90),
        dusk,
      };
}
