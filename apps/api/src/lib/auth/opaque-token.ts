import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Opaque bearer secrets (refresh tokens, password-reset grants): 32 random bytes, base64url.
 * Only the SHA-256 is stored, so a database leak does not hand out live sessions.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The refresh token that follows `presented`: derived, not random, so a second refresh with
 * the same token inside the grace period can answer the same successor without storing it in
 * plain (issue 9). Same shape as a random token; unguessable without the server secret.
 */
export function successorToken(secret: string, presented: string): string {
  return createHmac('sha256', secret)
    .update(`refresh-successor\u0000${presented}`)
    .digest('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Short secrets such as 6-digit codes are too few to protect with a plain hash (a million
 * guesses), so they are keyed with the server secret and bound to what they were issued for.
 */
export function keyedHash(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
