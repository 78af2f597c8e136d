/**
 * Deterministic randomness for the simulated airline: the same route and date always give the
 * same schedule and fares, in every process, so an offer id issued by one API process can be
 * re-priced by another.
 */

/** FNV-1a's starting state (hashString of ''). */
export const HASH_START = 0x811c9dc5;

/**
 * FNV-1a's state after `text`, from `state` (HASH_START or an earlier result): hashString of a
 * key in two parts without the joined string, as `hashAfter(hashAfter(HASH_START, a), b) >>> 0`
 * is `hashString(a + b)`.
 */
export function hashAfter(state: number, text: string): number {
  let hash = state;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash;
}

/** FNV-1a, 32-bit: a fast, well-spread hash of a short key. */
export const hashString = (text: string): number => hashAfter(HASH_START, text) >>> 0;

/** Mulberry32: a small PRNG with good enough statistics for schedules and prices. */
export function seededRandom(seed: number | string): () => number {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A float in [0, 1) for one key: for single decisions without a generator. */
export const unitHash = (key: string): number => hashString(key) / 4294967296;

/** An integer in [min, max] drawn from `random`. */
export const intBetween = (random: () => number, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));
