import Stripe from 'stripe';
import type { RefundResult } from '../port';
import type {
  CheckoutRefundRequest,
  CreateSessionRequest,
  HostedCheckout,
  ProcessorSession,
} from './port';
import { sessionMetadata } from './port';
import { StripeSessionObjectSchema, sessionFromStripe, unixSeconds } from './stripe-shape';

/**
 * Stripe Checkout behind the `HostedCheckout` port (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * set): real sessions, retrieved and expired through the `stripe` package, refunds of their
 * PaymentIntent with an idempotency key. Stripe's own retries are on (idempotency keys make
 * them safe); a failure that outlasts them throws, and the caller's record stays pending for
 * the sweep. Tests give it an `httpClient` that answers recorded Stripe replies.
 */
export interface StripeCheckoutOptions {
  secretKey: string;
  webhookSecret: string;
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
}

/** Refund statuses after which nothing will be paid out. */
const REFUND_FAILED = new Set(['failed', 'canceled']);

/** Stripe's error codes for a refund that cannot happen (already given back, too much). */
const NOT_REFUNDABLE_CODES = new Set([
  'charge_already_refunded',
  'amount_too_large',
  'charge_disputed',
]);

export class StripeHostedCheckout implements HostedCheckout {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeCheckoutOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    });
  }

  async createSession(request: CreateSessionRequest): Promise<ProcessorSession> {
    const currency = request.currency.toLowerCase();
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency,
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        // API 2026-10-28: a filter over the methods Stripe finds eligible (card, wechat_pay).
        allowed_payment_method_types: request.paymentMethodTypes,
        // WeChat Pay on a hosted page needs its client named (Stripe shows the QR code).
        ...(request.paymentMethodTypes.includes('wechat_pay')
          ? { payment_method_options: { wechat_pay: { client: 'web' as const } } }
          : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: unixSeconds(request.expiresAt),
        client_reference_id: request.orderNo,
        metadata: sessionMetadata(request),
        payment_intent_data: { metadata: sessionMetadata(request) },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return sessionFromStripe(StripeSessionObjectSchema.parse(session));
  }

  async retrieveSession(id: string): Promise<ProcessorSession | null> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(id);
      return sessionFromStripe(StripeSessionObjectSchema.parse(session));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return null;
      }
      throw error;
    }
  }

  async expireSession(id: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(id);
    } catch (error) {
      // Already complete or expired: nothing left to end (a payment that won is handled by its
      // event, refunded if the order no longer wants it).
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw error;
    }
  }

  async refund(request: CheckoutRefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.paymentRef, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return REFUND_FAILED.has(refund.status ?? '')
        ? { kind: 'notRefundable' }
        : { kind: 'refunded', refundRef: refund.id };
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        NOT_REFUNDABLE_CODES.has(error.code ?? '')
      ) {
        return { kind: 'notRefundable' };
      }
      throw error;
    }
  }

  async webhookSecret(): Promise<string> {
    return this.options.webhookSecret;
  }
}
