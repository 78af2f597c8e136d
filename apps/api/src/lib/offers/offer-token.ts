import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BookableCabin } from '@travel/contracts/flights';

/**
 * An offer id is the offer itself, signed: which flights, cabin and party, what it was quoted
 * at and until when. Search writes nothing to the database, any API process can read an id
 * another one issued, and nobody can change a price or extend an expiry without the secret.
 */
export interface OfferTokenPayload {
  /** Version of this layout. */
  v: 1;
  tripType: 'oneway' | 'roundtrip' | 'multicity';
  /** Per trip, flight ids in order. */
  flights: string[][];
  cabin: BookableCabin;
  adults: number;
  children: number;
  /** Quoted supplier total per brand id, in cents, before commission. */
  quoted: Record<string, number>;
  /**
   * The quote's parts per brand id: adult price, adult tax, child price, child tax (cents,
   * before commission), so a changed price can show the old total after commission exactly.
   */
  parts?: Record<string, [number, number, number, number]>;
  /** Search reply id (NDC ShoppingResponseID). */
  responseId: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
  /** Only invoiceable fares (/flights-invoice). */
  invoice: boolean;
}

const sign = (body: string, secret: string): string =>
  createHmac('sha256', secret).update(body).digest('base64url');

/**
 * Wire format 2: the payload as short plain text, `~`-separated, e.g.
 * `2~r~E~1~0~UA101-20270415;UA102-20270422~E-BASIC:50685:44100:6585:33100:6585,…~{responseId}~{exp base 36}~0`,
 * then `.` and a 128-bit HMAC. A search reply carries 300 ids: plain text lets compression
 * share what they have in common (reply id, flights, brand names), where base64 JSON did not,
 * which made the ids a third of a compressed reply. Payloads with other characters than these
 * formats expect fall back to format 1 (base64 JSON with a full HMAC); both are read.
 */
const TRIP_CODES = { oneway: 'o', roundtrip: 'r', multicity: 'm' } as const;
const TRIP_TYPES: Record<string, OfferTokenPayload['tripType']> = {
  o: 'oneway',
  r: 'roundtrip',
  m: 'multicity',
};
const WORD = /^[A-Za-z0-9_-]+$/;
const CABINS = new Set(['E', 'P', 'B', 'F']);
const SHORT_SIGNATURE = 22;

function compact(payload: OfferTokenPayload): string | null {
  const words = [...payload.flights.flat(), ...Object.keys(payload.quoted), payload.responseId];
  if (!words.every((word) => WORD.test(word))) return null;
  const numbers = [
    payload.adults,
    payload.children,
    payload.exp,
    ...Object.values(payload.quoted),
    ...Object.values(payload.parts ?? {}).flat(),
  ];
  if (!numbers.every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
  const brands = Object.entries(payload.quoted).map(([id, total]) => {
    const parts = payload.parts?.[id];
    return parts ? `${id}:${total}:${parts.join(':')}` : `${id}:${total}`;
  });
  return [
    '2',
    TRIP_CODES[payload.tripType],
    payload.cabin,
    payload.adults,
    payload.children,
    payload.flights.map((trip) => trip.join(',')).join(';'),
    brands.join(','),
    payload.responseId,
    payload.exp.toString(36),
    payload.invoice ? '1' : '0',
  ].join('~');
}

const count = (text: string): number | null => (/^\d{1,15}$/.test(text) ? Number(text) : null);

function expand(text: string): OfferTokenPayload | null {
  const fields = text.split('~');
  if (fields.length !== 10 || fields[0] !== '2') return null;
  const [
    ,
    trip,
    cabin,
    adultsText,
    childrenText,
    flightsText,
    brandsText,
    responseId,
    expText,
    invoice,
  ] = fields as [string, string, string, string, string, string, string, string, string, string];
  const tripType = TRIP_TYPES[trip];
  const adults = count(adultsText);
  const children = count(childrenText);
  const exp = /^[0-9a-z]{1,12}$/.test(expText) ? parseInt(expText, 36) : null;
  if (!tripType || !CABINS.has(cabin) || adults === null || children === null || exp === null) {
    return null;
  }
  if (!WORD.test(responseId) || (invoice !== '0' && invoice !== '1')) return null;
  const flights = flightsText.split(';').map((trip) => trip.split(','));
  if (!flights.flat().every((id) => WORD.test(id))) return null;
  const quoted: Record<string, number> = {};
  const parts: Record<string, [number, number, number, number]> = {};
  for (const brand of brandsText.split(',')) {
    const [id, ...values] = brand.split(':');
    const numbers = values.map(count);
    if (!id || !WORD.test(id) || numbers.some((n) => n === null)) return null;
    if (numbers.length !== 1 && numbers.length !== 5) return null;
    const [total, ...rest] = numbers as number[];
    quoted[id] = total as number;
    if (rest.length === 4) parts[id] = rest as [number, number, number, number];
  }
  return {
    v: 1,
    tripType,
    flights,
    cabin: cabin as BookableCabin,
    adults,
    children,
    quoted,
    parts,
    responseId,
    exp,
    invoice: invoice === '1',
  };
}

export function writeOfferToken(payload: OfferTokenPayload, secret: string): string {
  const text = compact(payload);
  if (text !== null) return `${text}.${sign(text, secret).slice(0, SHORT_SIGNATURE)}`;
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The payload when the id is well-formed and signed by us; null otherwise (tampered, junk). */
export function readOfferToken(token: string, secret: string): OfferTokenPayload | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const compactForm = body.startsWith('2~');
  const full = sign(body, secret);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(compactForm ? full.slice(0, SHORT_SIGNATURE) : full);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (compactForm) return expand(body);
  try {
    const payload = JSON.parse(
      Buffer.from(body, 'base64url').toString('utf8'),
    ) as OfferTokenPayload;
    return payload.v === 1 ? payload : null;
  } catch {
    return null;
  }
}

/** Expired offers answer 1201 data expired, search again. */
export const isOfferExpired = (payload: OfferTokenPayload, now: Date): boolean =>
  now.getTime() >= payload.exp;

const secrets = new Map<string, string>();

/**
 * The key offer ids are signed with: derived from the API's JWT secret, so every process of one
 * deployment shares it and no extra setting is needed, yet an access token and an offer id are
 * never signed with the same key.
 */
export function offerTokenSecret(jwtSecret: string): string {
  let secret = secrets.get(jwtSecret);
  if (!secret) {
    secret = createHmac('sha256', jwtSecret)
      .update('travel-outlet flight offer id v1')
      .digest('hex');
    secrets.set(jwtSecret, secret);
  }
  return secret;
}
