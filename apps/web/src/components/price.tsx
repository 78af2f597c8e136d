import type { CurrencyCode } from '@travel/contracts/constants';
import { Text, type TextProps } from '@mantine/core';
import { convertMinor, formatMoney, useCurrency } from '../lib/currency';
import { useCurrencyRates } from '../lib/currency-rates';
import { localeTagOf, useLanguage } from '../lib/language';

interface PriceProps extends TextProps {
  /** Integer minor units (cents, fen) in `currency`. */
  amountMinor: number;
  /** The currency the amount is in; shown in the visitor's chosen currency when rates allow. */
  currency: CurrencyCode;
  hideZeroCents?: boolean;
}

/**
 * Prices of `currency` as text in the visitor's chosen currency (for a button label or a
 * sentence), with the original text for a `title` when converted; the rule `Price` shows.
 */
export function useMoneyText(
  currency: CurrencyCode,
): (amountMinor: number, hideZeroCents?: boolean) => { text: string; original: string | null } {
  const chosen = useCurrency();
  const language = useLanguage();
  const needsRates = chosen !== currency;
  const rates = useCurrencyRates({ enabled: needsRates });
  return (amountMinor, hideZeroCents) => {
    const options = { locale: localeTagOf(language), hideZeroCents };
    const original = formatMoney(amountMinor, currency, options);
    const converted =
      needsRates && rates.data
        ? convertMinor(amountMinor, currency, chosen, rates.data.rates)
        : null;
    return converted === null
      ? { text: original, original: null }
      : { text: formatMoney(converted, chosen, options), original };
  };
}

/**
 * A price in the visitor's chosen currency (USD or CNY). Until rates are known, or if they
 * cannot be loaded, it shows the original currency rather than a guess.
 */
export function Price({ amountMinor, currency, hideZeroCents, ...textProps }: PriceProps) {
  const { text, original } = useMoneyText(currency)(amountMinor, hideZeroCents);
  return (
    <Text span title={original ?? undefined} {...textProps}>
      {text}
    </Text>
  );
}
