import { randomInt } from 'node:crypto';
import { EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_TTL_MINUTES } from '@travel/contracts';
import { verificationCodes, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../app-error';
import { verificationCodeMessage } from '../mail/code-message';
import { sendMail } from '../mail/send-mail';
import { enforceRateLimit } from '../rate-limit';
import { checkCodeToSpend, codeDigest } from '../verification-codes';
import type { OrderCaller } from './access';
import type { OrderRow } from './status';

/**
 * Who may change an order (issue 9). Reading and paying need the order number and booking
 * email; cancelling or changing (exchange, seat and service changes) needs more:
 *  - an order that belongs to an account: that account (or its agent) signed in, else 1503;
 *  - a visitor's order: a 6-digit code e-mailed to the booking email (`sendOrderChangeCode`),
 *    given with the change and spent by it.
 */
const CODE_TTL_MS = EMAIL_CODE_TTL_MINUTES * 60_000;
const HOUR_MS = 60 * 60_000;

const ownsOrder = (caller: OrderCaller, order: OrderRow): boolean =>
  caller.signedIn && (order.userId === caller.userId || order.agentId === caller.userId);

/** True when a change of this order needs the e-mailed code (a visitor's order). */
export const orderChangeNeedsCode = (order: OrderRow): boolean => order.userId === null;

/**
 * Refuses a change the caller may not make: 403 1503 for an account's order reached by email,
 * 403 `orderCodeRequired` for a visitor's order without a code; a wrong code counts as in the
 * accounts module (`codeWrong`, the fifth voids it: `codeLocked`). Returns the function that
 * spends the code inside the change's transaction (nothing to spend for an account's order).
 */
export async function authoriseOrderChange(
  ctx: AppContext,
  caller: OrderCaller,
  order: OrderRow,
  code: string | undefined,
): Promise<(tx: Executor) => Promise<void>> {
  if (!orderChangeNeedsCode(order)) {
    if (!ownsOrder(caller, order)) throw new AppError('notAuthorisedForOrder');
    return async () => {};
  }
  if (!code) throw new AppError('orderCodeRequired');
  return checkCodeToSpend(ctx, order.contactEmail, 'order', boundToOrder(order, code));
}

/**
 * Seats and services bought with an unpaid order belong to completing the booking, like paying,
 * so a visitor's order takes them with the booking email; an account's order only from that
 * account (403 1503 for the email alone).
 */
export function authoriseOrderExtras(caller: OrderCaller, order: OrderRow): void {
  if (!orderChangeNeedsCode(order) && !ownsOrder(caller, order)) {
    throw new AppError('notAuthorisedForOrder');
  }
}

/**
 * A change code works for the order it was sent for only: the order number is hashed with it,
 * so a code mailed for one booking of an email does not change another booking of that email.
 */
const boundToOrder = (order: OrderRow, code: string): string => `${order.orderNo}:${code}`;

/** Like the `maskEmail` of the order views: `j***@example.com`. */
const masked = (email: string): string => {
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
};

const orderCodeMessage = (orderNo: string, code: string) =>
  verificationCodeMessage({
    subject: `Your code to change booking ${orderNo}`,
    what: `cancel or change your Travel Outlet booking ${orderNo}`,
    code,
  });

/**
 * E-mails a change code to a visitor order's booking email (never to an address the caller
 * names). One per order per 60 s, and the per-address code budget of the accounts module.
 * An account's order needs its sign-in instead: 403 1503.
 */
export async function sendOrderChangeCode(
  ctx: AppContext,
  caller: OrderCaller,
  order: OrderRow,
): Promise<{ sentTo: string; expiresIn: number; resendAfter: number }> {
  if (!orderChangeNeedsCode(order)) throw new AppError('notAuthorisedForOrder');
  const now = ctx.now();
  if (caller.clientAddress) {
    await enforceRateLimit(
      ctx.db,
      now,
      {
        bucket: `code:address:${caller.clientAddress}`,
        limit: ctx.env.CODE_MAX_SENDS_PER_ADDRESS,
        windowMs: HOUR_MS,
      },
      'operationFrequent',
    );
  }
  await enforceRateLimit(
    ctx.db,
    now,
    { bucket: `code:send:order:${order.id}`, limit: 1, windowMs: EMAIL_CODE_RESEND_SECONDS * 1000 },
    'operationFrequent',
  );
  const email = order.contactEmail;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.insert(verificationCodes).values({
    email,
    purpose: 'order',
    codeHash: codeDigest(ctx, email, 'order', boundToOrder(order, code)),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  const mail = await sendMail(ctx, {
    to: email,
    ...orderCodeMessage(order.orderNo, code),
    kind: 'verification-code',
    requestedByRecipient: true,
  });
  if (mail.status === 'failed') throw new AppError('sendCodeFailed');
  return {
    sentTo: masked(email),
    expiresIn: CODE_TTL_MS / 1000,
    resendAfter: EMAIL_CODE_RESEND_SECONDS,
  };
}
