import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ErrorKey } from '@travel/contracts';
import { orders, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import type { Identity } from '../../plugins/auth';
import { AppError } from '../app-error';
import {
  enforceNotExhausted,
  hitRateLimit,
  rateLimitError,
  type RateLimitRule,
} from '../rate-limit';
import { expireIfOverdue } from './deadline';
import { normaliseOrderNumber } from './order-number';
import { orderHoldReleasers } from './releasers';
import type { OrderRow } from './status';

export async function findOrderByNo(executor: Executor, orderNo: string): Promise<OrderRow | null> {
  const [row] = await executor
    .select()
    .from(orders)
    .where(eq(orders.orderNo, normaliseOrderNumber(orderNo)))
    .limit(1);
  return row ?? null;
}

/**
 * Who may see and act on an order (spec §6): the account it belongs to, the agent it was booked
 * under (an agent sees its sub-agents' orders), and anyone holding the booking email
 * ("a non-member can view an order with the booking email").
 */
export function mayAccessOrder(
  identity: Identity,
  order: Pick<OrderRow, 'userId' | 'agentId' | 'contactEmail'>,
  email?: string,
): boolean {
  if (
    identity.signedIn &&
    (order.userId === identity.userId || order.agentId === identity.userId)
  ) {
    return true;
  }
  return email !== undefined && email.trim().toLowerCase() === order.contactEmail;
}

export interface OrderErrorKeys {
  /** Unknown order (1404 for reads, 1502 for payment). */
  notFound: ErrorKey;
}

/**
 * Who asks about an order: the identity and, from the routes that look orders up by number
 * and booking email, the client address (issue 9: wrong lookups are limited per address).
 */
export type OrderCaller = Identity & { clientAddress?: string | undefined };

/** The caller of an order route: its identity plus the client address. */
export const orderCaller = (request: FastifyRequest): OrderCaller => ({
  ...request.identity,
  clientAddress: request.ip,
});

const LOOKUP_WINDOW_MS = 15 * 60_000;

const lookupOrderRule = (ctx: AppContext, orderId: string): RateLimitRule => ({
  bucket: `lookup:order:${orderId}`,
  limit: ctx.env.ORDER_LOOKUP_MAX_FAILURES_PER_ORDER,
  windowMs: LOOKUP_WINDOW_MS,
});

const lookupAddressRule = (ctx: AppContext, address: string): RateLimitRule => ({
  bucket: `lookup:address:${address}`,
  limit: ctx.env.ORDER_LOOKUP_MAX_FAILURES_PER_ADDRESS,
  windowMs: LOOKUP_WINDOW_MS,
});

/**
 * Visitor lookups (order number + booking email) count their failures per order and per
 * client address: once either is used up, every lookup of that order (or from that address)
 * is answered 429 with Retry-After until the window ends, the right email included, so
 * guessing stops early. The owner signed in is never throttled.
 */
async function throttledEmailCheck(
  ctx: AppContext,
  caller: OrderCaller,
  order: OrderRow | null,
  email: string,
): Promise<boolean> {
  const now = ctx.now();
  const address = caller.clientAddress;
  const rules = [
    ...(address ? [lookupAddressRule(ctx, address)] : []),
    ...(order ? [lookupOrderRule(ctx, order.id)] : []),
  ];
  for (const rule of rules) await enforceNotExhausted(ctx.db, now, rule, 'tooManyOrderLookups');
  if (order && mayAccessOrder(caller, order, email)) return true;
  for (const rule of rules) {
    const hit = await hitRateLimit(ctx.db, now, rule);
    if (!hit.allowed) throw rateLimitError('tooManyOrderLookups', hit);
  }
  return false;
}

/**
 * The order `orderNo` for this caller, with its deadline applied. A signed-in caller who gives
 * no email and does not own the order gets 1503; a wrong or missing booking email answers as if
 * the order did not exist, so order numbers cannot be probed with guessed emails (and wrong
 * emails are throttled per order and per address).
 */
export async function loadOrderFor(
  ctx: AppContext,
  identity: OrderCaller,
  orderNo: string,
  email: string | undefined,
  keys: OrderErrorKeys,
): Promise<OrderRow> {
  const order = await findOrderByNo(ctx.db, orderNo);
  if (order && mayAccessOrder(identity, order)) {
    return expireIfOverdue(ctx, order, orderHoldReleasers(ctx));
  }
  if (email === undefined) {
    if (!order) throw new AppError(keys.notFound);
    throw new AppError(identity.signedIn ? 'notAuthorisedForOrder' : keys.notFound);
  }
  if (!(await throttledEmailCheck(ctx, identity, order, email)) || !order) {
    throw new AppError(keys.notFound);
  }
  return expireIfOverdue(ctx, order, orderHoldReleasers(ctx));
}
