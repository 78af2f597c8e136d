import type { ChangeEvent } from 'react';
import { Badge, Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from '../../lib/i18n';
import { CARD_BRAND_NAMES, CARDHOLDER_RELATIONSHIPS } from '@travel/contracts/form-values';
import { groupCardNumber } from '@travel/contracts/card-rules';
import { postCodeNeeded, regionAsked } from './billing-address';
import { cardTypeOf, detectBrand } from './card-brand';
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
 *
 * Issue 13 §2: the card type is read from the number as it is typed (and still sent as the
 * spec's field); the bank fields and the relationship ("Self" preselected) are optional; the
 * billing address is one block, country first, then what that country's addresses carry.
 * Every field names its `autocomplete` token, so a browser's saved card and address fill it.
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
  const cardType = bind('cardType');
  const common = { disabled, comboboxProps: { withinPortal: true } } as const;
  const detected = detectBrand(values.cardNumber);
  const brandText = !detected
    ? t('brand.accepted')
    : detected.accepted
      ? t('brand.detected', { brand: CARD_BRAND_NAMES[detected.brand] })
      : t('brand.unaccepted', { brand: detected.brand });

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
        <TextInput
          label={t('fields.cardNumber')}
          required
          inputMode="numeric"
          autoComplete="cc-number"
          description={brandText}
          {...cardNumber}
          value={values.cardNumber}
          rightSectionWidth={detected?.accepted ? 64 : undefined}
          rightSection={
            detected?.accepted ? (
              <Badge variant="light" c="gray.9" size="sm" aria-hidden>
                {detected.brand}
              </Badge>
            ) : null
          }
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const typed = groupCardNumber(event.currentTarget.value);
            cardNumber.onChange(typed);
            cardType.onChange(cardTypeOf(typed));
          }}
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
        <TextInput
          label={t('fields.cardholderPhone')}
          required
          type="tel"
          autoComplete="billing tel"
          {...bind('cardholderPhone')}
        />
        <Select
          label={t('fields.relationship')}
          description={t('relationshipHint')}
          data={CARDHOLDER_RELATIONSHIPS.map((value) => ({
            value,
            label: t(`relationships.${value}`),
          }))}
          allowDeselect={false}
          autoComplete="off"
          {...common}
          {...bind('relationship')}
          value={values.relationship || 'Self'}
        />
        <TextInput
          label={t('fields.issuingBank')}
          description={t('optional')}
          autoComplete="off"
          {...bind('issuingBank')}
        />
        <TextInput
          label={t('fields.bankTollFree')}
          description={t('optional')}
          type="tel"
          autoComplete="off"
          {...bind('bankTollFree')}
        />
      </SimpleGrid>
      <Fieldset legend={t('billingLegend')} variant="unstyled" p={0} mt="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CountrySelect
            label={t('fields.country')}
            required
            autoComplete="billing country-name"
            nothingFoundMessage={t('noCountryMatch')}
            loadingText={t('loadingCountries')}
            {...common}
            {...bind('country')}
            value={values.country || null}
          />
          <TextInput
            label={t('fields.billingAddress')}
            required
            autoComplete="billing address-line1"
            {...bind('billingAddress')}
          />
          <TextInput
            label={t('fields.city')}
            required
            autoComplete="billing address-level2"
            {...bind('city')}
          />
          {regionAsked(values.country) ? (
            <TextInput
              label={t('fields.state')}
              autoComplete="billing address-level1"
              {...bind('state')}
            />
          ) : null}
          {postCodeNeeded(values.country) ? (
            <TextInput
              label={t('fields.postCode')}
              required
              autoComplete="billing postal-code"
              {...bind('postCode')}
            />
          ) : null}
        </SimpleGrid>
      </Fieldset>
    </Fieldset>
  );
}
