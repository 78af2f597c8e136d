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

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readMap(): AccessMap {
  try {
    const parsed: unknown = JSON.parse(store()?.getItem(KEY) ?? '{}');
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
    store()?.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
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
