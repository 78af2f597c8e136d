import { useSyncExternalStore } from 'react';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  LANGUAGE_KEEP_DAYS,
  type CurrencyCode,
} from '@travel/contracts/constants';
import { STORAGE_KEYS, readTimedChoice, writeTimedChoice } from './storage';

/**
 * Currency choice and money formatting. Amounts are integer minor units (cents, fen). Rates are
 * units per 1 USD, as `GET /api/CurrencyConverter` gives them.
 */
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
/** The currency and language dialog keeps its choice as long as the language: 7 days. */
export const CURRENCY_KEEP_MS = LANGUAGE_KEEP_DAYS * 24 * 60 * 60 * 1000;

export type Rates = Partial<Record<string, number>>;

export function readStoredCurrency(now: number = Date.now()): CurrencyCode {
  return (
    readTimedChoice(STORAGE_KEYS.currency, CURRENCY_CODES, CURRENCY_KEEP_MS, now) ??
    DEFAULT_CURRENCY
  );
}

type Listener = () => void;
const listeners = new Set<Listener>();
let currency: CurrencyCode | null = null;

export function currentCurrency(): CurrencyCode {
  currency ??= readStoredCurrency();
  return currency;
}

export function setCurrency(next: CurrencyCode, now: number = Date.now()): void {
  writeTimedChoice(STORAGE_KEYS.currency, next, now);
  currency = next;
  for (const listener of listeners) listener();
}

export function useCurrency(): CurrencyCode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentCurrency,
    () => DEFAULT_CURRENCY,
  );
}

/** Tests only. */
export function resetCurrencyForTests(): void {
  currency = null;
}

/**
 * Converts minor units between currencies through the USD-based rates. Returns null when a
 * rate is missing, so callers show the original currency rather than a wrong number.
 */
export function convertMinor(
  amountMinor: number,
  from: CurrencyCode,
  to: CurrencyCode,
  rates: Rates,
): number | null {
  if (from === to) return amountMinor;
  const fromRate = from === 'USD' ? 1 : rates[from];
  const toRate = to === 'USD' ? 1 : rates[to];
  if (!fromRate || !toRate || fromRate <= 0 || toRate <= 0) return null;
  const fromFactor = 10 ** CURRENCIES[from].minorUnits;
  const toFactor = 10 ** CURRENCIES[to].minorUnits;
  return Math.round(((amountMinor / fromFactor) * toRate * toFactor) / fromRate);
}

/**
 * "$1,234.50", "¥8,765.00", "-$3.20". The symbol is the spec's ($, ¥) rather than Intl's
 * "CN¥", and grouping follows the page language.
 */
export function formatMoney(
  amountMinor: number,
  code: CurrencyCode,
  options: { locale?: string; hideZeroCents?: boolean } = {},
): string {
  if (!Number.isInteger(amountMinor)) {
    throw new RangeError(`amountMinor must be an integer, got ${amountMinor}`);
  }
  const { symbol, minorUnits } = CURRENCIES[code];
  const factor = 10 ** minorUnits;
  const absolute = Math.abs(amountMinor);
  const whole = absolute % factor === 0;
  const digits = options.hideZeroCents && whole ? 0 : minorUnits;
  const number = new Intl.NumberFormat(options.locale ?? 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: true,
  }).format(absolute / factor);
  return `${amountMinor < 0 ? '-' : ''}${symbol}${number}`;
}
