import { Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import type { HotelPolicy } from '@travel/contracts/hotels';
import { CardFields } from '../../../components/payment/card-fields';
import type { CardField } from '../../../components/payment/card-values';
import { PayMethodChoice } from '../../../components/payment/pay-method';
import type { HotelBookValues } from '../lib/book-values';

/**
 * Payment: agents choose card or balance; everyone else gives a card (the shared card form,
 * CA/VI/AX/DS with Luhn, expiry and CVV checks). A guarantee rate takes the card to hold the
 * room and charges nothing now.
 */
export function HotelPayment({
  form,
  isAgent,
  policy,
}: {
  form: UseFormReturnType<HotelBookValues>;
  isAgent: boolean;
  policy: HotelPolicy;
}) {
  const { t } = useTranslation('hotel-booking');
  const byCard = !isAgent || form.values.payMethod === 'card';
  return (
    <Stack gap="md" component="section" aria-labelledby="book-payment-heading">
      <Title order={2} size="h3" id="book-payment-heading">
        {t('book.payment')}
      </Title>
      <Text size="sm" c="gray.7">
        {t(`book.paymentHint.${policy}`)}
      </Text>
      {isAgent ? (
        <PayMethodChoice
          value={form.values.payMethod}
          onChange={(method) => form.setFieldValue('payMethod', method)}
        />
      ) : null}
      {byCard ? (
        <CardFields
          values={form.values.card}
          bind={(field: CardField) => form.getInputProps(`card.${field}`)}
        />
      ) : null}
    </Stack>
  );
}
