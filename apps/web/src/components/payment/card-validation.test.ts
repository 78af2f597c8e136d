import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@travel/contracts/payments';
import { i18n } from '../../lib/i18n';
import { EMPTY_CARD, type CardValues } from './card-values';
import { cardFormErrors, validateCard } from './card-validation';

/** Each rule of the card form → the words the payer reads (English), issue 11 §3. */
const t = i18n.getFixedT('payment');
const now = new Date(2026, 5, 15);

const card = (rest: Partial<CardValues> = {}): CardValues => ({
  ...EMPTY_CARD,
  cardType: 'VI',
  cardNumber: '4242 4242 4242 4242',
  expiryMonth: '12',
  expiryYear: '2030',
  cvv: '123',
  cardholderName: 'Ann Lee',
  relationship: 'Self',
  cardholderPhone: '+44 20 7946 0000',
  billingAddress: '1 High Street',
  city: 'London',
  country: 'GB',
  postCode: 'SW1A 1AA',
  ...rest,
});

describe('validateCard (the contract CardPaymentSchema + the processor checks)', () => {
  it('passes a complete card, optional fields blank', () => {
    expect(validateCard(card(), t, now)).toEqual({});
    expect(validateCard(card({ cvv: ' 123 ' }), t, now)).toEqual({});
  });

  it('asks for every required field by its label, and not for the optional ones', () => {
    const errors = validateCard(EMPTY_CARD, t, now);
    expect(errors).toEqual({
      cardType: 'Please fill in Card type',
      cardNumber: 'Please fill in Card number',
      expiryMonth: 'Please fill in Expiry month',
      expiryYear: 'Please fill in Expiry year',
      cvv: 'Please fill in Security code (CVV)',
      cardholderName: 'Please fill in Name on card',
      relationship: 'Please fill in Relationship to cardholder',
      cardholderPhone: 'Please fill in Cardholder phone',
      billingAddress: 'Please fill in Billing address',
      city: 'Please fill in City',
      country: 'Please fill in Country or region',
      postCode: 'Please fill in Post code',
    });
  });

  it('words the number: malformed, Luhn, brand and length', () => {
    const luhn = 'This card number is not valid. Check the digits.';
    expect(validateCard(card({ cardNumber: '4242-abc' }), t, now).cardNumber).toBe(luhn);
    expect(validateCard(card({ cardNumber: '4242424242424241' }), t, now).cardNumber).toBe(luhn);
    expect(validateCard(card({ cardType: 'CA' }), t, now).cardNumber).toBe(
      'This number does not belong to the card type chosen.',
    );
    // Luhn-valid Visa prefix, 14 digits: Visa issues 13, 16 or 19.
    expect(validateCard(card({ cardNumber: '42424242424242' }), t, now).cardNumber).toBe(
      'This card number has the wrong number of digits for its card type.',
    );
    // No brand chosen: the contract's 12–19 digits still apply.
    expect(validateCard(card({ cardType: '', cardNumber: '12345' }), t, now).cardNumber).toBe(luhn);
  });

  it('refuses a card past its expiry month on the payer clock, not the month itself', () => {
    expect(validateCard(card({ expiryMonth: '5', expiryYear: '2026' }), t, now)).toEqual({
      expiryMonth: 'This card has expired.',
    });
    expect(validateCard(card({ expiryMonth: '6', expiryYear: '2026' }), t, now)).toEqual({});
  });

  it('takes and refuses what the processor does (one module of card rules, issue 11 §3)', () => {
    // 622000…: UnionPay's own range, outside Discover's 622126–622925; the API refuses it.
    expect(validateCard(card({ cardType: 'DS', cardNumber: '6220000000000001' }), t, now)).toEqual({
      cardNumber: 'This number does not belong to the card type chosen.',
    });
    expect(validateCard(card({ cardType: 'DS', cardNumber: '6221260000000000' }), t, now)).toEqual(
      {},
    );
  });

  it('leaves the first day after the expiry month (UTC) to the server', () => {
    const may = card({ expiryMonth: '5', expiryYear: '2026' });
    // Already June for a payer east of UTC, still May on the processor's clock: the form takes it.
    expect(validateCard(may, t, new Date('2026-05-31T22:00:00Z'))).toEqual({});
    // The server refuses it from 1 June 00:00 UTC; the form a day later.
    expect(validateCard(may, t, new Date('2026-06-01T12:00:00Z'))).toEqual({});
    expect(validateCard(may, t, new Date('2026-06-02T00:00:00Z'))).toEqual({
      expiryMonth: 'This card has expired.',
    });
  });

  it("wants the brand's code length, and 3 or 4 digits before a brand is chosen", () => {
    expect(validateCard(card({ cvv: '1234' }), t, now).cvv).toBe(
      'Enter the 3-digit security code.',
    );
    expect(
      validateCard(
        card({ cardType: 'AX', cardNumber: SANDBOX_CARDS.amexSuccess, cvv: '123' }),
        t,
        now,
      ).cvv,
    ).toBe('Enter the 4-digit security code.');
    expect(validateCard(card({ cardType: '', cvv: '12' }), t, now).cvv).toBe(
      'Enter the 3- or 4-digit security code.',
    );
  });

  it("applies the contract's rules the hand-written copy lacked (the API's own limits)", () => {
    expect(validateCard(card({ cardholderName: 'A'.repeat(101) }), t, now).cardholderName).toBe(
      'Use at most 100 characters.',
    );
    expect(validateCard(card({ country: 'GBR' }), t, now).country).toBe('Check Country or region.');
    expect(validateCard(card({ cardholderPhone: 'call me' }), t, now).cardholderPhone).toBe(
      'Enter a phone number with digits only, optionally starting with +.',
    );
  });

  it('keys the errors as form paths in screen order', () => {
    expect(Object.keys(cardFormErrors(card({ cvv: '', cardType: '' }), t, now))).toEqual([
      'card.cardType',
      'card.cvv',
    ]);
  });
});
