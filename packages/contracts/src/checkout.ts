import { z } from 'zod';
import { EmailSchema } from './accounts';
import { ORDER_STATUSES } from './orders';
import { CardPaymentFieldsSchema } from './payments';
import { PRODUCTS } from './products';

/**
 * The hosted checkout (issue 12 §2; spec part 2 §3, §4, §7): a checkout session modelled on
 * Stripe Checkout, created for any payable order (`POST /api/PayStripe`), looked up by its id
 * (`GET /api/SearchCS`, the spec's checkout-session lookup by csid), the order's pay info and
 * the "save pay result" confirmation. The processor tells the API that a session was paid with
 * a signed webhook (`POST /api/webhooks/stripe`): fulfilment follows the event, never the return
 * page, so the save-pay-result call only reads.
 */

/** The spec's payment types: a card (Stripe) or WeChat Pay (WX). */
export const CHECKOUT_PAYMENT_TYPES = ['Stripe', 'WX'] as const;
export type CheckoutPaymentType = (typeof CHECKOUT_PAYMENT_TYPES)[number];

/**
 * What a session pays: the order's first payment (`order`: what is due now) or, for an order
 * paid in parts (a tour or cruise booked with a deposit), the balance left after it
 * (`balance`, the same payment `POST /api/PayBalance` takes). A balance session says so in its
 * `metadata.purpose`; an order session's metadata is unchanged.
 */
