import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '@travel/contracts';

/** What an access token carries: enough to authorise without a database read. */
export interface AccessClaims {
  sub: string;
  role: Role;
  email: string;
  accountCode: string | null;
  /** Refresh-token family (one sign-in); sign-out and reuse detection revoke by it. */
  sid: string;
}

const ISSUER = 'travel-outlet';
const AUDIENCE = 'travel-outlet-web';
const keyCache = new Map<string, Uint8Array>();
const keyOf = (secret: string): Uint8Array => {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
};

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    role: claims.role,
    email: claims.email,
    accountCode: claims.accountCode,
    sid: claims.sid,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The payload of a token we signed, checked as of `currentDate`; null for a forged or expired one. */
async function verifiedPayload(token: string, secret: string, currentDate: Date) {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** The claims of a valid token, or null for a missing, forged or expired one. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<AccessClaims | null> {
  const payload = await verifiedPayload(token, secret, now);
  if (typeof payload?.sub !== 'string' || typeof payload.sid !== 'string') return null;
  return {
    sub: payload.sub,
    role: payload.role as Role,
    email: String(payload.email ?? ''),
    accountCode: (payload.accountCode as string | null) ?? null,
    sid: payload.sid,
  };
}

/**
 * The sign-in (`sid`) a token we signed names, even if it has expired: sign-out revokes by it,
 * so an idle tab whose access token ran out still ends its sign-in (issue 9). Only ever used to
 * END a sign-in, never to authorise anything. Signature, issuer and audience are checked; the
 * expiry is not (checked as of 1970).
 */
export async function sessionIdOfExpiredToken(
  token: string,
  secret: string,
): Promise<string | null> {
  const payload = await verifiedPayload(token, secret, new Date(0));
  return typeof payload?.sid === 'string' ? payload.sid : null;
}
