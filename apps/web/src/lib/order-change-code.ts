import { ERRORS } from '@travel/contracts/errors';
import type { OrderChangeCode } from '@travel/contracts/orders';
import { apiFetch } from './api-client';
import type { OrderRef } from './order-access';

/**
 * `POST /api/Orders/ChangeCode` (issue 9): e-mails the 6-digit code a visitor's cancel or
 * change needs to the order's booking email; the reply says where (masked) and when another
 * may be sent.
 */
export function sendOrderChangeCode(ref: OrderRef): Promise<OrderChangeCode> {
  return apiFetch<OrderChangeCode>('/api/Orders/ChangeCode', {
    method: 'POST',
    body: { orderNo: ref.orderNo, ...(ref.email ? { email: ref.email } : {}) },
  });
}

/** Errors that mean "the code is the problem": the dialog shows them at the code field. */
export const CODE_ERRORS: readonly (string | number)[] = [
  ERRORS.codeWrong.code,
  ERRORS.codeExpired.code,
  ERRORS.codeLocked.code,
  ERRORS.codeFormatError.code,
  ERRORS.codeRequired.code,
  ERRORS.orderCodeRequired.code,
];
