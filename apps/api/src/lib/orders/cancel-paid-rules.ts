import type { OrderStatus } from '@travel/contracts/orders';

/**
 * The statuses a paid order can be cancelled from, with a refund under its product's rules
 * (issue 12): issued, or paid but not fulfilled (`issueFailed`: the supplier never confirmed,
 * so its rules give everything back). `paid` and `processing` are mid-step: the cancel waits
 * (1512) until fulfilment has answered.
 */
export const CANCELLABLE_PAID: readonly OrderStatus[] = ['issued', 'issueFailed'];

/** The statuses of a cancelled order, whatever its cancellation gave back. */
export const CANCELLED_STATUSES: readonly OrderStatus[] = [
  'cancelled',
  'refunded',
  'partiallyRefunded',
];

export const isCancelled = (status: string): boolean =>
  (CANCELLED_STATUSES as readonly string[]).includes(status);
