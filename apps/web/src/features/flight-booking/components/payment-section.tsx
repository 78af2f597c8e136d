import { useTranslation } from '../../../lib/i18n';
import { PaymentSection as SharedPaymentSection } from '../../../components/payment/payment-section';
import type { BookingForm } from '../lib/use-booking-form';

/** Paying now on /book: the shared payment section bound to the booking form. */
export function PaymentSection({ form, isAgent }: { form: BookingForm; isAgent: boolean }) {
  const { t } = useTranslation('flight-booking');
  return (
    <SharedPaymentSection
      title={t('sections.payment')}
      isAgent={isAgent}
      method={form.values.payMethod}
      onMethodChange={(method) => form.setFieldValue('payMethod', method)}
      card={form.values.card}
      bindCard={(field) => form.getInputProps(`card.${field}`)}
    />
  );
}
