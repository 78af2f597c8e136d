import { randomBytes } from 'node:crypto';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { cardExpired, cvvLength, lastFour, numberFitsBrand } from './card-rules';
import type { CardChargeRequest, CardChargeResult, PaymentProcessor } from './port';

/**
 * The built-in card processor: it checks what a real one checks (number, brand, expiry, CVV)
 * and approves any other well-formed card, except the test cards of `SANDBOX_CARDS`, which
 * decline, report an expired card, or approve but make ticketing fail. No money moves.
 */
export class SandboxCardProcessor implements PaymentProcessor {
  async charge(request: CardChargeRequest): Promise<CardChargeResult> {
    const { card, now } = request;
    const last4 = lastFour(card.number);
    if (!numberFitsBrand(card.number, card.brand))
      return { kind: 'refused', failure: 'number', last4 };
    if (cardExpired(card.expiryMonth, card.expiryYear, now)) {
      return { kind: 'refused', failure: 'expired', last4 };
    }
    if (card.cvv.length !== cvvLength(card.brand)) {
      return { kind: 'refused', failure: 'securityCode', last4 };
    }
    if (card.number === SANDBOX_CARDS.visaDeclined)
      return { kind: 'refused', failure: 'declined', last4 };
    if (card.number === SANDBOX_CARDS.visaExpired)
      return { kind: 'refused', failure: 'expired', last4 };
    // 0 is a card check without a charge (a zero-amount authorisation: a hotel guarantee).
    if (!Number.isInteger(request.amountCents) || request.amountCents < 0) {
      return { kind: 'refused', failure: 'declined', last4 };
    }
    return {
      kind: 'approved',
      processorRef: `sbx_${randomBytes(12).toString('hex')}`,
      last4,
      failIssue: card.number === SANDBOX_CARDS.visaIssueFails,
    };
  }
}
