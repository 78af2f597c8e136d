import type { AppContext } from '../../app-context';
import { enforceNotExhausted, hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The sign-in limits (issue 9). Only failures count per client address, so an office of agents
 * behind one address all get in; wrong passwords for one account lock that (address, account)
 * pair, so an attacker is slowed without locking the owner out from elsewhere. There is no
 * account-wide lock: anyone could use it to keep the owner out (see docs/decisions.md).
 */
export const signInAddressRule = (ctx: AppContext, address: string): RateLimitRule => ({
  bucket: `signin:fail:address:${address}`,
  limit: ctx.env.SIGNIN_MAX_FAILURES_PER_ADDRESS,
  windowMs: FIFTEEN_MINUTES,
});

/** Wrong passwords for one account from one address. */
export const signInPairRule = (ctx: AppContext, address: string, email: string): RateLimitRule => ({
  bucket: `signin:fail:pair:${address}:${email.trim().toLowerCase()}`,
  limit: ctx.env.SIGNIN_MAX_FAILURES_PER_ACCOUNT,
  windowMs: FIFTEEN_MINUTES,
});

/**
 * Wrong current passwords on a password change (the caller holds a token already; a thief of
 * that token cannot use it to guess the password).
 */
export const signInAccountRule = (ctx: AppContext, email: string): RateLimitRule => ({
  bucket: `signin:account:${email}`,
  limit: ctx.env.SIGNIN_MAX_FAILURES_PER_ACCOUNT,
  windowMs: FIFTEEN_MINUTES,
});

/** Registrations hash a password too, so they are bounded per address like sign-ins. */
export const registerAddressRule = (ctx: AppContext, address: string): RateLimitRule => ({
  bucket: `register:address:${address}`,
  limit: ctx.env.SIGNIN_MAX_ATTEMPTS_PER_ADDRESS,
  windowMs: FIFTEEN_MINUTES,
});

/** 429 when this address has used up its failures; successes never count against it. */
export async function refuseExhaustedAddress(ctx: AppContext, address: string): Promise<void> {
  await enforceNotExhausted(
    ctx.db,
    ctx.now(),
    signInAddressRule(ctx, address),
    'tooManySignInAttempts',
  );
}

/** Counts one failed sign-in (wrong password, unknown email, bad partner key) of an address. */
export async function countAddressFailure(ctx: AppContext, address: string): Promise<void> {
  await hitRateLimit(ctx.db, ctx.now(), signInAddressRule(ctx, address));
}
