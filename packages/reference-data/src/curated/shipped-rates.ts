/**
 * The exchange-rate table shipped with the storefront, used until a configured source
 * (CURRENCY_RATES_URL) has been read: the European Central Bank's euro foreign exchange
 * reference rates of 28 June 2024 (published about 16:00 CET), re-based on the US dollar.
 * Reuse of ECB reference rates is free with the source named (see docs/reference-data.md).
 */
export const SHIPPED_RATES_TAKEN_AT = '2024-06-28T14:00:00.000Z';
export const SHIPPED_RATES_SOURCE = 'ECB euro reference rates 2024-06-28';

/** Units of each currency per 1 EUR, exactly as published. */
const ECB_RATES_PER_EUR: Record<string, number> = {
  USD: 1.0705,
  JPY: 171.94,
  BGN: 1.9558,
  CZK: 25.025,
  DKK: 7.4575,
  GBP: 0.84638,
  HUF: 395.1,
  PLN: 4.309,
  RON: 4.9773,
  SEK: 11.3595,
  CHF: 0.9634,
  ISK: 148.9,
  NOK: 11.3965,
  TRY: 35.1868,
  AUD: 1.6079,
  BRL: 5.8915,
  CAD: 1.467,
  CNY: 7.7748,
  HKD: 8.3594,
  IDR: 17487.21,
  ILS: 4.02,
  INR: 89.2495,
  KRW: 1474.86,
  MXN: 19.5654,
  MYR: 5.0501,
  NZD: 1.7601,
  PHP: 62.56,
  SGD: 1.4513,
  THB: 39.319,
  ZAR: 19.497,
};

/** Significant digits kept when re-basing, well within the table's numeric(20, 10). */
const SIGNIFICANT_DIGITS = 10;

/** Units of each currency per 1 USD (USD itself is exactly 1). */
export function shippedRatesPerUsd(): Record<string, number> {
  const usdPerEur = ECB_RATES_PER_EUR.USD as number;
  const rates: Record<string, number> = {
    USD: 1,
    EUR: Number((1 / usdPerEur).toPrecision(SIGNIFICANT_DIGITS)),
  };
  for (const [code, perEur] of Object.entries(ECB_RATES_PER_EUR)) {
    if (code === 'USD') continue;
    rates[code] = Number((perEur / usdPerEur).toPrecision(SIGNIFICANT_DIGITS));
  }
  return rates;
}
