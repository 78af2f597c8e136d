import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { BookingForm } from '../lib/use-booking-form';

/** Invoice details for /flights-invoice bookings (company, tax id, address); they go on the order. */
export function InvoiceForm({ form }: { form: BookingForm }) {
  const { t } = useTranslation('flight-booking');
  return (
    <Fieldset legend={t('invoice.legend')} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('invoice.fields.companyName')}
          required
          autoComplete="organization"
          {...form.getInputProps('invoice.companyName')}
        />
        <TextInput
          label={t('invoice.fields.taxId')}
          required
          autoComplete="off"
          {...form.getInputProps('invoice.taxId')}
        />
        <TextInput
          label={t('invoice.fields.address')}
          required
          autoComplete="street-address"
          style={{ gridColumn: '1 / -1' }}
          {...form.getInputProps('invoice.address')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
