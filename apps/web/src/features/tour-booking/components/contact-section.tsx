import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { LightForm } from '../../../lib/use-light-form';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import type { TourBookValues } from '../lib/book-values';
import { FlightFields } from './flight-fields';

/**
 * Contact information (spec part 2 §3, §5): first and last name, an international phone (the
 * picker's preferred countries fr, cn, us), email (the confirmation goes there, and a visitor
 * opens the order with it), identification number and address, then both flights.
 */
export function ContactSection({ form }: { form: LightForm<TourBookValues> }) {
  const { t } = useTranslation('tour-booking');
  const localeTag = localeTagOf(useLanguage());
  const phone = form.getInputProps('contact.phone');
  return (
    <>
      <Fieldset legend={t('contact.legend')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('fields.firstName')}
            required
            autoComplete="given-name"
            {...form.getInputProps('contact.firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            required
            autoComplete="family-name"
            {...form.getInputProps('contact.lastName')}
          />
          <PhoneInput
            id="tour-contact-phone"
            label={t('fields.phone')}
            countryLabel={t('contact.countryCode')}
            required
            localeTag={localeTag}
            value={form.values.contact.phone}
            onChange={(value) => form.setFieldValue('contact.phone', value)}
            onBlur={phone.onBlur as (() => void) | undefined}
            error={phone.error as string | undefined}
          />
          <TextInput
            label={t('fields.email')}
            required
            type="email"
            autoComplete="email"
            description={t('contact.emailHint')}
            {...form.getInputProps('contact.email')}
          />
          <TextInput
            label={t('fields.idNumber')}
            description={t('tourists.optional')}
            autoComplete="off"
            {...form.getInputProps('contact.idNumber')}
          />
          <TextInput
            label={t('fields.address')}
            description={t('tourists.optional')}
            autoComplete="street-address"
            {...form.getInputProps('contact.address')}
          />
        </SimpleGrid>
      </Fieldset>
      <FlightFields form={form} which="arrivalFlight" />
      <FlightFields form={form} which="departureFlight" />
    </>
  );
}
