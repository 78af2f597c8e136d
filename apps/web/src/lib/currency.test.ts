import { describe, expect, it } from 'vitest';
import {
  CURRENCY_KEEP_MS,
  convertMinor,
  currentCurrency,
  formatMoney,
  readStoredCurrency,
  resetCurrencyForTests,
  setCurrency,
} from './currency';
import { STORAGE_KEYS } from './storage';

describe('formatMoney', () => {
  it('formats integer minor units with the spec symbols', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(99, 'USD')).toBe('$0.99');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(876500, 'CNY')).toBe('¥8,765.00');
  });

  it('puts the sign before the symbol', () => {
    expect(formatMoney(-320, 'USD')).toBe('-$3.20');
  });

  it('can drop zero cents and follow the page language grouping', () => {
    expect(formatMoney(150000, 'USD', { hideZeroCents: true })).toBe('$1,500');
    expect(formatMoney(150050, 'USD', { hideZeroCents: true })).toBe('$1,500.50');
    expect(formatMoney(123456789, 'USD', { locale: 'es-ES' })).toBe('$1.234.567,89');
  });

  it('refuses amounts that are not minor units', () => {
    expect(() => formatMoney(12.5, 'USD')).toThrow(RangeError);
  });
});

describe('convertMinor', () => {
  const rates = { USD: 1, CNY: 7.1 };

  it('converts through the USD-based rates and rounds to a minor unit', () => {
    expect(convertMinor(10000, 'USD', 'CNY', rates)).toBe(71000);
    expect(convertMinor(71000, 'CNY', 'USD', rates)).toBe(10000);
    expect(convertMinor(1, 'USD', 'CNY', rates)).toBe(7);
    expect(convertMinor(5000, 'USD', 'USD', {})).toBe(5000);
  });

  it('answers null rather than a wrong number when a rate is missing', () => {
    expect(convertMinor(10000, 'USD', 'CNY', {})).toBeNull();
    expect(convertMinor(10000, 'USD', 'CNY', { CNY: 0 })).toBeNull();
  });
});

describe('currency choice', () => {
  it('defaults to USD and survives a reload through storage', () => {
    expect(currentCurrency()).toBe('USD');
    setCurrency('CNY');
    resetCurrencyForTests(); // as after a reload
    expect(currentCurrency()).toBe('CNY');
  });

  it('expires with the language choice after 7 days', () => {
    const now = Date.UTC(2026, 0, 15);
    setCurrency('CNY', now - CURRENCY_KEEP_MS - 1);
    expect(readStoredCurrency(now)).toBe('USD');
    expect(localStorage.getItem(STORAGE_KEYS.currency)).toBeNull();
  });
});
