import { Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import { CardFields } from '../../../components/payment/card-fields';
import type { CardField } from '../../../components/payment/card-values';
import { PayMethodChoice } from '../../../components/payment/pay-method';
import type { BookingValues } from '../lib/booking-values';

/** Paying now: agents choose card or balance; the card form otherwise (shared with /order/pay). */
export function PaymentSection({
  form,
  isAgent,
}: {
  form: UseFormReturnType<BookingValues>;
  isAgent: boolean;
}) {
  const { t } = useTranslation('flight-booking');
  const byCard = !isAgent || form.values.payMethod === 'card';
  return (
    <Stack gap="md" component="section" aria-labelledby="book-payment-heading">
      <Title order={2} size="h3" id="book-payment-heading">
        {t('sections.payment')}
      </Title>
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
