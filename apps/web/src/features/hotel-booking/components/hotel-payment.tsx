import { Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import type { HotelPolicy } from '@travel/contracts/hotels';
import { PaymentSection } from '../../../components/payment/payment-section';
import type { HotelBookValues } from '../lib/book-values';

/**
 * A hotel booking's payment: the shared payment section bound to the booking form, with what
 * the rate's policy means (a guarantee rate takes the card to hold the room, charges nothing now).
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
  return (
    <PaymentSection
      title={t('book.payment')}
      hint={
        <Text size="sm" c="gray.7">
          {t(`book.paymentHint.${policy}`)}
        </Text>
      }
      isAgent={isAgent}
      method={form.values.payMethod}
      onMethodChange={(method) => form.setFieldValue('payMethod', method)}
      card={form.values.card}
      bindCard={(field) => form.getInputProps(`card.${field}`)}
    />
  );
}
