import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import type { HotelBookValues } from '../lib/book-values';

/**
 * Who the hotel and we contact about the booking: name, email (the confirmation goes there and
 * a visitor opens the order with it) and mobile.
 */
export function ContactFields({ form }: { form: UseFormReturnType<HotelBookValues> }) {
  const { t } = useTranslation('hotel-booking');
  return (
    <Fieldset legend={t('book.contact')} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('fields.contactName')}
          required
          autoComplete="name"
          {...form.getInputProps('contact.name')}
        />
        <TextInput
          label={t('fields.email')}
          required
          type="email"
          autoComplete="email"
          description={t('book.emailHint')}
          {...form.getInputProps('contact.email')}
        />
        <TextInput
          label={t('fields.mobile')}
          required
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('contact.mobile')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
