import { lazy, Suspense } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { CardFields } from '../../../components/payment/card-fields';
import type { CardField } from '../../../components/payment/card-values';
import type { BookingForm } from '../lib/use-booking-form';

// Only agents choose how to pay (card or balance): the choice loads for them alone.
const PayMethodChoice = lazy(() =>
  import('../../../components/payment/pay-method').then((module) => ({
    default: module.PayMethodChoice,
  })),
);

/** Paying now: agents choose card or balance; the card form otherwise (shared with /order/pay). */
export function PaymentSection({ form, isAgent }: { form: BookingForm; isAgent: boolean }) {
  const { t } = useTranslation('flight-booking');
  const byCard = !isAgent || form.values.payMethod === 'card';
  return (
    <Stack gap="md" component="section" aria-labelledby="book-payment-heading">
      <Title order={2} size="h3" id="book-payment-heading">
        {t('sections.payment')}
      </Title>
      {isAgent ? (
        <Suspense fallback={null}>
          <PayMethodChoice
            value={form.values.payMethod}
            onChange={(method) => form.setFieldValue('payMethod', method)}
          />
        </Suspense>
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
