import type { CardBrand } from '@travel/contracts/payments';

/**
 * What the storefront needs from a card processor. The sandbox processor in this folder fills
 * it; a Stripe adapter (STRIPE_SECRET_KEY) would create and confirm a PaymentIntent instead.
 * Card data passes through in memory only: nothing here is stored or logged.
 */
export interface PaymentProcessor {
  /**
   * Charges the card. With an `idempotencyKey` the processor answers the same key with the same
   * result and never charges it twice (Stripe's `Idempotency-Key`), so a retried or recovered
   * charge is safe.
   */
  charge(request: CardChargeRequest): Promise<CardChargeResult>;
  /**
   * What the processor did with the charge of this key: its result, or null when no charge was
   * made with it. Recovery asks this; it never infers a charge from our own rows.
   */
  retrieve(idempotencyKey: string): Promise<CardChargeResult | null>;
  /**
   * Gives back (part of) an approved charge. Idempotent on `idempotencyKey` like a charge: the
   * same key answers the first refund's result and never pays out twice.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}

export interface RefundRequest {
  /** The idempotency key the charge was made with. */
  chargeKey: string;
  amountCents: number;
  idempotencyKey: string;
  now: Date;
}

export type RefundResult =
  | { kind: 'refunded'; refundRef: string }
  /** No approved charge with that key, or less of it left than asked for: nothing paid out. */
  | { kind: 'notRefundable' };

export interface CardDetails {
  brand: CardBrand;
  /** Digits only. */
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  holderName: string;
}

export interface CardChargeRequest {
  /** 0 checks the card without charging it (a zero-amount authorisation, e.g. a guarantee). */
  amountCents: number;
  currency: string;
  card: CardDetails;
  /** Our reference (the order number), shown on the processor's side. */
  reference: string;
  now: Date;
  /**
   * Makes the charge idempotent on the processor's side; stored on the order before the charge
   * is sent (lib/orders/status.ts startPayment), so recovery can ask about it after a crash.
   */
  idempotencyKey?: string | undefined;
}

/** Why a card was refused; each maps to one catalogue entry. */
export type CardFailure = 'declined' | 'expired' | 'number' | 'securityCode';

export type CardChargeResult =
  | {
      kind: 'approved';
      processorRef: string;
      last4: string;
      /** Sandbox test hook: the payment succeeds but the airline will refuse to ticket. */
      failIssue: boolean;
    }
  | { kind: 'refused'; failure: CardFailure; last4: string };