export const CHECKOUT_PURPOSES = ['order', 'balance'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

/** Stripe's names for the payment methods a session offers. */
export const CHECKOUT_METHOD_TYPES = ['card', 'wechat_pay'] as const;
export type CheckoutMethodType = (typeof CHECKOUT_METHOD_TYPES)[number];

export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
export type CheckoutSessionStatus = (typeof CHECKOUT_SESSION_STATUSES)[number];

/** Stripe's `payment_status` of a session (`no_payment_required` never applies here). */
export const CHECKOUT_PAYMENT_STATUSES = ['unpaid', 'paid'] as const;

/** A session id: Stripe's `cs_test_…` / `cs_live_…`, the sandbox's `cs_test_…`. */
export const CheckoutSessionIdSchema = z
  .string()
  .trim()
  .regex(/^cs_(test|live)_[A-Za-z0-9]{10,200}$/, 'a checkout session id (cs_…)');

/**
 * A checkout session as Stripe Checkout shows it (`object: 'checkout.session'`), plus the
 * spec's `OrderID` (a JSON string naming the order). Money in cents; `currency` in Stripe's
 * lower case; times in unix seconds, like Stripe.
 */
export const CheckoutSessionSchema = z.object({
  id: CheckoutSessionIdSchema,
  object: z.literal('checkout.session'),
  /** The hosted payment page to send the traveller to (while `open`). */
  url: z.string().nullable(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  payment_status: z.enum(CHECKOUT_PAYMENT_STATUSES),
  amount_total: z.number().int().nonnegative(),
  currency: z.string().regex(/^[a-z]{3}$/),
  created: z.number().int(),
  /** At least 30 minutes after `created`, never after the order's hold. */
  expires_at: z.number().int(),
  payment_method_types: z.array(z.enum(CHECKOUT_METHOD_TYPES)),
  metadata: z.object({ orderNo: z.string() }).catchall(z.string()),
  /** The spec's field: `{"orderNo": …}` as a JSON string. */
  OrderID: z.string(),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

/**
 * Where the order the session pays for stands (the return page polls this until the order is
 * paid and fulfilled). The session id is a bearer of this much: the order number, its product
 * and its status, nothing personal; the order itself still needs its owner or booking email.
 */
export const CheckoutOrderProgressSchema = z.object({
  orderNo: z.string(),
  product: z.enum(PRODUCTS),
  status: z.enum(ORDER_STATUSES),
  /**
   * What became of the session's payment: `paid` (the order took it), `refunded` (it came
   * after the hold ended or after the order was paid another way, and went straight back),
   * `failed` (the wallet refused it: pay again), or null while nothing has arrived.
   */
  payment: z.enum(['paid', 'refunded', 'failed']).nullable(),
  /**
   * The WeChat flow's short number (spec part 2 §3), a reference like the order number; null
   * before the order's first WeChat Pay session. Always sent; optional in the type only.
   */
  shortNumber: z.string().nullable().optional(),
});

/** `GET /api/SearchCS` and `POST /api/SaveOrderPayResult` reply. */
export const CheckoutLookupSchema = CheckoutSessionSchema.extend({
  order: CheckoutOrderProgressSchema,
});
export type CheckoutLookup = z.infer<typeof CheckoutLookupSchema>;

const orderTarget = {
  orderNo: z.string().trim().min(1).max(40),
  /** Booking email: how a visitor without an account proves the order is theirs. */
  email: EmailSchema.optional(),
};

/**
 * `POST /api/PayStripe`: a session for an order (the open one when it still fits); with
 * `purpose: 'balance'`, for the balance of an order booked with a deposit.
 */
export const PayStripeBodySchema = z.object({
  ...orderTarget,
  paymentType: z.enum(CHECKOUT_PAYMENT_TYPES).default('Stripe'),
  purpose: z.enum(CHECKOUT_PURPOSES).default('order'),
});
export type PayStripeBody = z.input<typeof PayStripeBodySchema>;

/** `GET /api/SearchCS?csid=` */
export const SearchCsQuerySchema = z.object({ csid: CheckoutSessionIdSchema });

/** `POST /api/SaveOrderPayResult`: the return page's confirmation (reads, writes nothing). */
export const SaveOrderPayResultBodySchema = z.object({ csid: CheckoutSessionIdSchema });

/** `GET /api/OrderPayInfo?orderNo=&email=` */
export const OrderPayInfoQuerySchema = z.object(orderTarget);

/**
 * Which payment of an order the pay info is about: the whole price at once (`full`), the
 * deposit of an order paid in parts (its first payment), or the `balance` after it.
 */
export const ORDER_PAYMENT_PURPOSES = ['full', 'deposit', 'balance'] as const;
export type OrderPaymentPurpose = (typeof ORDER_PAYMENT_PURPOSES)[number];

/** What `orderinfo` holds (a JSON string, as the spec has it). */
export const OrderPayInfoOrderSchema = z.object({
  orderNo: z.string(),
  product: z.enum(PRODUCTS),
  title: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** What is due now for `purpose` (cents); 0 once nothing is left to pay. */
  amountDueCents: z.number().int().nonnegative(),
  currency: z.string(),
  purpose: z.enum(ORDER_PAYMENT_PURPOSES),
  /** The WeChat flow's reference; null before the order's first WeChat Pay session. */
  shortNumber: z.string().nullable(),
  /**
   * The tour (or cruise) the order books (spec part 2 §3: "orderinfo (JSON string with
   * tourid)"). Only tour and cruise orders have it: absent from other products' orderinfo.
   */
  tourid: z.string().optional(),
});
export type OrderPayInfoOrder = z.infer<typeof OrderPayInfoOrderSchema>;

/**
 * The spec's order pay info (tour flow): the payment the order is at and its latest checkout
 * session, which agree: before the first payment the order's session and what is due now (the
 * deposit or the whole price), once a deposit is paid the balance's session (none yet: empty)
 * and the balance; with nothing left to pay, the latest session of any purpose and 0.
 */
export const OrderPayInfoSchema = z.object({
  orderid: z.string(),
  currency: z.literal('USD'),
  /** That payment's latest checkout session id; empty when it has none. */
  paymentid: z.string(),
  paymenttype: z.enum(CHECKOUT_PAYMENT_TYPES).nullable(),
  /** JSON string of OrderPayInfoOrderSchema. */
  orderinfo: z.string(),
});
export type OrderPayInfo = z.infer<typeof OrderPayInfoSchema>;

/** What the webhook answers the processor (any 2xx ends its retries). */
export const WebhookReplySchema = z.object({
  received: z.literal(true),
  /** The event was handled before (same id): nothing was done again. */
  duplicate: z.boolean(),
});

/** The return pages' query: Stripe substitutes the session id into the success URL. */
export const CheckoutReturnQuerySchema = z.object({ session_id: CheckoutSessionIdSchema });

/**
 * The sandbox checkout page's card form (`POST /sandbox-checkout/:id/card`, form-encoded): the
 * only request that carries a card number to our origin in the hosted flow. Sent to the sandbox
 * card processor and dropped; never stored or logged.
 */
export const SandboxCardFormSchema = CardPaymentFieldsSchema.pick({
  cardType: true,
  cardNumber: true,
  expiryMonth: true,
  expiryYear: true,
  cvv: true,
  cardholderName: true,
});
