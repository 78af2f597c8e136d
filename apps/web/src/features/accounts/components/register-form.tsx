import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Trans, useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import {
  RegisterBodySchema,
  academicRoleNeedsSchool,
  type LoginData,
  type RegisterBody,
} from '@travel/contracts/accounts';
import { isApiError, useErrorText } from '../../../lib/error-message';
import { useRegister } from '../api/register';
import { EMPTY_PARTS } from '../lib/dates';
import { EMPTY_SCHOOL, registerBody, text, type RegisterValues } from '../lib/profile-values';
import { useProfileLabels } from '../lib/use-profile-labels';
import { contractErrors } from '../lib/validation';
import { AcademicRoleRadios } from './academic-role-radios';
import { BirthdaySelects } from './birthday-selects';
import { EmailInput } from './email-input';
import { NewPasswordFields } from './new-password-fields';
import { PersonalFields } from './personal-fields';
import { SchoolSection } from './school-section';
import { ERRORS } from '@travel/contracts/errors';

/** The whole registration screen's form (spec part 1 §2), validated with the API's schema. */
export function RegisterForm({
  onRegistered,
  signInPath,
}: {
  onRegistered: (data: LoginData) => void;
  signInPath: string;
}) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const labels = useProfileLabels();
  const register = useRegister();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<RegisterValues>({
    initialValues: {
      firstName: '',
      middleName: '',
      lastName: '',
      gender: '',
      citizenship: '',
      email: '',
      password: '',
      confirmPassword: '',
      birth: EMPTY_PARTS,
      role: '',
      school: EMPTY_SCHOOL,
    },
    validate: (values) => {
      const errors = contractErrors(RegisterBodySchema, registerBody(values), t, {
        labels,
        invalid: { birthday: t('validation.birthdayPast') },
      });
      // Not confirmPasswordError: here a confirmation of spaces only counts as not filled in,
      // like every other registration field, rather than as a mismatch.
      if (text(values.confirmPassword) === '') {
        errors.confirmPassword = t('validation.emptyTip', { field: labels.confirmPassword });
      } else if (values.confirmPassword !== values.password) {
        errors.confirmPassword = t('validation.passwordsDiffer');
      }
      return errors;
    },
  });

  const schoolRequired = academicRoleNeedsSchool(Number(form.values.role));

  const submit = form.onSubmit((values) => {
    setFormError(null);
    // The schema has just accepted this body in `validate`; parsing again applies its trims.
    const body: RegisterBody = RegisterBodySchema.parse(registerBody(values));
    register.mutate(body, {
      onSuccess: onRegistered,
      onError: (error) => {
        if (isApiError(error, ERRORS.emailAlreadyRegistered.code)) {
          form.setFieldError('email', errorText(error));
        } else {
          setFormError(errorText(error));
        }
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('register.title')}>
      <Stack gap="xl">
        <Stack gap="md" component="section" aria-labelledby="your-info">
          <Title order={2} size="h3" id="your-info">
            {t('register.yourInfo')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('register.nameHint')}
          </Text>
          <PersonalFields form={form} />
          <EmailInput {...form.getInputProps('email')} />
          <NewPasswordFields
            variant="register"
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('confirmPassword')}
          />
          <BirthdaySelects
            label={t('fields.birthday')}
            description={t('register.birthdayNote')}
            required
            value={form.values.birth}
            onChange={(parts) => {
              form.setFieldValue('birth', parts);
              form.clearFieldError('birthday');
            }}
            error={form.errors.birthday as string | undefined}
          />
          <AcademicRoleRadios required {...form.getInputProps('role')} />
        </Stack>

        <Divider />
        <SchoolSection form={form} required={schoolRequired} />

        {formError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            <Trans
              t={t}
              i18nKey="register.agreement"
              components={{
                terms: <Anchor component={Link} to="/terms" size="sm" underline="always" />,
                privacy: <Anchor component={Link} to="/policy" size="sm" underline="always" />,
              }}
            />
          </Text>
          <Group gap="sm" wrap="wrap">
            <Button
              type="submit"
              size="md"
              loading={register.isPending}
              miw={160}
              w={{ base: '100%', xs: 'auto' }}
            >
              {t('register.submit')}
            </Button>
            <Button
              component={Link}
              to={signInPath}
              variant="subtle"
              size="md"
              w={{ base: '100%', xs: 'auto' }}
            >
              {t('register.haveAccount')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
