import type { PaymentBody } from '@travel/contracts/payments';
import type { PaymentResult } from '@travel/contracts/orders';
import { FLIGHT_CLIENT_TIMEOUT_MS } from '@travel/contracts/constants';
import { env } from '../config/env';
import { apiFetch } from './api-client';
import { tabStore } from './storage';

/**
 * How a visitor without an account keeps access to an order they just booked or looked up
 * ("Find your flight", spec part 1 §6: a non-member views an order with the booking email).
 * The booking email is kept per order in sessionStorage: it dies with the tab and never goes
 * into a URL (addresses in URLs end up in logs, history and referrers).
 */

/** An order as any visitor reaches it: its number, plus the booking email for a visitor. */
export interface OrderRef {
  orderNo: string;
  email?: string | null;
}

const KEY = 'orderAccess';
const MAX_ORDERS = 20;

type AccessMap = Record<string, string>;

function readMap(): AccessMap {
  try {
    const parsed: unknown = JSON.parse(tabStore()?.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** Remembers the booking email of an order for this tab (the latest few orders only). */
export function rememberOrderEmail(orderNo: string, email: string): void {
  const map = readMap();
  delete map[orderNo];
  map[orderNo] = email.trim();
  const entries = Object.entries(map).slice(-MAX_ORDERS);
  try {
    tabStore()?.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Quota or privacy mode: the visitor can look the order up again with its email.
  }
}

export function orderEmail(orderNo: string): string | null {
  return readMap()[orderNo] ?? null;
}

/** Members open their orders under My orders; visitors under the "Find your flight" view. */
export const orderViewPath = (orderNo: string, signedIn: boolean): string =>
  signedIn
    ? `/order-flight/${encodeURIComponent(orderNo)}`
    : `/find-your-flight/${encodeURIComponent(orderNo)}`;

export const orderPayPath = (orderNo: string, signedIn: boolean): string =>
  signedIn
    ? `/order/pay/${encodeURIComponent(orderNo)}`
    : `/find-your-flight/${encodeURIComponent(orderNo)}/pay`;

export const bookResultPath = (orderNo: string): string =>
  `/book/result/${encodeURIComponent(orderNo)}`;

/**
 * The product-neutral order calls and cache keys (issue 11 §2): every product's order lives under
 * `orderKeys.detail(orderNo)` (order numbers are unique across products), so paying, cancelling
 * and My orders refresh any product's order the same way. What one product adds (a flight's
 * ticket status) stays in products/<product>/.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: Record<string, unknown>) => [...orderKeys.lists(), query] as const,
  detail: (orderNo: string) => [...orderKeys.all, 'detail', orderNo] as const,
  tickets: (orderNo: string) => [...orderKeys.all, 'tickets', orderNo] as const,
};

/** The order with the booking email this tab remembers for it, if any. */
export const orderRefOf = (orderNo: string): OrderRef => ({ orderNo, email: orderEmail(orderNo) });

/** One key per attempt: the same request sent again replays instead of charging twice. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * `POST /api/Payment` for an order of any product, the card in the body only. The timeout is the
 * longest a product's fulfilment may take inside the call (a flight's airline booking).
 */
export function payOrder(body: PaymentBody, idempotencyKey: string): Promise<PaymentResult> {
  return apiFetch<PaymentResult>('/api/Payment', {
    method: 'POST',
    body,
    headers: { 'x-api-key': env.storefrontApiKey, 'Idempotency-Key': idempotencyKey },
    timeoutMs: FLIGHT_CLIENT_TIMEOUT_MS,
  });
}
