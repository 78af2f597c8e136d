import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { Icon } from '@tabler/icons-react';
import type { CurrencyCode } from '@travel/contracts/constants';
import type { AnyOrderDetail } from '@travel/contracts/order-detail';
import type { OrderSummary } from '@travel/contracts/orders';
import type { Product } from '@travel/contracts/products';
import type { TFunction } from '../lib/i18n';
import type { OrderRef } from '../lib/order-access';
import type { LazyComponent } from './lazy-component';

/** One product's order as its detail call shows it. */
export type ProductOrder<P extends Product = Product> = Extract<AnyOrderDetail, { product: P }>;

/**
 * What the rest of the web app knows of one product (issue 11 §2): the order machinery and the
 * product-neutral pages (My orders, the order shell) reach a product only
 * through its entry, never by comparing `product` with a name. The small facts are eager; the
 * order body is a `LazyComponent`, loaded when an order page needs it. Its search is in
 * `PRODUCT_SEARCH` (products/search.ts), typed the same way.
 */
export interface WebProduct<P extends Product = Product> {
  /** The product's icon (always shown with words, never alone). */
  Icon: Icon;
  /** The order page a My orders line opens. */
  orderPath(orderNo: string): string;
  /**
   * The translation namespace holding the product's own words: `status.<OrderStatus>` (a hotel
   * is "Confirmed" where a flight is "Issued"), whatever its list lines say, and the order
   * shell's `shell.*` words (page title and heading, cancel dialog, confirmation mail).
   */
  namespace: string;
  /** The one-line summary under the title in My orders; `t` is the product's namespace. */
  listLine(order: OrderSummary, t: TFunction): string;
  /** When the trip starts, as My orders shows it ('' when unknown); `t` is the product's namespace. */
  startLabel(order: OrderSummary, t: TFunction, localeTag: string): string;
  /** Reads one order of this product through its own detail call (the order shell's data). */
  loadOrder(ref: OrderRef, signal?: AbortSignal): Promise<ProductOrder<P>>;
  /**
   * Where an order awaiting payment is paid: on its own pay page (a flight: seats and extras
   * come first) or in the order shell itself (a hotel). The page path when there is one.
   */
  payPage: ((orderNo: string, signedIn: boolean) => string) | null;
  /**
   * Where the hosted checkout's return page (/checkout/complete, /tour/wx-book/complete) hands
   * the traveller over, for a product whose booking flow has a result page of its own (a tour:
   * book/complete, paid then confirmed by the operator within 48 hours, where the return page
   * would wait for a ticket); absent, the return page shows the outcome itself.
   */
  checkoutResultPath?: (sessionId: string, cancelled: boolean) => string;
  /** What paying the order now charges (cents), in the order's currency. */
  amountDue(order: ProductOrder<P>): { amount: number; currency: CurrencyCode };
  /**
   * The body of its order page inside the order shell (features/orders), in a chunk of its own:
   * the order route calls `preload()` while the order is read, so both arrive together.
   */
  orderBody: LazyComponent<OrderBodyProps<P>>;
}

/**
 * A product's search on the home page (products/search.ts, `PRODUCT_SEARCH`): its form (pickers,
 * autocomplete) loads when its tab opens; the skeleton, shown meanwhile, is eager and reserves
 * the form's exact frame so nothing moves when the form arrives. Not a field of `WebProduct`:
 * the home page would then load how orders are read, and My orders and the order pages the
 * skeletons and their CSS (measured: +2.0 kB and +1.5 kB brotli).
 */
export interface ProductSearch {
  /** React.lazy: nothing preloads it (the tab's render asks for it), so no `LazyComponent`. */
  Form: LazyExoticComponent<ComponentType>;
  Skeleton: ComponentType<{ label: string }>;
}

/**
 * What the order shell (features/orders) hands a product's order body: the order, and the
 * shell's own pieces (status badge, actions, deadline countdown, inline payment) for the body to
 * place in its layout. The body adds only what is the product's (itinerary, stay, tickets).
 */
export interface OrderBodyProps<P extends Product = Product> {
  order: ProductOrder<P>;
  orderRef: OrderRef;
  signedIn: boolean;
  readOnly: boolean;
  slots: {
    status: ReactNode;
    /** The shell's buttons (pay, cancel, confirmation mail): the body puts them in a row. */
    actions: ReactNode;
    deadline: ReactNode;
    /** The payment form when the product is paid on its order page, else null. */
    pay: ReactNode;
  };
}
