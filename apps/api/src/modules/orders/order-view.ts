import type { AnyOrderDetail } from '@travel/contracts/order-detail';
import type { AppContext } from '../../app-context';
import { loadOrderCore } from '../../lib/orders/order-core';
import { orderProductOf, type OrderProduct } from '../../lib/orders/order-product';
import type { OrderRow } from '../../lib/orders/status';

/** `jane.doe@example.com` → `j***@example.com`: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * An order's detail reply (OrderDetail, Cancel): the order core built here, once, for every
 * product, and the product's part added by its registry entry's view.
 */
export async function orderDetailOf(
  ctx: AppContext,
  order: OrderRow,
  product: OrderProduct = orderProductOf(ctx, order),
): Promise<AnyOrderDetail> {
  return product.view(ctx, order, await loadOrderCore(ctx, order));
}
