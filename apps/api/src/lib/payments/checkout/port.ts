import type {
  CheckoutMethodType,
  CheckoutPurpose,
  CheckoutSessionStatus,
} from '@travel/contracts/checkout';
import type { RefundResult } from '../port';

/**
 * What the storefront needs from a hosted checkout (issue 12 §2), modelled on Stripe Checkout:
 * a session the traveller pays on the processor's page, looked up by id, and refunds of what
 * it took. The processor reports payments by webhook (modules/checkout/webhook.service.ts),
 * signed with `webhookSecret()`. Two implementations, chosen in one place
 * (hosted-checkout.ts): the built-in sandbox and Stripe.
 */
export interface HostedCheckout {
  readonly kind: 'sandbox' | 'stripe';
  createSession(request: CreateSessionRequest): Promise<ProcessorSession>;
  /** The session as the processor has it now; null when it does not know the id. */
  retrieveSession(id: string): Promise<ProcessorSession | null>;
  /** Ends an open session so it can no longer be paid (a newer one replaces it). */
  expireSession(id: string, now: Date): Promise<void>;
  /**
   * Gives back (part of) what a paid session took. Idempotent on `idempotencyKey`: a retry
   * answers the first refund's result and never pays out twice.
   */
  refund(request: CheckoutRefundRequest): Promise<RefundResult>;
  /** The secret the processor signs its webhook events with (Stripe's `whsec_…`). */
  webhookSecret(): Promise<string>;
}

export interface CreateSessionRequest {
  orderNo: string;
  /** What the page says is being paid for (the order's title). */
  description: string;
  amountCents: number;
  /** ISO code, any case (sent lower-case, as Stripe wants it). */
  currency: string;
  paymentMethodTypes: CheckoutMethodType[];
  /** Absolute; `{CHECKOUT_SESSION_ID}` is replaced by the session id, as Stripe does. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  now: Date;
  /** Makes the creation idempotent at the processor (a retried request gets the same one). */
  idempotencyKey: string;
  /** What the session pays; absent: the order's first payment. */
  purpose?: CheckoutPurpose;
}

/**
 * The metadata a session is created with: the order number, and `purpose: 'balance'` for a
 * balance (an order session's metadata stays what it always was).
 */
export function sessionMetadata(request: CreateSessionRequest): Record<string, string> {
  return request.purpose === 'balance'
    ? { orderNo: request.orderNo, purpose: 'balance' }
    : { orderNo: request.orderNo };
}

/** A checkout session in the processor's terms (Stripe's fields, times as dates). */
export interface ProcessorSession {
  id: string;
  url: string | null;
  status: CheckoutSessionStatus;
  paymentStatus: 'paid' | 'unpaid';
  amountTotal: number;
  /** Lower case (usd). */
  currency: string;
  created: Date;
  expiresAt: Date;
  paymentMethodTypes: CheckoutMethodType[];
  metadata: Record<string, string>;
  /** The payment that paid it (Stripe: a PaymentIntent id), null until paid. */
  paymentIntent: string | null;
}

export interface CheckoutRefundRequest {
  /** The payment the session took (payments.processor_ref: the PaymentIntent id). */
  paymentRef: string;
  /** The key it was charged with (payments.charge_key). */
  chargeKey: string | null;
  amountCents: number;
  idempotencyKey: string;
  now: Date;
}

/** Stripe's maximum and minimum session life (30 minutes to 24 hours). */
export const SESSION_MIN_MS = 30 * 60_000;
export const SESSION_MAX_MS = 24 * 60 * 60_000;
