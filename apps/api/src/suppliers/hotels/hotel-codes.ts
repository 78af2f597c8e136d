import { fold } from '@travel/reference-data';

/**
 * Property codes and hotel ids. A property code is the world-cities id of the hotel's city in
 * upper-case base 36 followed by the hotel's index in that city as two base-36 characters
 * (`NYJ5YK` + `0A`), so any process can find the hotel again from its code without a lookup
 * table. A hotel id is `{propertyCode}-{chainCode}-{hyphenated-name}` (spec part 2 §2).
 */

/** Index characters after the city part: 36² = 1,296 hotels per city at most. */
const INDEX_LENGTH = 2;
export const MAX_HOTELS_PER_CITY = 36 ** INDEX_LENGTH;

export function propertyCodeOf(cityId: string, index: number): string {
  return (
    Number(cityId).toString(36).toUpperCase() +
    index.toString(36).toUpperCase().padStart(INDEX_LENGTH, '0')
  );
}

/** The city id and index behind a property code, or null when it cannot be one. */
export function parsePropertyCode(code: string): { cityId: string; index: number } | null {
  if (!/^[0-9A-Z]{3,12}$/.test(code)) return null;
  const cityNumber = parseInt(code.slice(0, -INDEX_LENGTH), 36);
  const index = parseInt(code.slice(-INDEX_LENGTH), 36);
  if (!Number.isSafeInteger(cityNumber) || cityNumber <= 0) return null;
  return { cityId: String(cityNumber), index };
}

/** "Pinewick Suites São Paulo Central" → "pinewick-suites-sao-paulo-central". */
export function slugOf(name: string): string {
  const slug = fold(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'hotel';
}

export const hotelIdOf = (propertyCode: string, chainCode: string, name: string): string =>
  `${propertyCode}-${chainCode}-${slugOf(name)}`;

export interface ParsedHotelId {
  propertyCode: string;
  chainCode: string;
  slug: string;
}

export function parseHotelId(id: string): ParsedHotelId | null {
  const match = /^([0-9A-Z]+)-([0-9A-Z]{2})-([a-z0-9-]+)$/.exec(id);
  if (!match) return null;
  return { propertyCode: match[1]!, chainCode: match[2]!, slug: match[3]! };
}

/** Room-night inventory keys: `{propertyCode}|{roomType}|{YYYYMMDD}`. */
export const roomNightKey = (propertyCode: string, roomType: string, night: string): string =>
  `${propertyCode}|${roomType}|${night}`;

export function parseRoomNightKey(
  key: string,
): { propertyCode: string; roomType: string; night: string } | null {
  const [propertyCode, roomType, night, ...rest] = key.split('|');
  if (!propertyCode || !roomType || !night || rest.length > 0 || !/^\d{8}$/.test(night)) {
    return null;
  }
  return { propertyCode, roomType, night };
}

/** Room codes are `{roomType}-{plan}`, e.g. `DK-R`. */
export function parseRoomCode(code: string): { roomType: string; plan: string } | null {
  const match = /^([A-Z]{2})-([A-Z])$/.exec(code);
  return match ? { roomType: match[1]!, plan: match[2]! } : null;
}
