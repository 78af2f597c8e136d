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

export function writeOfferToken(payload: OfferTokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The payload when the id is well-formed and signed by us; null otherwise (tampered, junk). */
export function readOfferToken(token: string, secret: string): OfferTokenPayload | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(body, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
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
