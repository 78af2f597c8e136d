import type { z } from 'zod';
import type { OrderPayInfoOrder } from '@travel/contracts/checkout';
import type { AnyOrderDetail } from '@travel/contracts/order-detail';
import type { OrderStatus } from '@travel/contracts/orders';
import type { RefundQuoteLine } from '@travel/contracts/refunds';
import { isProduct, type Product } from '@travel/contracts/products';
import type { AppContext } from '../../app-context';
import type { MailResult } from '../mail/send-mail';
import type { HoldReleasers } from './holds';
import type { OrderCore } from './order-core';
import type { LineRow } from './order-parts';
import type { OrderRow } from './status';

/**
 * What the order machinery (lib/orders, lib/payments, modules/orders) needs from a product
 * (issue 11). Each product module implements it once; the registry (src/products.ts) hands
 * them to the machinery through `AppContext.orderProducts`, so the machinery never names a
 * product and a new product cannot fall into another one's branch.
 */
export interface OrderProduct<P extends Product = Product, Details = unknown> {
  readonly product: P;
  /** What the product stores in `orders.details`. */
  readonly details: z.ZodType<Details>;
  /** Who takes back each kind of inventory it holds (also what cancelling gives back). */
  holdReleasers(ctx: Pick<AppContext, 'db'>): HoldReleasers;
  /** The order list columns for what was sold and who travels. */
  listFields(details: Details, travellerNames: readonly string[]): OrderListFields;
  /** Part of the total taken when the order is paid (written to `due_now_cents`). */
  dueNowCents(details: Details, totalCents: number): number;
  /**
   * After payment: the supplier fulfils the order (tickets, hotel confirmation…) and it ends
   * `issued`, or `issueFailed` through `markFulfilmentFailed`. `fail` is the sandbox hook.
   */
  fulfil(ctx: AppContext, order: OrderRow, fail: boolean): Promise<FulfilmentResult>;
  /** What a finished fulfilment answered, read back (an Idempotency-Key retry of a payment). */
  fulfilled(ctx: AppContext, order: OrderRow): Promise<FulfilmentResult>;
  /** The order's own mail to the booking email (itinerary, booking confirmation). */
  sendConfirmationMail(ctx: AppContext, order: OrderRow): Promise<MailResult>;
  /** The "paid, but it is taking longer" mail once fulfilment has failed. */
  delayedMessage(order: OrderRow): OrderMailMessage;
  /**
   * The order as its detail call shows it: the machinery's order core (loadOrderCore) plus the
   * product's own part, laid out in the product's contract.
   */
  view(ctx: AppContext, order: OrderRow, core: OrderCore): AnyOrderDetail;
  /**
   * Cancelling after payment (issue 12): what the product's rules return of each paid line if
   * the order is cancelled at `now`, and until when that answer holds; or why it cannot be
   * cancelled any more (flown, checked in). Pure: the quote, the order page's button and the
   * cancellation itself all ask it.
   */
  refundPolicy(
    order: OrderRow,
    lines: readonly LineRow[],
    now: Date,
    /** What the order's charges took in all (a deposit and its balance both count). */
    paidCents?: number,
  ): RefundPolicy;
  /**
   * Tells the supplier the paid order is cancelled (the airline voids or refunds the tickets,
   * the hotel cancels the booking), after the cancellation committed. Idempotent on the order:
   * the reconciler calls it again after a crash. Inventory has already gone back through the
   * hold releasers.
   */
  cancelAtSupplier(ctx: AppContext, order: OrderRow): Promise<SupplierCancellation>;
  /** The product's part of the cancellation mail: what was cancelled, in a sentence. */
  cancelledWhat(order: OrderRow): string;
  readonly capabilities: OrderProductCapabilities;
  /**
   * Products paid in parts (a tour's deposit, then its balance): what is still due after the
   * first payment. Absent: the first payment is the whole price (flights, hotels).
   */
  readonly balance?: ProductBalance;
  /**
   * The product's own facts in `GET /api/OrderPayInfo`'s orderinfo (a tour's `tourid`).
   * Absent: the product adds none.
   */
  orderInfo?(order: OrderRow): ProductOrderInfo;
}

