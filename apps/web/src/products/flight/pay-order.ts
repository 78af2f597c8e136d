import type { PaymentBody } from '@travel/contracts/payments';
import type { OrderStatus } from '@travel/contracts/orders';
import { apiFetch } from '../../lib/api-client';
import { payOrder } from '../../lib/order-access';

/**
 * Paying a flight order, shared by /book (pay now) and the order payment pages: the neutral
 * `POST /api/Payment` (lib/order-access.ts), then, while the airline issues the tickets,
 * `GET /api/TicketStatus` until they are issued or issuing has failed.
 */

export interface TicketStatus {
  orderNo: string;
  status: OrderStatus;
  tickets: Array<{ travellerIndex: number; name: string; ticketNumbers: string[] }>;
}

export function getTicketStatus(
  ref: { orderNo: string; email?: string | null },
  signal?: AbortSignal,
): Promise<TicketStatus> {
  return apiFetch<TicketStatus>('/api/TicketStatus', {
    query: { orderNo: ref.orderNo, email: ref.email ?? undefined },
    signal,
  });
}

/** The steps of spec part 1 §4 "booking progress messages" that paying covers. */
export type PayStep = 'paying' | 'issuing' | 'issued';

const POLL_EVERY_MS = 2000;
const POLL_FOR_MS = 60_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Pays and follows the order to its ticketing outcome. Resolves with the last status seen:
 * `issued`, `issueFailed`, or still `paid`/`processing` when ticketing takes longer than a
 * minute (the result page then keeps showing the order's live status).
 */
export async function payAndIssue(
  body: PaymentBody,
  idempotencyKey: string,
  onStep: (step: PayStep) => void,
): Promise<{ orderNo: string; status: OrderStatus }> {
  onStep('paying');
  const paid = await payOrder(body, idempotencyKey);
  if (paid.status === 'issueFailed' || paid.status === 'cancelled') return paid;
  onStep('issuing');
  let status: OrderStatus = paid.status;
  const until = Date.now() + POLL_FOR_MS;
  while ((status === 'paid' || status === 'processing') && Date.now() < until) {
    await wait(POLL_EVERY_MS);
    try {
      status = (await getTicketStatus({ orderNo: paid.orderNo, email: body.email })).status;
    } catch {
      // A failed status check is not a failed payment: the result page shows the live status.
      break;
    }
  }
  if (status === 'issued') onStep('issued');
  return { orderNo: paid.orderNo, status };
}
