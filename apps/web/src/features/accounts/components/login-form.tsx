import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginBodySchema, type LoginData } from '@travel/contracts/accounts';
import { isApiError, useErrorText } from '../../../lib/error-message';
import { useLogin } from '../api/login';
import { contractErrors } from '../lib/validation';
import { EmailInput } from './email-input';

interface LoginValues {
  Username: string;
  Password: string;
}

/**
 * Username (email) and password, checked with the API's own schema first. "Email not
 * registered" is shown by the email field; everything else above the button.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (data: LoginData) => void }) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<LoginValues>({
    initialValues: { Username: '', Password: '' },
    validate: (values) =>
      contractErrors(LoginBodySchema, values, t, {
        labels: { Username: t('fieldNames.account'), Password: t('fieldNames.password') },
      }),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    login.mutate(
      { Username: values.Username.trim(), Password: values.Password },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (isApiError(error, 'emailNotRegistered')) {
            form.setFieldError('Username', errorText(error));
          } else {
            setFormError(errorText(error));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.formLabel')}>
      <Stack gap="md">
        <EmailInput autoComplete="username" {...form.getInputProps('Username')} />
        <Stack gap={6}>
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('Password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/reset-account" size="sm">
              {t('login.forgetPassword')}
            </Anchor>
          </Group>
        </Stack>
        {formError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
