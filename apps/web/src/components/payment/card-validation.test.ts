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
    // No card type to choose (issue 13 §2), and the relationship is "Self" unless changed.
    expect(errors).toEqual({
      cardNumber: 'Please fill in Card number',
      expiryMonth: 'Please fill in Expiry month',
      expiryYear: 'Please fill in Expiry year',
      cvv: 'Please fill in Security code (CVV)',
      cardholderName: 'Please fill in Name on card',
      cardholderPhone: 'Please fill in Cardholder phone',
      billingAddress: 'Please fill in Street address',
      city: 'Please fill in City',
      country: 'Please fill in Country or region',
      postCode: 'Please fill in Post code',
    });
  });

  it('words the number: malformed, Luhn, brand and length', () => {
    const luhn = 'This card number is not valid. Check the digits.';
    expect(validateCard(card({ cardNumber: '4242-abc' }), t, now).cardNumber).toBe(luhn);
    expect(validateCard(card({ cardNumber: '4242424242424241' }), t, now).cardNumber).toBe(luhn);
    // The type is read from the number: a stale one held by the form does not matter.
    expect(validateCard(card({ cardType: 'CA' }), t, now)).toEqual({});
    // Luhn-valid Visa prefix, 14 digits: Visa issues 13, 16 or 19.
    expect(validateCard(card({ cardNumber: '42424242424242' }), t, now).cardNumber).toBe(
      'This card number has the wrong number of digits for its card type.',
    );
    // No brand: the contract's 12–19 digits still apply.
    expect(validateCard(card({ cardType: '', cardNumber: '12345' }), t, now).cardNumber).toBe(luhn);
  });

  it('names a brand it knows but does not take, and the four it takes otherwise', () => {
    // JCB's 3530 1113 3330 0000 and Diners' 3056 9309 0259 04 pass Luhn.
    expect(validateCard(card({ cardNumber: '3530111333300000' }), t, now).cardNumber).toBe(
      'JCB cards are not accepted. Use Visa, Mastercard, American Express or Discover.',
    );
    expect(validateCard(card({ cardNumber: '30569309025904' }), t, now).cardNumber).toBe(
      'Diners Club cards are not accepted. Use Visa, Mastercard, American Express or Discover.',
    );
    expect(validateCard(card({ cardNumber: '1234567812345670' }), t, now).cardNumber).toBe(
      'We take Visa, Mastercard, American Express and Discover; this number is none of them.',
    );
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
      cardNumber:
        'UnionPay cards are not accepted. Use Visa, Mastercard, American Express or Discover.',
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

  it("wants the brand's code length, and 3 or 4 digits before a brand is known", () => {
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
    expect(validateCard(card({ cardNumber: '', cvv: '12' }), t, now).cvv).toBe(
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
    expect(Object.keys(cardFormErrors(card({ cvv: '', country: '' }), t, now))).toEqual([
      'card.cvv',
      'card.country',
    ]);
  });
});

describe('the billing block: the fields the country needs', () => {
  it('asks for a post code where the country has them, not in Hong Kong', () => {
    expect(validateCard(card({ postCode: '' }), t, now)).toEqual({
      postCode: 'Please fill in Post code',
    });
    expect(validateCard(card({ postCode: '', country: 'HK' }), t, now)).toEqual({});
  });
});

describe('cardPaymentOf (what /api/Payment receives)', () => {
  it("sends the spec's card type read from the number, and Self when no relationship is held", async () => {
    const { cardPaymentOf } = await import('./card-values');
    expect(cardPaymentOf(card({ cardType: '', relationship: '' }))).toMatchObject({
      cardType: 'VI',
      cardNumber: '4242424242424242',
      relationship: 'Self',
    });
    expect(cardPaymentOf(card({ cardNumber: SANDBOX_CARDS.amexSuccess })).cardType).toBe('AX');
    // A state typed before a country whose addresses carry none is dropped.
    expect(cardPaymentOf(card({ state: 'Kent', country: 'GB' })).state).toBe('');
    expect(cardPaymentOf(card({ state: 'CA', country: 'US' })).state).toBe('CA');
    expect(cardPaymentOf(card({ postCode: '999077', country: 'HK' })).postCode).toBe('');
  });
});
