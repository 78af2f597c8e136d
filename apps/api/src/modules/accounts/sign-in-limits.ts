import type { AppContext } from '../../app-context';
import type { RateLimitRule } from '../../lib/rate-limit';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The sign-in limits: failures per account (stops guessing one password from many places)
 * and attempts per client address (stops one place from trying many accounts).
 */
export const signInAddressRule = (ctx: AppContext, address: string): RateLimitRule => ({
  bucket: `signin:address:${address}`,
  limit: ctx.env.SIGNIN_MAX_ATTEMPTS_PER_ADDRESS,
  windowMs: FIFTEEN_MINUTES,
});

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
