import { CURRENCIES, DEFAULT_CURRENCY, type CurrencyCode } from '@travel/contracts/constants';
import { LANGUAGE_KEEP_MS } from './language';
import { STORAGE_KEYS, readTimedChoice, writeTimedChoice } from './storage';
import { createStoredChoice } from './stored-choice';
import { numberFormat } from './intl-format';

/**
 * Currency choice and money formatting. Amounts are integer minor units (cents, fen). Rates are
 * units per 1 USD, as `GET /api/CurrencyConverter` gives them.
 */
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
/** The currency and language dialog keeps its choice as long as the language: 7 days. */
export const CURRENCY_KEEP_MS = LANGUAGE_KEEP_MS;

export type Rates = Partial<Record<string, number>>;

export function readStoredCurrency(now: number = Date.now()): CurrencyCode {
  return (
    readTimedChoice(STORAGE_KEYS.currency, CURRENCY_CODES, CURRENCY_KEEP_MS, now) ??
    DEFAULT_CURRENCY
  );
}

const currencyChoice = createStoredChoice<CurrencyCode>({
  read: () => readStoredCurrency(),
  write: (next, now) => writeTimedChoice(STORAGE_KEYS.currency, next, now),
  fallback: DEFAULT_CURRENCY,
});

export const currentCurrency = currencyChoice.current;
export const setCurrency = currencyChoice.set;
export const useCurrency = currencyChoice.useValue;
/** Tests only. */
export const resetCurrencyForTests = currencyChoice.reset;

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
  const number = numberFormat(options.locale ?? 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: true,
  }).format(absolute / factor);
  return `${amountMinor < 0 ? '-' : ''}${symbol}${number}`;
}
