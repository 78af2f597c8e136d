import { eq } from 'drizzle-orm';
import type { ErrorKey } from '@travel/contracts';
import { orders, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import type { Identity } from '../../plugins/auth';
import { AppError } from '../app-error';
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
 * The order `orderNo` for this caller, with its deadline applied. A signed-in caller who gives
 * no email and does not own the order gets 1503; a wrong or missing booking email answers as if
 * the order did not exist, so order numbers cannot be probed with guessed emails.
 */
export async function loadOrderFor(
  ctx: AppContext,
  identity: Identity,
  orderNo: string,
  email: string | undefined,
  keys: OrderErrorKeys,
): Promise<OrderRow> {
  const order = await findOrderByNo(ctx.db, orderNo);
  if (!order) throw new AppError(keys.notFound);
  if (!mayAccessOrder(identity, order, email)) {
    throw new AppError(
      identity.signedIn && email === undefined ? 'notAuthorisedForOrder' : keys.notFound,
    );
  }
  return expireIfOverdue(ctx, order, orderHoldReleasers(ctx));
}
