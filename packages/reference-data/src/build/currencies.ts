import type { Country, Currency } from '../types';
import type { RawCurrency } from './sources';

/** ISO 4217 currencies that some country uses, with symbols and minor-unit digits. */
export function buildCurrencies(
  raw: Record<string, RawCurrency>,
  countries: Country[],
): Currency[] {
  const used = new Set(countries.flatMap((country) => country.currencies));
  return Object.entries(raw)
    .filter(([code]) => used.has(code))
    .map(([code, currency]) => ({
      code,
      name: currency.name,
      symbol: currency.symbol,
      symbolNative: currency.symbolNative,
      decimals: currency.decimals,
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
}
