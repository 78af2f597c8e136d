import { useCallback } from 'react';
import { convertMinor, formatMoney, useCurrency } from './currency';
import { useCurrencyRates } from './currency-rates';
import { localeTagOf, useLanguage } from './language';

/**
 * USD cents as text in the visitor's currency, for labels that must be plain strings (a seat
 * button's accessible name). Shows USD until rates are known, like the Price component.
 */
export function useMoneyText(): (usdCents: number) => string {
  const chosen = useCurrency();
  const language = useLanguage();
  const rates = useCurrencyRates({ enabled: chosen !== 'USD' });
  const table = rates.data?.rates;
  return useCallback(
    (usdCents: number) => {
      const options = { locale: localeTagOf(language), hideZeroCents: true };
      const converted = table ? convertMinor(usdCents, 'USD', chosen, table) : null;
      return converted === null
        ? formatMoney(usdCents, 'USD', options)
        : formatMoney(converted, chosen, options);
    },
    [chosen, language, table],
  );
}
