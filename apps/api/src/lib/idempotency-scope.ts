import type { AppContext } from '../app-context';
import type { Identity } from '../plugins/auth';
import { keyedHash } from './auth/opaque-token';

/**
 * Route plus caller: one caller's key never replays another's reply. A signed-in caller is its
 * account; a visitor is what only that visitor sends, the client address together with the
 * booking email of the body (keyed hash: neither is stored), so two visitors never share a scope.
 */
export function idempotencyScope(
  ctx: AppContext,
  route: string,
  identity: Identity,
  visitor: { ip: string; body: unknown },
): string {
  if (identity.signedIn) return `${route}:${identity.userId}`;
  const email = bookingEmailOf(visitor.body);
  return `${route}:visitor:${keyedHash(ctx.env.JWT_SECRET, 'idempotency-visitor', visitor.ip, email)}`;
}

/** The booking email a visitor's body carries (`email`, or `contact.email`), lower-cased. */
function bookingEmailOf(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const record = body as { email?: unknown; contact?: { email?: unknown } };
  const email = typeof record.email === 'string' ? record.email : record.contact?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** JSON with sorted keys, so the same body always digests the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Keyed with the server secret: payment bodies hold card numbers, and a plain hash of a card
 * number can be reversed by trying every number of a brand.
 */
export const requestDigest = (ctx: AppContext, scope: string, body: unknown): string =>
  keyedHash(ctx.env.JWT_SECRET, 'idempotency', scope, canonicalJson(body));
