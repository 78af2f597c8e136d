import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { brandOfNumber, cardExpired, cvvLength, luhnValid, numberFitsBrand } from './card-rules';

describe('card rules', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('4242-4242')).toBe(false);
  });

  it('every sandbox card is a valid number of its brand', () => {
    for (const number of Object.values(SANDBOX_CARDS)) {
      const brand = brandOfNumber(number);
      expect(brand, number).not.toBeNull();
      expect(numberFitsBrand(number, brand!)).toBe(true);
    }
    expect(brandOfNumber(SANDBOX_CARDS.mastercardSuccess)).toBe('CA');
    expect(brandOfNumber(SANDBOX_CARDS.amexSuccess)).toBe('AX');
    expect(brandOfNumber(SANDBOX_CARDS.discoverSuccess)).toBe('DS');
    expect(brandOfNumber('2223003122003222')).toBe('CA');
    expect(brandOfNumber('9999999999999995')).toBeNull();
  });

  it('refuses a number of another brand or length', () => {
    expect(numberFitsBrand(SANDBOX_CARDS.visaSuccess, 'CA')).toBe(false);
    expect(numberFitsBrand(SANDBOX_CARDS.amexSuccess, 'VI')).toBe(false);
    // Luhn-valid Visa prefix, but 15 digits is not a Visa length.
    expect(numberFitsBrand('424242424242426', 'VI')).toBe(false);
  });

  it('a card is good through the end of its expiry month', () => {
    const now = new Date('2026-05-31T23:59:00Z');
    expect(cardExpired(5, 2026, now)).toBe(false);
    expect(cardExpired(4, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
  });

  it('American Express takes 4 security digits, the others 3', () => {
    expect(cvvLength('AX')).toBe(4);
    expect(cvvLength('VI')).toBe(3);
  });
});
