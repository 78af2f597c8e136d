import type { ChangeEvent } from 'react';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from '../../lib/i18n';
import {
  CARD_BRANDS,
  CARD_BRAND_NAMES,
  CARDHOLDER_RELATIONSHIPS,
} from '@travel/contracts/form-values';
import { groupCardNumber } from '@travel/contracts/card-rules';
import { CountrySelect, LazySelect as Select, preloadSelect } from '../lazy-select/lazy-select';
import type { CardField, CardValues } from './card-values';

/** What Mantine's `form.getInputProps(path)` gives a field. */
export type InputBinding = GetInputPropsReturnType;

const NS = 'payment';

/** Expiry years offered: this year and the next fifteen. */
const expiryYears = (now: Date = new Date()): string[] =>
  Array.from({ length: 16 }, (_, index) => String(now.getFullYear() + index));

/**
 * The card fields of the payment form (spec part 1 §3), bound to the caller's form through
 * `bind(field)`, so /book and /order/pay share the fields and their rules but keep their own
 * form. Card data goes only into the POST body of /api/Payment.
 */
export function CardFields({
  values,
  bind,
  disabled,
}: {
  values: CardValues;
  bind: (field: CardField) => InputBinding;
  disabled?: boolean;
}) {
  const { t } = useTranslation(NS);
  const months = Array.from({ length: 12 }, (_, index) => {
    const value = String(index + 1).padStart(2, '0');
    return { value: String(index + 1), label: value };
  });
  const cardNumber = bind('cardNumber');
  const common = { disabled, comboboxProps: { withinPortal: true } } as const;

  return (
    <Fieldset
      legend={t('cardLegend')}
      disabled={disabled}
      variant="unstyled"
      p={0}
      // The first focus in the card form loads the dropdowns before a select is reached.
      onFocus={() => void preloadSelect()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('fields.cardType')}
          required
          data={CARD_BRANDS.map((brand) => ({
            value: brand,
            label: `${CARD_BRAND_NAMES[brand]} (${brand})`,
          }))}
          {...common}
          {...bind('cardType')}
          value={values.cardType || null}
        />
        <TextInput
          label={t('fields.cardNumber')}
          required
          inputMode="numeric"
          autoComplete="cc-number"
          {...cardNumber}
          value={values.cardNumber}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            cardNumber.onChange(groupCardNumber(event.currentTarget.value))
          }
        />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label={t('fields.expiryMonth')}
            required
            data={months}
            autoComplete="cc-exp-month"
            {...common}
            {...bind('expiryMonth')}
            value={values.expiryMonth || null}
          />
          <Select
            label={t('fields.expiryYear')}
            required
            data={expiryYears()}
            autoComplete="cc-exp-year"
            {...common}
            {...bind('expiryYear')}
            value={values.expiryYear || null}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.cvv')}
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          description={t('cvvHint')}
          {...bind('cvv')}
        />
        <TextInput
          label={t('fields.cardholderName')}
          required
          autoComplete="cc-name"
          {...bind('cardholderName')}
        />
        <Select
          label={t('fields.relationship')}
          required
          data={CARDHOLDER_RELATIONSHIPS.map((value) => ({
            value,
            label: t(`relationships.${value}`),
          }))}
          {...common}
          {...bind('relationship')}
          value={values.relationship || null}
        />
        <TextInput label={t('fields.issuingBank')} {...bind('issuingBank')} />
        <TextInput label={t('fields.bankTollFree')} type="tel" {...bind('bankTollFree')} />
        <TextInput
          label={t('fields.cardholderPhone')}
          required
          type="tel"
          autoComplete="tel"
          {...bind('cardholderPhone')}
        />
        <TextInput
          label={t('fields.billingAddress')}
          required
          autoComplete="billing street-address"
          {...bind('billingAddress')}
        />
        <TextInput
          label={t('fields.city')}
          required
          autoComplete="billing address-level2"
          {...bind('city')}
        />
        <TextInput
          label={t('fields.state')}
          autoComplete="billing address-level1"
          {...bind('state')}
        />
        <CountrySelect
          label={t('fields.country')}
          required
          nothingFoundMessage={t('noCountryMatch')}
          loadingText={t('loadingCountries')}
          {...common}
          {...bind('country')}
          value={values.country || null}
        />
        <TextInput
          label={t('fields.postCode')}
          required
          autoComplete="billing postal-code"
          {...bind('postCode')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
