import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BookableCabin } from '@travel/contracts/flights';

/**
 * A change offer id is the offer itself, signed (search offer ids are stored instead), bound
 * to one order and to the itinerary the order had when it was priced: it cannot buy a new
 * booking, be replayed on another order, or be confirmed after the order changed again. The
 * key is derived for this purpose only, so a search offer id never passes for a change offer.
 */
export interface ExchangeTokenPayload {
  v: 1;
  orderNo: string;
  /** The order's flight ids when priced (`a,b|c`): another exchange since makes it stale. */
  from: string;
  tripType: 'oneway' | 'roundtrip' | 'multicity';
  flights: string[][];
  cabin: BookableCabin;
  adults: number;
  children: number;
  /** Lap infants; absent in ids signed before they were sold. */
  infants?: number;
  /** Gross supplier total per brand id when priced, in cents. */
  quoted: Record<string, number>;
  defaultBrandId: string;
  responseId: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

const secrets = new Map<string, string>();

export function exchangeTokenSecret(jwtSecret: string): string {
  let secret = secrets.get(jwtSecret);
  if (!secret) {
    secret = createHmac('sha256', jwtSecret)
      .update('travel-outlet flight exchange offer id v1')
      .digest('hex');
    secrets.set(jwtSecret, secret);
  }
  return secret;
}

const sign = (body: string, secret: string): string =>
  createHmac('sha256', secret).update(body).digest('base64url');

export function writeExchangeToken(payload: ExchangeTokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The payload when the id is well-formed and signed with the exchange key; null otherwise. */
export function readExchangeToken(token: string, secret: string): ExchangeTokenPayload | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(body, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(
      Buffer.from(body, 'base64url').toString('utf8'),
    ) as ExchangeTokenPayload;
    return payload.v === 1 && typeof payload.orderNo === 'string' ? payload : null;
  } catch {
    return null;
  }
}

/** The itinerary fingerprint a change offer is bound to. */
export const flightsFingerprint = (flights: readonly (readonly string[])[]): string =>
  flights.map((trip) => trip.join(',')).join('|');