/** The part of OrderPayInfo's orderinfo a product may give (contracts/checkout). */
export type ProductOrderInfo = Pick<OrderPayInfoOrder, 'tourid'>;

/** The rest of an order paid in parts (lib/payments/pay-balance.ts takes it). */
export interface ProductBalance {
  /**
   * What is left to pay once the order's charges took `paidCents`, the local date it is due by
   * and the last instant it may still be paid; null when nothing is left.
   */
  due(order: OrderRow, paidCents: number): BalanceDue | null;
  /** The receipt of a balance payment, to the booking email. */
  sendReceipt(ctx: AppContext, order: OrderRow, amountCents: number): Promise<MailResult>;
}

export interface BalanceDue {
  amountCents: number;
  /** Local date (YYYY-MM-DD) the balance is due by; null: no date was set. */
  dueDate: string | null;
  /** Past this instant the balance can no longer be paid here. */
  payableUntil: Date;
}

/** What cancelling a paid order returns under its product's rules (issue 12). */
export type RefundPolicy =
  | {
      cancellable: true;
      /** Each paid line with what cancelling now returns of it and the rule that decides it. */
      lines: RefundQuoteLine[];
      /** When the answer changes (a void window or free-cancellation deadline ends); null: never. */
      validUntil: Date | null;
      /** The headline rule, in the traveller's words. */
      summary: string;
    }
  | { cancellable: false; reason: string };

export type SupplierCancellation =
  | { kind: 'cancelled'; reference: string }
  /** The supplier refused (support takes over); the refund decided stands. */
  | { kind: 'refused'; reason: string };

/**
 * Every product in PRODUCTS with its implementation: a product without one does not compile.
 * The details type is erased to `unknown` here; each entry parses its own (method parameters
 * are bivariant, so a product's typed methods fit).
 */
export type OrderProducts = { readonly [P in Product]: OrderProduct<P> };

export interface OrderProductCapabilities {
  /** `GET /api/OrderDetail` shows it; otherwise the product has its own detail call. */
  orderDetailCall: boolean;
  /** Seats can be picked and extra services bought on the order. */
  seatsAndServices: boolean;
  /** The order can be changed to other dates or trips after issue. */
  exchange: boolean;
}

/** The order list's search columns (orders table, migration 0012). */
export interface OrderListFields {
  title: string;
  startsAt: Date | null;
  /** Local time where it starts, YYYY-MM-DDTHH:mm. */
  startsLocal: string | null;
  /** Space-padded codes (`like '% X %'` finds one exactly); '' when none. */
  searchCodes: string;
  /** "First Last, First Last". */
  travellerNames: string;
}

export interface FulfilmentResult {
  orderNo: string;
  status: OrderStatus;
  /** Every ticket number of the order (none for products without tickets). */
  ticketNumbers: string[];
  /** The supplier's confirmation number, for products that have one (absent otherwise). */
  confirmationNumber?: string | null;
}

export interface OrderMailMessage {
  subject: string;
  text: string;
  html: string;
}

/** The product of a stored order; an unknown one is a bug (rows are written by products). */
export function orderProductOf(
  ctx: Pick<AppContext, 'orderProducts'>,
  order: Pick<OrderRow, 'product' | 'orderNo'>,
): OrderProduct {
  if (!isProduct(order.product)) {
    throw new Error(`order ${order.orderNo} is of unknown product ${order.product}`);
  }
  return ctx.orderProducts[order.product];
}

/** Parses the stored details with the product's schema; throws when they do not fit (a bug). */
export function parseDetails<Details>(
  product: Pick<OrderProduct<Product, Details>, 'product' | 'details'>,
  order: Pick<OrderRow, 'product' | 'details' | 'orderNo'>,
): Details {
  const parsed = product.details.safeParse(order.details);
  if (order.product !== product.product || !parsed.success) {
    throw new Error(`order ${order.orderNo} has no readable ${product.product} details`);
  }
  return parsed.data;
}
