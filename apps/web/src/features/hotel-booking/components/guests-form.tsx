import { Fieldset, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import { SPECIAL_REQUESTS_MAX, type HotelBookValues } from '../lib/book-values';

/** One lead guest per room (the hotel registers them), then the special requests. */
export function GuestsForm({ form }: { form: UseFormReturnType<HotelBookValues> }) {
  const { t } = useTranslation('hotel-booking');
  const rooms = form.values.guests.length;
  return (
    <Stack gap="md" component="section" aria-labelledby="book-guests-heading">
      <Title order={2} size="h3" id="book-guests-heading">
        {t('book.guests')}
      </Title>
      {form.values.guests.map((_, index) => (
        <Fieldset
          key={index}
          radius="md"
          legend={rooms > 1 ? t('book.guestOfRoom', { room: index + 1 }) : t('book.leadGuest')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.firstName')}
              required
              autoComplete={index === 0 ? 'given-name' : 'off'}
              {...form.getInputProps(`guests.${index}.firstName`)}
            />
            <TextInput
              label={t('fields.lastName')}
              required
              autoComplete={index === 0 ? 'family-name' : 'off'}
              {...form.getInputProps(`guests.${index}.lastName`)}
            />
          </SimpleGrid>
        </Fieldset>
      ))}
      <Textarea
        label={t('fields.specialRequests')}
        description={t('book.specialRequestsHint', { max: SPECIAL_REQUESTS_MAX })}

        rows={3}
        maxLength={SPECIAL_REQUESTS_MAX}
        {...form.getInputProps('specialRequests')}
      />
    </Stack>
  );
}
