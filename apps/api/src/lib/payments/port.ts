import type { CardBrand } from '@travel/contracts/flight-booking';

/**
 * What the storefront needs from a card processor. The sandbox processor in this folder fills
 * it; a Stripe adapter (STRIPE_SECRET_KEY) would create and confirm a PaymentIntent instead.
 * Card data passes through in memory only: nothing here is stored or logged.
 */
export interface PaymentProcessor {
  charge(request: CardChargeRequest): Promise<CardChargeResult>;
}

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
