import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import { CountrySelect } from './country-select';
import { GenderRadios } from './gender-radios';

interface PersonalValues {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: string;
  citizenship: string;
}

/**
 * Who the person is, as registration and profile editing both ask it: first, middle and last
 * name, then gender and citizenship. Placed inside the caller's stack.
 */
export function PersonalFields<V extends PersonalValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('fields.middleName')}
          autoComplete="additional-name"
          {...form.getInputProps('middleName')}
        />
        <TextInput
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <GenderRadios required {...form.getInputProps('gender')} />
        <CountrySelect
          label={t('fields.citizenship')}
          required
          {...form.getInputProps('citizenship')}
        />
      </SimpleGrid>
    </>
  );
}
