import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import {
  brandOf,
  cardNumberProblem,
  cvvLength,
  groupCardNumber,
  isExpired,
  passesLuhn,
} from './card-rules';

describe('card rules', () => {
  it('accepts every sandbox card by Luhn and finds its brand', () => {
    for (const number of Object.values(SANDBOX_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(brandOf(SANDBOX_CARDS.visaSuccess)).toBe('VI');
    expect(brandOf(SANDBOX_CARDS.mastercardSuccess)).toBe('CA');
    expect(brandOf('2221000000000009')).toBe('CA');
    expect(brandOf(SANDBOX_CARDS.amexSuccess)).toBe('AX');
    expect(brandOf(SANDBOX_CARDS.discoverSuccess)).toBe('DS');
    expect(brandOf('9999000000000000')).toBeNull();
  });

  it('rejects a number with one digit changed, and one with spaces is read as digits', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242-abcd-4242-4242')).toBe(false);
  });

  it('says what is wrong: Luhn, brand or length', () => {
    expect(cardNumberProblem('4242424242424241', 'VI')).toBe('luhn');
    expect(cardNumberProblem(SANDBOX_CARDS.visaSuccess, 'CA')).toBe('brand');
    expect(cardNumberProblem('42424242424242426', 'VI')).toBe('length');
    expect(cardNumberProblem(SANDBOX_CARDS.amexSuccess, 'AX')).toBeNull();
  });

  it('treats a card as valid through the last day of its expiry month', () => {
    const now = new Date(2026, 5, 30, 23, 0); // 30 June 2026
    expect(isExpired(6, 2026, now)).toBe(false);
    expect(isExpired(5, 2026, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
    expect(isExpired(12, 2025, now)).toBe(true);
  });

  it('wants 4 CVV digits for American Express and 3 for the others', () => {
    expect(cvvLength('AX')).toBe(4);
    expect(cvvLength('VI')).toBe(3);
    expect(cvvLength('CA')).toBe(3);
    expect(cvvLength('DS')).toBe(3);
  });

  it('groups digits the way the card prints them', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(groupCardNumber('42a4')).toBe('424');
  });
});
