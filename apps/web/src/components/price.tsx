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
 * A price in the visitor's chosen currency (USD or CNY). Until rates are known, or if they
 * cannot be loaded, it shows the original currency rather than a guess.
 */
export function Price({ amountMinor, currency, hideZeroCents, ...textProps }: PriceProps) {
  const chosen = useCurrency();
  const language = useLanguage();
  const needsRates = chosen !== currency;
  const rates = useCurrencyRates({ enabled: needsRates });
  const converted =
    needsRates && rates.data ? convertMinor(amountMinor, currency, chosen, rates.data.rates) : null;
  const options = { locale: localeTagOf(language), hideZeroCents };
  const original = formatMoney(amountMinor, currency, options);

  if (converted === null) {
    return (
      <Text span {...textProps}>
        {original}
      </Text>
    );
  }
  return (
    <Text span title={original} {...textProps}>
      {formatMoney(converted, chosen, options)}
    </Text>
  );
}
