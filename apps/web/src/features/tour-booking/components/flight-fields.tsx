import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { LightForm } from '../../../lib/use-light-form';
import { useTranslation } from '../../../lib/i18n';
import type { TourBookValues } from '../lib/book-values';

/**
 * The arrival or departure flight of the tour contact (spec part 2 §3, §5): airport, date,
 * number and time are required and checked; the remark is free text. The operator meets the
 * arrival and takes the party to the departure.
 */
export function FlightFields({
  form,
  which,
}: {
  form: LightForm<TourBookValues>;
  which: 'arrivalFlight' | 'departureFlight';
}) {
  const { t } = useTranslation('tour-booking');
  const path = (field: string) => `contact.${which}.${field}`;
  return (
    <Fieldset legend={t(`contact.${which}`)} radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <TextInput
          label={t('fields.airport')}
          required
          placeholder="CDG"
          maxLength={3}
          autoComplete="off"
          styles={{ input: { textTransform: 'uppercase' } }}
          {...form.getInputProps(path('airport'))}
        />
        <TextInput
          type="date"
          label={t('fields.flightDate')}
          required
          {...form.getInputProps(path('date'))}
        />
        <TextInput
          label={t('fields.flightNumber')}
          required
          placeholder="AF123"
          autoComplete="off"
          styles={{ input: { textTransform: 'uppercase' } }}
          {...form.getInputProps(path('number'))}
        />
        <TextInput
          type="time"
          label={t('fields.flightTime')}
          required
          {...form.getInputProps(path('time'))}
        />
      </SimpleGrid>
      <TextInput mt="sm" label={t('fields.remark')} {...form.getInputProps(path('remark'))} />
    </Fieldset>
  );
}
