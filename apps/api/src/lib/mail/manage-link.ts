import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  MANAGE_LINK_TOKEN_MAX_LENGTH,
  MANAGE_LINK_TOKEN_PARAM,
  manageBookingPath,
} from '@travel/contracts/manage-booking';
import type { Product } from '@travel/contracts/products';
import type { Env } from '../../plugins/env';

/**
 * The "Manage booking" link of order mails (issue 13 §5; the web side is in
 * `@travel/contracts/manage-booking`). Its token is `{payload}.{mac}`, both base64url:
 *
 * - the payload names one order by number, when the link expires (`x`, Unix seconds) and a
 *   keyed tag of the booking email (`e`): no address, name or anything personal in clear;
 * - the MAC is HMAC-SHA256 under a key derived from the server secret for this use alone, so
 *   no other token of the app (sign-in, codes) passes for one, and no one without the secret
 *   can make one, change its order or stretch its expiry.
 *
 * The link is revoked when the order's booking email changes (the tag no longer matches) or
 * the server secret is rotated (every link at once). Synchronous (node:crypto), so the mail
 * builders stay synchronous.
 */

const DAY_MS = 86_400_000;
/** A link works at least this long after the trip ends (receipts, a late refund question). */
export const MANAGE_LINK_DAYS_AFTER_TRIP = 30;
/** And never longer than this from when it was mailed. */
export const MANAGE_LINK_MAX_DAYS = 400;

const TAG_BYTES = 12;
const keys = new Map<string, Buffer>();

/** The link key: derived from the server secret for manage links only. */
function linkKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('travel-outlet/manage-booking-link/v1').digest();
    keys.set(secret, key);
  }
  return key;
}

const mac = (key: Buffer, payload: string): Buffer =>
  createHmac('sha256', key).update(`token\u0000${payload}`).digest();

/** The booking email as the token carries it: a keyed tag, never the address. */
const emailTag = (key: Buffer, email: string): string =>
  createHmac('sha256', key)
    .update(`email\u0000${email.trim().toLowerCase()}`)
    .digest()
    .subarray(0, TAG_BYTES)
    .toString('base64url');

interface Payload {
  /** Order number. */
  o: string;
  /** Expiry, Unix seconds. */
  x: number;
  /** Tag of the booking email. */
  e: string;
}

export interface ManageLinkOrder {
  orderNo: string;
  product: Product;
  contactEmail: string;
}

/**
 * When a link mailed at `now` for a trip ending at `tripEndsAt` stops working: 30 days after the
 * trip (or after `now` when the trip is over or unknown), at most 400 days after `now`.
 */
export function manageLinkExpiry(now: Date, tripEndsAt: Date | null): Date {
  const end = Math.max(now.getTime(), tripEndsAt?.getTime() ?? 0);
  const expires = Math.min(
    end + MANAGE_LINK_DAYS_AFTER_TRIP * DAY_MS,
    now.getTime() + MANAGE_LINK_MAX_DAYS * DAY_MS,
  );
  return new Date(Math.floor(expires / 1000) * 1000);
}

export function signManageToken(secret: string, order: ManageLinkOrder, expiresAt: Date): string {
  const key = linkKey(secret);
  const payload: Payload = {
    o: order.orderNo,
    x: Math.floor(expiresAt.getTime() / 1000),
    e: emailTag(key, order.contactEmail),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${mac(key, encoded).toString('base64url')}`;
}

export type ManageTokenCheck =
  | { ok: true; orderNo: string; expiresAt: Date; matchesEmail: (email: string) => boolean }
  | { ok: false; reason: 'invalid' | 'expired' };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/;

/**
 * Reads a token: its signature first (constant time), then its payload, then its expiry as of
 * `now`. A token not made by this server with this secret, or altered in any byte, is
 * `invalid`; a genuine one past its expiry is `expired`. The caller still checks the order
 * exists and `matchesEmail(order.contactEmail)`.
 */
export function verifyManageToken(secret: string, token: string, now: Date): ManageTokenCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (token.length > MANAGE_LINK_TOKEN_MAX_LENGTH || !TOKEN_SHAPE.test(token)) return invalid;
  const [encoded = '', signature = ''] = token.split('.');
  const key = linkKey(secret);
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, encoded);
  // Base64url has two spellings of the last character's spare bits: only ours passes.
  if (
    given.length !== expected.length ||
    given.toString('base64url') !== signature ||
    !timingSafeEqual(given, expected)
  ) {
    return invalid;
  }
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return invalid;
  }
  if (
    typeof payload.o !== 'string' ||
    typeof payload.x !== 'number' ||
    !Number.isSafeInteger(payload.x) ||
    typeof payload.e !== 'string'
  ) {
    return invalid;
  }
  const expiresAt = new Date(payload.x * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired' };
  const tag = payload.e;
  return {
    ok: true,
    orderNo: payload.o,
    expiresAt,
    matchesEmail: (email) => {
      const actual = Buffer.from(emailTag(key, email));
      const claimed = Buffer.from(tag);
      return actual.length === claimed.length && timingSafeEqual(actual, claimed);
    },
  };
}

/** The site's public address (PUBLIC_URL, else the local server), for links in mail. */
export const publicOrigin = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string =>
  new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin;

export interface ManageLink {
  url: string;
  expiresAt: Date;
}

/**
 * The whole "Manage booking" link of an order: `{origin}/manage-booking/{product}/{orderNo}#t=…`,
 * and when it stops working. `tripEndsAt`: the last arrival or the check-out, for the expiry.
 */
export function manageBookingLink(
  env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'JWT_SECRET'>,
  order: ManageLinkOrder,
  now: Date,
  tripEndsAt: Date | null,
): ManageLink {
  const expiresAt = manageLinkExpiry(now, tripEndsAt);
  const token = signManageToken(env.JWT_SECRET, order, expiresAt);
  const url = new URL(manageBookingPath(order.product, order.orderNo), publicOrigin(env));
  url.hash = `${MANAGE_LINK_TOKEN_PARAM}=${token}`;
  return { url: url.toString(), expiresAt };
}
