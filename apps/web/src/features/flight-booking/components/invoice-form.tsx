import { Box, Fieldset, TextInput } from '@mantine/core';
import { FIELD_GRID } from '../lib/book-columns';
import { useTranslation } from '../../../lib/i18n';
import type { BookingForm } from '../lib/use-booking-form';

/** Invoice details for /flights-invoice bookings (company, tax id, address); they go on the order. */
export function InvoiceForm({ form }: { form: BookingForm }) {
  const { t } = useTranslation('flight-booking');
  return (
    <Fieldset legend={t('invoice.legend')} radius="md">
      <Box style={FIELD_GRID}>
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
      </Box>
    </Fieldset>
  );
}
