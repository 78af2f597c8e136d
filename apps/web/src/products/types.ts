import type { Icon } from '@tabler/icons-react';
import type { OrderSummary } from '@travel/contracts/orders';
import type { TFunction } from '../lib/i18n';

/**
 * What the rest of the web app knows of one product (issue 11 §2): the order machinery and the
 * product-neutral pages (My orders, the order shell, the home search box) reach a product only
 * through its entry, never by comparing `product` with a name.
 */
export interface WebProduct {
  /** The product's icon (always shown with words, never alone). */
  Icon: Icon;
  /** The order page a My orders line opens. */
  orderPath(orderNo: string): string;
  /**
   * The translation namespace holding the product's own words: `status.<OrderStatus>` (a hotel
   * is "Confirmed" where a flight is "Issued") and whatever its list lines say.
   */
  namespace: string;
  /** The one-line summary under the title in My orders; `t` is the product's namespace. */
  listLine(order: OrderSummary, t: TFunction): string;
  /** When the trip starts, as My orders shows it ('' when unknown); `t` is the product's namespace. */
  startLabel(order: OrderSummary, t: TFunction, localeTag: string): string;
}
