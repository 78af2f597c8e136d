import { useMemo } from 'react';
import { Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { monthNames } from '../lib/dates';
import { graduationYears, type SchoolValues } from '../lib/profile-values';
import { CountrySelect } from './country-select';

/**
 * "Your School": school country, college or university name and expected graduation (month
 * and year). Required for Student and Faculty Member, optional for Neither.
 */
export function SchoolSection<V extends { school: SchoolValues }>({
  form,
  required,
  headingOrder = 2,
}: {
  form: UseFormReturnType<V>;
  required: boolean;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const months = useMemo(
    () => monthNames(language).map((name, index) => ({ value: String(index + 1), label: name })),
    [language],
  );
  const years = useMemo(() => graduationYears(), []);

  return (
    <Stack gap="md" component="section" aria-labelledby="your-school">
      <Group gap="xs" align="baseline">
        <Title order={headingOrder} size="h3" id="your-school">
          {t('register.yourSchool')}
        </Title>
        {required ? null : (
          <Text size="sm" c="gray.7">
            {t('register.optional')}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CountrySelect
          label={t('fields.schoolCountry')}
          required={required}
          {...form.getInputProps('school.country')}
        />
        <TextInput
          label={t('fields.schoolName')}
          required={required}
          autoComplete="organization"
          {...form.getInputProps('school.name')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <Select
          label={t('fields.graduationMonth')}
          required={required}
          data={months}
          clearable
          {...form.getInputProps('school.graduationMonth')}
          value={form.values.school.graduationMonth || null}
        />
        <Select
          label={t('fields.graduationYear')}
          required={required}
          data={years}
          searchable
          clearable
          {...form.getInputProps('school.graduationYear')}
          value={form.values.school.graduationYear || null}
        />
      </SimpleGrid>
    </Stack>
  );
}
