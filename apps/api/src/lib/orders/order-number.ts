import { randomInt } from 'node:crypto';

/**
 * Order numbers travellers read aloud and type into "Find your flight": `TO` and 8 characters
 * of Crockford's base 32 (no I, L, O, U, so nothing reads as 1, 0 or a word). 32^8 ≈ 10^12
 * random values: guessing one that exists is hopeless, and a collision is retried by the insert.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_PATTERN = /^TO[0-9A-HJKMNP-TV-Z]{8}$/;

export function newOrderNumber(): string {
  let out = 'TO';
  for (let i = 0; i < 8; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** What a person typed, as stored: upper-cased, spaces and dashes dropped. */
export const normaliseOrderNumber = (value: string): string =>
  value.trim().toUpperCase().replace(/[\s-]/g, '');
