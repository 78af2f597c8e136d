import { useState } from 'react';
import { Alert, Divider, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import {
  UpdateUserBodySchema,
  academicRoleNeedsSchool,
  type CurrentUser,
  type UpdateUserBody,
} from '@travel/contracts/accounts';
import { notifySuccess } from '../../../lib/notify';
import { useErrorText } from '../../../lib/error-message';
import { useUpdateProfile } from '../api/update-profile';
import { profileBody, profileValuesOf, type ProfileValues } from '../lib/profile-values';
import { useProfileLabels } from '../lib/use-profile-labels';
import { contractErrors } from '../lib/validation';
import { AcademicRoleRadios } from './academic-role-radios';
import { AccountFormButtons } from './account-form-buttons';
import { CountrySelect } from './country-select';
import { PersonalFields } from './personal-fields';
import { ReadOnlyProfile } from './read-only-profile';
import { SchoolSection } from './school-section';

/** The editable profile (POST /api/Users); email and birthday are shown but not editable. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const labels = useProfileLabels();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<ProfileValues>({
    initialValues: profileValuesOf(user),
    validate: (values) =>
      contractErrors(UpdateUserBodySchema, profileBody(values), t, {
        labels,
        invalid: { phoneNumber: t('validation.phone') },
      }),
  });
  const schoolRequired = academicRoleNeedsSchool(Number(form.values.academicRole));

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body: UpdateUserBody = UpdateUserBodySchema.parse(profileBody(values));
    update.mutate(body, {
      onSuccess: (saved) => {
        form.setInitialValues(profileValuesOf(saved));
        form.setValues(profileValuesOf(saved));
        notifySuccess(t('edit.saved'));
      },
      onError: (error) => setFormError(errorText(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('edit.title')}>
      <Stack gap="xl">
        <ReadOnlyProfile user={user} />
        <Stack gap="md">
          <PersonalFields form={form} />
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="contact">
          <Title order={2} size="h3" id="contact">
            {t('edit.contact')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.phoneNumber')}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phoneNumber')}
            />
            <CountrySelect label={t('fields.country')} {...form.getInputProps('country')} />
          </SimpleGrid>
        </Stack>
        <Divider />
        <AcademicRoleRadios {...form.getInputProps('academicRole')} />
        <SchoolSection form={form} required={schoolRequired} />
        {formError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <AccountFormButtons
          label={t('edit.save')}
          loading={update.isPending}
          disabled={!form.isDirty()}
        />
      </Stack>
    </form>
  );
}
